import { z } from 'zod';
import type { ComplianceProfile } from '../compliance/compliance-profile.js';
import { missingProfileAnswers, type ProfileDocument } from '../compliance/profile-answers.js';

/**
 * The states the agency's client board filters and counts, each with the label of its count and filter. A client
 * is in every state that holds for it; several chosen states narrow the board to the clients in all of them.
 */
export const CLIENT_STATES = {
  altaEnCurso: 'Alta por SMS sin firmar',
  altaFallida: 'SMS no entregado',
  firmaPendiente: 'Pendientes de firma',
  perfilIncompleto: 'Perfil incompleto',
  sinVerificar: 'Pendientes de verificación',
  sinCubrir: 'Protocolos sin cubrir',
  reciboDevuelto: 'Recibo devuelto',
  facturaPendiente: 'Factura pendiente de cobro',
  renovacion30: 'Renuevan en 30 días',
  renovacionPorAprobar: 'Renovación por aprobar',
  renovacionDeshabilitada: 'Renovación deshabilitada',
} as const;
export type ClientState = keyof typeof CLIENT_STATES;
export const CLIENT_STATE_KEYS = Object.keys(CLIENT_STATES) as [ClientState, ...ClientState[]];

/** What each state means, for the filter's description and the docs. */
export const CLIENT_STATE_HINTS: Record<ClientState, string> = {
  altaEnCurso: 'Invitadas por SMS que aún no han firmado (ni se ha cancelado su alta).',
  altaFallida: 'El SMS de alta no se pudo enviar o el operador no lo entregó, y aún no la han abierto.',
  firmaPendiente: 'Con un contrato por firmar o un alta por SMS sin firmar.',
  perfilIncompleto: 'Sin perfil de cumplimiento, o le faltan datos que piden los protocolos contratados.',
  sinVerificar: 'Cumplia aún no ha verificado su identidad y sus datos: no pueden descargar sus documentos.',
  sinCubrir: 'Protección de datos y, si tienen plantilla, acoso laboral y desconexión digital sin contrato firmado.',
  reciboDevuelto: 'Con un recibo SEPA devuelto por el banco que sigue sin pagarse.',
  facturaPendiente: 'Su última factura aún no está cobrada.',
  renovacion30: 'Su periodo termina en los próximos 30 días y la renovación no está deshabilitada.',
  renovacionPorAprobar: 'Ventana de renovación abierta, renovación aún no aprobada.',
  renovacionDeshabilitada: 'No renovarán al terminar el periodo.',
};

/**
 * `?estado=a,b`: the chosen states, comma-separated; an unknown one is refused. Read as a set in one fixed order,
 * so 'b,a' and 'a,a,b' are the same filter (and the same prepared statement on the server).
 */
const clientStatesParam = z
  .string()
  .trim()
  .max(400)
  .transform((value) => (value === '' ? [] : value.split(',')))
  .pipe(z.array(z.enum(CLIENT_STATE_KEYS)))
  .transform((chosen) => CLIENT_STATE_KEYS.filter((state) => chosen.includes(state)));

/** The board's own filters: one search over name, NIF/CIF and town (case and accents aside), and the states. */
export const clientBoardFilterSchema = z.object({
  q: z.string().trim().max(120).optional(),
  estado: clientStatesParam.optional(),
});

/** GET /cumplia-core/gestorias/my/clientes/recuento: how many of the agency's clients are in each state. */
export const clientStateCountsSchema = z.object({
  total: z.number().int(),
  estados: z.record(z.enum(CLIENT_STATE_KEYS), z.number().int()),
});
export type ClientStateCounts = z.infer<typeof clientStateCountsSchema>;

/** Where the client's latest invoice stands: collected, debit not yet due, returned by the bank, or unpaid. */
export const INVOICE_MONEY_STATES = {
  COBRADA: 'Cobrada',
  EN_CURSO: 'Remesada, cargo por vencer',
  DEVUELTA: 'Devuelta: pendiente de pago',
  PENDIENTE: 'Pendiente de cobro',
} as const;
export type InvoiceMoneyState = keyof typeof INVOICE_MONEY_STATES;

/** Where the client's current renewal stands. */
export const RENEWAL_STANDINGS = {
  PROXIMA: 'Periodo en curso',
  POR_APROBAR: 'Por aprobar',
  APROBADA: 'Aprobada',
  DESHABILITADA: 'Deshabilitada',
} as const;
export type RenewalStanding = keyof typeof RENEWAL_STANDINGS;

/** Where each Cumplia protocol stands for a client. */
export const PROTOCOL_COVERAGES = {
  CUBIERTO: 'Firmado',
  PENDIENTE: 'Pendiente de firma',
  NO_CONTRATADO: 'No contratado',
  NO_APLICA: 'No aplica (sin plantilla)',
} as const;
export type ProtocolCoverage = keyof typeof PROTOCOL_COVERAGES;
const protocolCoverage = z.enum(Object.keys(PROTOCOL_COVERAGES) as [ProtocolCoverage, ...ProtocolCoverage[]]);

/**
 * A protocol's coverage: signed, contracted and not signed, not contracted, or (the harassment protocol and the
 * disconnection policy, duties of an employer) not applicable without staff. A headcount not yet given (null: an
 * SMS sign-up still to be completed) decides nothing.
 */
export function protocolCoverageOf(
  protocol: 'LOPD' | 'ACOSO' | 'DIGITAL',
  state: { contracted: boolean; signed: boolean; headcount: number | null },
): ProtocolCoverage {
  if (protocol !== 'LOPD' && state.headcount === 0 && !state.signed) return 'NO_APLICA';
  if (!state.contracted) return 'NO_CONTRATADO';
  return state.signed ? 'CUBIERTO' : 'PENDIENTE';
}

/** The board's columns beside the company list's: a client's states, read in the same query. */
export const clientBoardColumnsSchema = z.object({
  localidad: z.string(),
  firmaPendiente: z.boolean(),
  protocolos: z.object({ LOPD: protocolCoverage, ACOSO: protocolCoverage, DIGITAL: protocolCoverage }),
  /** The profile's missing answers for each contracted document that applies (empty when complete). */
  perfilFaltan: z.array(z.string()),
  ultimaFactura: z
    .object({
      numero: z.string(),
      fecha: z.string(),
      importe: z.number(),
      estado: z.enum(Object.keys(INVOICE_MONEY_STATES) as [InvoiceMoneyState, ...InvoiceMoneyState[]]),
    })
    .nullable(),
  recibosDevueltos: z.number().int(),
  renovacion: z
    .object({
      fechaFin: z.string(),
      dias: z.number().int(),
      estado: z.enum(Object.keys(RENEWAL_STANDINGS) as [RenewalStanding, ...RenewalStanding[]]),
    })
    .nullable(),
});

/**
 * A profile's gaps per document, as stored with it: what each document still needs. Kept beside the profile so
 * the board can filter on them in SQL; rewritten whenever the profile or the company's data changes.
 */
export type ProfileGaps = Record<ProfileDocument, string[]>;

export function profileGapsOf(
  profile: ComplianceProfile,
  company: { cnae: string; tipo: 'A' | 'E'; nombre: string },
): ProfileGaps {
  return {
    lopd: missingProfileAnswers(profile, 'lopd', company),
    acoso: missingProfileAnswers(profile, 'acoso', company),
    desconexion: missingProfileAnswers(profile, 'desconexion', company),
  };
}
