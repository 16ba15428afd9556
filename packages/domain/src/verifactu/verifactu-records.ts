import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from '../shared/paged.js';

/**
 * Verifactu records (Real Decreto 1007/2023, Orden HAC/1177/2024) as staff follow them: every invoice issued or
 * cancelled gets a record that goes to the AEAT, which answers for each.
 */
export const VERIFACTU_RECORD_STATUSES = [
  'PREVIO',
  'PENDIENTE',
  'CORRECTO',
  'ACEPTADO_CON_ERRORES',
  'INCORRECTO',
] as const;
export type VerifactuRecordStatus = (typeof VERIFACTU_RECORD_STATUSES)[number];

export const VERIFACTU_STATUS_LABELS: Record<VerifactuRecordStatus, string> = {
  PREVIO: 'Anterior a VERI*FACTU',
  PENDIENTE: 'Pendiente de envío',
  CORRECTO: 'Aceptada por la AEAT',
  ACEPTADO_CON_ERRORES: 'Aceptada con errores',
  INCORRECTO: 'Rechazada por la AEAT',
};

/**
 * AEAT error codes of records accepted with errors that need no correction ("Validaciones", 4.3.1): the
 * generation time ahead of the AEAT's clock.
 */
export const VERIFACTU_ERRORS_WITHOUT_CORRECTION: readonly number[] = [2004];

/** Which records the 'Verifactu' screen lists. */
export const VERIFACTU_RECORD_FILTERS = ['atencion', 'pendientes', 'rechazados', 'aceptados', 'todos'] as const;
export type VerifactuRecordFilter = (typeof VERIFACTU_RECORD_FILTERS)[number];

export const VERIFACTU_FILTER_LABELS: Record<VerifactuRecordFilter, string> = {
  atencion: 'Requieren atención',
  pendientes: 'Pendientes de envío',
  rechazados: 'Rechazados o con errores',
  aceptados: 'Aceptados',
  todos: 'Todos',
};

export const verifactuRecordsQuerySchema = pageQuerySchema.extend({
  estado: z.enum(VERIFACTU_RECORD_FILTERS).default('atencion'),
  numero: z.string().trim().max(60).optional(),
});

/** The operation a record performs, as the AEAT lists them (alta, subsanación, alta tras rechazo, anulación). */
export const VERIFACTU_OPERATIONS = ['ALTA', 'SUBSANACION', 'ALTA_TRAS_RECHAZO', 'ANULACION'] as const;
export const VERIFACTU_OPERATION_LABELS: Record<(typeof VERIFACTU_OPERATIONS)[number], string> = {
  ALTA: 'Alta',
  SUBSANACION: 'Subsanación',
  ALTA_TRAS_RECHAZO: 'Alta tras rechazo',
  ANULACION: 'Anulación',
};

export const verifactuRecordSchema = z.object({
  id: z.number().int(),
  facturaId: z.number().int(),
  numero: z.string(),
  fecha: z.string(),
  operacion: z.enum(VERIFACTU_OPERATIONS),
  estado: z.enum(VERIFACTU_RECORD_STATUSES),
  /** When it got its state (generated, or answered). */
  estadoEn: z.string(),
  generadoEn: z.string(),
  codigoError: z.number().int().nullable(),
  descripcionError: z.string().nullable(),
  /** The CSV of the submission that registered it. */
  csv: z.string().nullable(),
  /**
   * Sent again after an answer was lost, the AEAT said it already held it: its request id there (the CSV went
   * with the lost answer).
   */
  peticionAnterior: z.string().nullable(),
  /** The record that corrected or replaced it. */
  sustituidoPor: z.number().int().nullable(),
  /** Rejected or accepted with errors that need correcting, and not corrected yet. */
  requiereSubsanacion: z.boolean(),
  huella: z.string(),
});
export type VerifactuRecord = z.infer<typeof verifactuRecordSchema>;

export const verifactuRecordsPageSchema = pagedSchema(verifactuRecordSchema);
export type VerifactuRecordsPage = z.infer<typeof verifactuRecordsPageSchema>;

export const VERIFACTU_SUBMISSION_STATUSES = [
  'ENVIANDO',
  'CORRECTO',
  'PARCIALMENTE_CORRECTO',
  'INCORRECTO',
  'RECHAZADO',
  'FALLIDO',
  'INTERRUMPIDO',
] as const;
export const VERIFACTU_SUBMISSION_LABELS: Record<(typeof VERIFACTU_SUBMISSION_STATUSES)[number], string> = {
  ENVIANDO: 'Enviando',
  CORRECTO: 'Aceptado',
  PARCIALMENTE_CORRECTO: 'Aceptado en parte',
  INCORRECTO: 'Rechazado',
  RECHAZADO: 'Envío rechazado',
  FALLIDO: 'Sin respuesta',
  INTERRUMPIDO: 'Interrumpido',
};

export const verifactuSubmissionSchema = z.object({
  id: z.number().int(),
  estado: z.enum(VERIFACTU_SUBMISSION_STATUSES),
  registros: z.number().int(),
  inicio: z.string(),
  fin: z.string().nullable(),
  csv: z.string().nullable(),
  error: z.string().nullable(),
});

/** The sender as staff see it: where it sends, what waits, and how the last submissions went. */
export const verifactuStatusSchema = z.object({
  /** AEAT environment records go to; null when sending is not configured (development only). */
  entorno: z.enum(['pruebas', 'produccion']).nullable(),
  pendientes: z.number().int(),
  requierenSubsanacion: z.number().int(),
  /** The oldest record still waiting, if any. */
  pendienteDesde: z.string().nullable(),
  proximoEnvio: z.string().nullable(),
  /** TiempoEsperaEnvio the AEAT asked for last. */
  esperaSegundos: z.number().int(),
  fallosSeguidos: z.number().int(),
  ultimoError: z.string().nullable(),
  envios: z.array(verifactuSubmissionSchema),
});
export type VerifactuStatus = z.infer<typeof verifactuStatusSchema>;

/** The invoice's current record, as invoice lists show it. */
export const invoiceVerifactuSchema = z.object({
  estado: z.enum(VERIFACTU_RECORD_STATUSES),
  operacion: z.enum(VERIFACTU_OPERATIONS),
  csv: z.string().nullable(),
  codigoError: z.number().int().nullable(),
  descripcionError: z.string().nullable(),
});
export type InvoiceVerifactu = z.infer<typeof invoiceVerifactuSchema>;

/**
 * GET /cumplia-core/public/declaracion-responsable: the billing system producer's declaration (declaración
 * responsable, art. 13 RD 1007/2023 and art. 15 Orden HAC/1177/2024), with the data of its section 1 a) to l).
 */
export const producerDeclarationSchema = z.object({
  nombreSistema: z.string(),
  idSistema: z.string(),
  version: z.string(),
  componentes: z.array(z.string()),
  soloVerifactu: z.boolean(),
  multiplesObligados: z.boolean(),
  tiposFirma: z.string(),
  productor: z.object({ razonSocial: z.string(), nif: z.string(), direccion: z.string() }),
  lugar: z.string(),
  fecha: z.string(),
  contacto: z.object({ email: z.string(), telefono: z.string() }),
});
export type ProducerDeclaration = z.infer<typeof producerDeclarationSchema>;
