import {
  type AgencyCompaniesParsedQuery,
  type AgencyCompanyListItem,
  type ComplianceProfile,
  canApproveRenewal,
  complianceObligations,
  daysBetween,
  exposedObligations,
  obligationsInputOf,
  type Paged,
  type ProfileGaps,
  protocolCoverageOf,
  type RenewalStanding,
  signedProtocolsOf,
  todayInMadrid,
} from '@cumplia/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import type { Queryable } from '../../db/client.js';
import { agencies, companies } from '../../db/schema/index.js';
import { searchPatterns } from '../../lib/name-and-nif-search.js';
import { pageOf } from '../../lib/paging.js';
import { rowsOf } from '../../lib/rows-of.js';
import { onboardingProgressOf } from '../onboarding/onboarding-progress.js';
import { agencyIdOf } from './agency-scope.js';
import { boardPage, boardPageQuery } from './client-board-query.js';
import { clientStateConditions, clientStateJoins } from './client-states.js';
import { clientSearch, companySearchFilters } from './company-search.js';

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
  gaps: unknown;
  saved: boolean;
  headcount: number;
  lopdgdd: boolean;
  acosoLaboral: boolean;
  desconexionDigital: boolean;
}): string[] {
  if (!row.saved) return ['Complete y guarde el perfil de cumplimiento de la empresa'];
  const gaps = (row.gaps ?? { lopd: [], acoso: [], desconexion: [] }) as ProfileGaps;
  const shown = [
    ...(row.lopdgdd ? gaps.lopd : []),
    ...(row.headcount > 0 && row.acosoLaboral ? gaps.acoso : []),
    ...(row.headcount > 0 && row.desconexionDigital ? gaps.desconexion : []),
  ];
  return [...new Set(shown)];
}

/** How many companies a page past the last would have listed: the agency's counter when nothing filters. */
async function countMatches(
  db: Queryable,
  agencyId: number,
  unfiltered: boolean,
  built: () => { from: SQL; where: SQL | undefined },
): Promise<number> {
  if (unfiltered) {
    const [agency] = await db.select({ value: agencies.companyCount }).from(agencies).where(eq(agencies.id, agencyId));
    return agency?.value ?? 0;
  }
  const { from, where } = built();
  const [matches] = await rowsOf<{ value: number }>(db, sql`select count(*)::int as value from ${from} where ${where}`);
  return matches?.value ?? 0;
}

/**
 * The agency's client board: its companies in the chosen order (newest first by default), searched by name,
 * NIF/CIF and town, narrowed to the chosen states (`clientStateConditions`), paged in SQL. Each row carries its
 * sign-up, signatures, profile, verification, protocols, latest invoice and renewal. `withoutUser` keeps the
 * confirmed ones with no login yet.
 */
export async function listAgencyCompanies({
  ctx,
  input: { withoutUser = false, ...input },
}: {
  ctx: ActionContext;
  input: AgencyCompaniesParsedQuery & { withoutUser?: boolean };
}): Promise<Paged<AgencyCompanyListItem>> {
  const agencyId = agencyIdOf(ctx);
  const { db } = ctx.services;
  const now = ctx.services.now();
  const today = todayInMadrid(now);
  const states = input.estado ?? [];
  const limit = input.size;
  const offset = input.page * input.size;
  const patterns = searchPatterns(input.q ?? '');
  // The board's own filters (search and states) run as prepared statements; the old name and NIF/CIF filters
  // and the list of companies without a login are built for each request.
  const legacy = Boolean(input.nombreEmpresa || input.nifCif || withoutUser);
  /** The page's query built for this request, with its values in it. */
  const built = () => {
    const conditions = clientStateConditions(today, now.toISOString());
    const filters: SQL[] = [
      eq(companies.agencyId, agencyId),
      ...companySearchFilters(input),
      ...states.map((state) => conditions[state]),
    ];
    if (input.q) filters.push(clientSearch(patterns));
    // Only a company that holds its NIF/CIF can have a login (a claim gets it when it signs).
    if (withoutUser) {
      filters.push(
        sql`${companies.agencyConfirmedAt} is not null and not exists (select 1 from company_users cu where cu.company_id = ${companies.id})`,
      );
    }
    const joins = clientStateJoins(today, states, input.sort === 'renovacion' ? ['renewal'] : []);
    return { from: sql`"companies" ${joins}`, where: and(...filters) };
  };
  const rows = legacy
    ? await boardPageQuery(db, { ...built(), sort: input, total: sql`count(*) over ()`, today, limit, offset })
    : await boardPage(
        db,
        { states, search: Boolean(input.q), sort: { sort: input.sort, dir: input.dir } },
        { agencyId, today, now: now.toISOString(), ...patterns, limit, offset },
      );
  // A page past the last has no row to carry the total: only then is it counted on its own.
  const total = rows[0]?.total ?? (await countMatches(db, agencyId, !legacy && !input.q && states.length === 0, built));
  const content = rows.map((row) => {
    const saved = row.profile as ComplianceProfile | null;
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
  });
  return pageOf(content, total, input);
}
