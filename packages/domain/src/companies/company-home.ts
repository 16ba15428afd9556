import { z } from 'zod';
import { PAYMENT_METHODS, PROTOCOL_CODES } from '../constants.js';

/**
 * GET /cumplia-core/empresas/my/resumen: the company user's home. Its company, the state of each protocol with
 * its dates, and what to do next (docs/domain.md, "The company home").
 */

/** Where a protocol stands for the company. */
export const PROTOCOL_STATES = [
  'NO_CONTRATADO',
  'PENDIENTE_FIRMA',
  'ACTIVO',
  'RENOVACION_PROXIMA',
  'CADUCADO',
] as const;
export type ProtocolState = (typeof PROTOCOL_STATES)[number];

/** What happens at the end of the current period: renewed (approved), still undecided, or not renewed (disabled). */
export const RENEWAL_PLANS = ['AUTOMATICA', 'POR_CONFIRMAR', 'NO_SE_RENUEVA'] as const;
export type RenewalPlan = (typeof RENEWAL_PLANS)[number];

const protocolCode = z.enum(PROTOCOL_CODES);
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const companyHomeProtocolSchema = z.object({
  protocolo: protocolCode,
  estado: z.enum(PROTOCOL_STATES),
  /** The day (Madrid) its contract was signed. */
  firmadoEl: calendarDate.nullable(),
  /** The service period: from its start to its end, which is also the day it renews. */
  vigenteDesde: calendarDate.nullable(),
  vigenteHasta: calendarDate.nullable(),
  /** The day the renewal window opens (18 days before the end). */
  avisoRenovacion: calendarDate.nullable(),
  renovacion: z.enum(RENEWAL_PLANS).nullable(),
  /**
   * What the next period costs (the renewal price, euros, and whether indirect taxes come on top), while the
   * period renews; null when it does not, or the document does not apply.
   */
  precioRenovacion: z.object({ importe: z.number(), impuestos: z.string() }).nullable(),
  /** The document can be downloaded now: verified company, downloads allowed, tool active, contract signed. */
  descargable: z.boolean(),
  /** The compliance profile answers the document still needs (empty when it can be generated). */
  faltaEnPerfil: z.array(z.string()),
  /** Why the law does not ask this document of the company (a harassment protocol without staff), or null. */
  noAplica: z.string().nullable(),
  /** What changed in the document's wording since the company last downloaded it, or null when nothing has. */
  nuevaRedaccion: z.string().nullable(),
});
export type CompanyHomeProtocol = z.infer<typeof companyHomeProtocolSchema>;

export const returnedInvoiceSchema = z.object({
  numero: z.string(),
  fecha: calendarDate,
  importeTotalImpuestos: z.number(),
  /** The bank's ISO 20022 reason code and its meaning. */
  codigo: z.string(),
  motivo: z.string(),
});
export type ReturnedInvoice = z.infer<typeof returnedInvoiceSchema>;

export const companyNextStepSchema = z.discriminatedUnion('tipo', [
  /** Staff have not approved the company yet: downloads, billing and contracts wait. */
  z.object({ tipo: z.literal('VERIFICACION') }),
  /** Contracts wait for the signature; the link went by SMS to `telefono` (masked) and lasts until `caducaEl`. */
  z.object({
    tipo: z.literal('FIRMAR'),
    protocolos: z.array(protocolCode),
    telefono: z.string().nullable(),
    caducaEl: z.string().nullable(),
  }),
  z.object({ tipo: z.literal('FACTURA_DEVUELTA'), facturas: z.array(returnedInvoiceSchema) }),
  z.object({ tipo: z.literal('COMPLETAR_PERFIL'), protocolos: z.array(protocolCode), faltan: z.array(z.string()) }),
  z.object({ tipo: z.literal('CADUCADO'), protocolos: z.array(protocolCode) }),
  z.object({
    tipo: z.literal('RENOVACION'),
    protocolos: z.array(protocolCode),
    fecha: calendarDate,
    renovacion: z.enum(RENEWAL_PLANS),
  }),
  z.object({ tipo: z.literal('DESCARGAR'), protocolos: z.array(protocolCode) }),
  z.object({ tipo: z.literal('CONTRATAR'), protocolos: z.array(protocolCode) }),
]);
export type CompanyNextStep = z.infer<typeof companyNextStepSchema>;

export const companyHomeSchema = z.object({
  empresa: z.object({
    id: z.number().int(),
    razonSocial: z.string(),
    nombreComercial: z.string(),
    nifCif: z.string(),
    /** The agency (gestoría) that manages the company, if any. */
    gestoria: z.string().nullable(),
    verificado: z.boolean(),
    permitirDescarga: z.boolean(),
    metodoDePago: z.enum(PAYMENT_METHODS),
    /** The account debited, masked (`ES70 **** … 5678`); empty when not paying by SEPA. */
    cuenta: z.string(),
  }),
  protocolos: z.array(companyHomeProtocolSchema),
  proximosPasos: z.array(companyNextStepSchema),
});
export type CompanyHome = z.infer<typeof companyHomeSchema>;

/** What the server knows of one protocol of the company. */
export type ProtocolFacts = {
  toolOn: boolean;
  contractSigned: boolean;
  /** A contract for it waits for the signature. */
  pendingContract: boolean;
  /** The company's current (unprocessed) period, when it covers this protocol. */
  current: { fechaFin: string; fechaRenovacion: string } | null;
};

/**
 * A protocol's state on `today` (yyyy-mm-dd, Madrid). A contract waiting for its signature comes first; a signed,
 * active one is 'renewal close' once the renewal window opens and expired after its period ends unrenewed (a
 * period still undecided at its end stays open until staff decide); a signed one whose tool was switched off has
 * expired.
 */
export function protocolStateOf(facts: ProtocolFacts, today: string): ProtocolState {
  if (facts.toolOn && (facts.pendingContract || !facts.contractSigned)) return 'PENDIENTE_FIRMA';
  if (facts.toolOn) {
    if (!facts.current) return 'ACTIVO';
    if (today > facts.current.fechaFin) return 'CADUCADO';
    return today >= facts.current.fechaRenovacion ? 'RENOVACION_PROXIMA' : 'ACTIVO';
  }
  return facts.contractSigned ? 'CADUCADO' : 'NO_CONTRATADO';
}

type StepInput = {
  verificado: boolean;
  protocolos: CompanyHomeProtocol[];
  pendingSignature: { telefono: string; caducaEl: string } | null;
  returnedInvoices: ReturnedInvoice[];
};

const codesWhere = (protocols: CompanyHomeProtocol[], keep: (protocol: CompanyHomeProtocol) => boolean) =>
  protocols.filter(keep).map((protocol) => protocol.protocolo);

/**
 * The company's next steps, most urgent first: get verified, sign, settle a returned invoice, complete the
 * compliance profile, deal with expired protocols, the coming renewal, download and distribute the documents,
 * and finally the protocols it has not contracted.
 */
export function companyNextSteps(input: StepInput): CompanyNextStep[] {
  const { protocolos } = input;
  const steps: CompanyNextStep[] = [];
  if (!input.verificado) steps.push({ tipo: 'VERIFICACION' });
  const toSign = codesWhere(protocolos, (protocol) => protocol.estado === 'PENDIENTE_FIRMA');
  if (toSign.length > 0) {
    steps.push({
      tipo: 'FIRMAR',
      protocolos: toSign,
      telefono: input.pendingSignature?.telefono ?? null,
      caducaEl: input.pendingSignature?.caducaEl ?? null,
    });
  }
  if (input.returnedInvoices.length > 0) steps.push({ tipo: 'FACTURA_DEVUELTA', facturas: input.returnedInvoices });
  const inForce = (protocol: CompanyHomeProtocol) =>
    protocol.estado === 'ACTIVO' || protocol.estado === 'RENOVACION_PROXIMA';
  const incomplete = protocolos.filter((protocol) => inForce(protocol) && protocol.faltaEnPerfil.length > 0);
  if (incomplete.length > 0) {
    steps.push({
      tipo: 'COMPLETAR_PERFIL',
      protocolos: incomplete.map((protocol) => protocol.protocolo),
      faltan: [...new Set(incomplete.flatMap((protocol) => protocol.faltaEnPerfil))],
    });
  }
  const expired = codesWhere(protocolos, (protocol) => protocol.estado === 'CADUCADO');
  if (expired.length > 0) steps.push({ tipo: 'CADUCADO', protocolos: expired });
  const renewing = protocolos.filter((protocol) => protocol.estado === 'RENOVACION_PROXIMA');
  const [first] = renewing;
  if (first?.vigenteHasta && first.renovacion) {
    steps.push({
      tipo: 'RENOVACION',
      protocolos: renewing.map((protocol) => protocol.protocolo),
      fecha: first.vigenteHasta,
      renovacion: first.renovacion,
    });
  }
  const ready = codesWhere(
    protocolos,
    (protocol) => inForce(protocol) && protocol.descargable && protocol.faltaEnPerfil.length === 0,
  );
  if (ready.length > 0) steps.push({ tipo: 'DESCARGAR', protocolos: ready });
  const notContracted = codesWhere(protocolos, (protocol) => protocol.estado === 'NO_CONTRATADO');
  if (notContracted.length > 0) steps.push({ tipo: 'CONTRATAR', protocolos: notContracted });
  return steps;
}
