import {
  type AgencyCompanyListItem,
  canApproveRenewal,
  complianceObligations,
  daysBetween,
  exposedObligations,
  obligationsInputOf,
  PROFILE_NOT_SAVED,
  type ProfileGaps,
  protocolCoverageOf,
  type RenewalStanding,
  signedProtocolsOf,
} from '@cumplia/domain';
import { onboardingProgressOf } from '../onboarding/index.js';
import type { BoardRow } from './client-board-query.js';

function renewalStanding(
  renewal: { fechaFin: string; fechaRenovacion: string; renueva: boolean; deshabilitarRenovacion: boolean },
  today: string,
) {
  const estado: RenewalStanding = renewal.deshabilitarRenovacion
    ? 'DESHABILITADA'
    : renewal.renueva
      ? 'APROBADA'
      : canApproveRenewal(renewal.fechaRenovacion, today) && renewal.fechaFin >= today
        ? 'POR_APROBAR'
        : 'PROXIMA';
  return { fechaFin: renewal.fechaFin, dias: daysBetween(today, renewal.fechaFin), estado };
}

function protocolCoverages(
  row: {
    lopdgdd: boolean;
    acosoLaboral: boolean;
    desconexionDigital: boolean;
    contratoLopdAceptado: boolean;
    contratoAcosoAceptado: boolean;
    contratoDesconexionAceptado: boolean;
  },
  headcount: number | null,
) {
  return {
    LOPD: protocolCoverageOf('LOPD', {
      contracted: row.lopdgdd,
      signed: row.lopdgdd && row.contratoLopdAceptado,
      headcount,
    }),
    ACOSO: protocolCoverageOf('ACOSO', {
      contracted: row.acosoLaboral,
      signed: row.acosoLaboral && row.contratoAcosoAceptado,
      headcount,
    }),
    DIGITAL: protocolCoverageOf('DIGITAL', {
      contracted: row.desconexionDigital,
      signed: row.desconexionDigital && row.contratoDesconexionAceptado,
      headcount,
    }),
  };
}

/** The profile's missing answers for each contracted document that applies (as the board's filter reads them). */
function profileGapsShown(row: {
  gaps: ProfileGaps | null;
  saved: boolean;
  headcount: number;
  lopdgdd: boolean;
  acosoLaboral: boolean;
  desconexionDigital: boolean;
}): string[] {
  if (!row.saved) return [PROFILE_NOT_SAVED];
  const gaps: ProfileGaps = row.gaps ?? { lopd: [], acoso: [], desconexion: [] };
  const shown = [
    ...(row.lopdgdd ? gaps.lopd : []),
    ...(row.headcount > 0 && row.acosoLaboral ? gaps.acoso : []),
    ...(row.headcount > 0 && row.desconexionDigital ? gaps.desconexion : []),
  ];
  return [...new Set(shown)];
}

/** A row of the client board as the API shows it: its sign-up, signatures, profile, protocols, invoice and renewal. */
export function clientBoardItem(row: BoardRow, now: Date, today: string): AgencyCompanyListItem {
  const saved = row.profile;
  const inputs = obligationsInputOf({ cnae: row.cnae, tipo: row.tipo, numTrabajadores: row.numTrabajadores }, saved);
  const { invoice } = row;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    razonSocial: row.razonSocial,
    nombreComercial: row.nombreComercial,
    nifCif: row.nifCif,
    localidad: row.localidad,
    lopdgdd: row.lopdgdd,
    acosoLaboral: row.acosoLaboral,
    desconexionDigital: row.desconexionDigital,
    verificado: row.verificado,
    numTrabajadores: row.numTrabajadores,
    perfilGuardado: saved !== null,
    perfilFaltan: profileGapsShown({ ...row, saved: saved !== null, headcount: inputs.numTrabajadores }),
    obligacionesExpuestas: exposedObligations(complianceObligations(inputs), signedProtocolsOf(row)).map(
      (obligation) => obligation.titulo,
    ),
    alta: onboardingProgressOf(row, now),
    // As `clientStateConditions` reads it: a contract to sign, or an SMS sign-up sent and neither signed nor cancelled.
    firmaPendiente:
      row.contractToSign ||
      (row.invitationId !== null && row.lastSentAt !== null && row.signedAt === null && row.cancelledAt === null),
    // Only a saved profile (or a headcount given) says there is no staff: a blank at sign-up is stored as 0, and
    // an SMS sign-up still to be completed has not said.
    protocolos: protocolCoverages(row, saved !== null || row.numTrabajadores > 0 ? inputs.numTrabajadores : null),
    ultimaFactura:
      invoice.state && invoice.numero && invoice.fecha
        ? {
            numero: invoice.numero,
            fecha: invoice.fecha,
            importe: Number(invoice.amount) / 100,
            estado: invoice.state === 'PAGADA_OTRO' ? 'COBRADA' : invoice.state,
          }
        : null,
    recibosDevueltos: Number(invoice.returned ?? 0),
    renovacion: row.renewal?.fechaFin
      ? renewalStanding(row.renewal as Parameters<typeof renewalStanding>[0], today)
      : null,
  };
}
