import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { invoiceLines, invoices, verifactuRecords } from '../../db/schema/index.js';
import {
  type AltaRecordInput,
  buildAltaRecord,
  buildAnulacionRecord,
  type TaxBreakdownLine,
} from '../../generators/verifactu/invoice-records.js';
import { appendRecord } from './record-chain.js';

type RecordConfig = Pick<Config, 'provider' | 'verifactu'>;

/** What an invoice's records say it is, read from the stored (immutable) invoice. */
async function altaContentOf(
  tx: Transaction,
  config: RecordConfig,
  invoiceId: number,
): Promise<Omit<AltaRecordInput, 'previous' | 'recordTimestamp' | 'system' | 'reference' | 'correction'>> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw new Error(`Invoice ${invoiceId} does not exist.`);
  const lines = await tx
    .select({ name: invoiceLines.nombreProducto })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(invoiceLines.id);
  const [rectified] = invoice.rectifiesInvoiceId
    ? await tx
        .select({ numero: invoices.numero, fecha: invoices.fecha })
        .from(invoices)
        .where(eq(invoices.id, invoice.rectifiesInvoiceId))
    : [];
  const issuerNif = config.provider.nif;
  const tipoRectificativa = invoice.tipoRectificativa === 'S' ? 'S' : 'I';
  const breakdown: TaxBreakdownLine = {
    impuesto: invoice.verifactuImpuesto,
    claveRegimen: invoice.verifactuClaveRegimen,
    calificacion: invoice.verifactuCalificacion,
    rateBasisPoints: invoice.ivaBasisPoints,
    baseCents: invoice.importeTotalCents,
    cuotaCents: invoice.importeImpuestosCents,
  };
  return {
    invoice: { issuerNif, numero: invoice.numero, fecha: invoice.fecha },
    issuerName: config.provider.legalName,
    tipoFactura: invoice.tipoFactura,
    rectification: rectified
      ? {
          tipo: tipoRectificativa,
          rectified: [{ issuerNif, numero: rectified.numero, fecha: rectified.fecha }],
          rectifiedAmounts:
            tipoRectificativa === 'S'
              ? { baseCents: invoice.rectifiedBaseCents ?? 0, cuotaCents: invoice.rectifiedTaxCents ?? 0 }
              : null,
        }
      : null,
    fechaOperacion: invoice.fechaOperacion !== invoice.fecha ? invoice.fechaOperacion : null,
    descripcion: lines.map((line) => line.name).join('; ') || 'Servicios de cumplimiento normativo',
    recipient: { name: invoice.recipientRazonSocial, nif: invoice.recipientNifCif },
    breakdown: [breakdown],
    cuotaTotalCents: invoice.importeImpuestosCents,
    importeTotalCents: invoice.importeTotalImpuestosCents,
  };
}

/**
 * The registration record (RegistroAlta) of an invoice, generated in the issuing transaction. `correction` makes
 * it a subsanación of an earlier record of the same invoice (see `correctRecord`).
 */
export async function recordInvoiceAlta(
  tx: Transaction,
  input: {
    invoiceId: number;
    config: RecordConfig;
    now: Date;
    correction?: { rechazoPrevio: 'S' | 'X' | null };
  },
): Promise<number> {
  const content = await altaContentOf(tx, input.config, input.invoiceId);
  const correction = input.correction ?? null;
  return appendRecord(tx, {
    record: {
      invoiceId: input.invoiceId,
      recordType: 'ALTA',
      numero: content.invoice.numero,
      fecha: content.invoice.fecha,
      subsanacion: correction !== null,
      rechazoPrevio: correction?.rechazoPrevio ?? null,
    },
    issuerNif: input.config.provider.nif,
    verifactu: input.config.verifactu,
    now: input.now,
    build: (chaining) => buildAltaRecord({ ...content, ...chaining, correction }),
  });
}

/** Whether the AEAT holds (or will hold, once its pending record is sent) a registration of the invoice. */
export async function registeredAtAeat(tx: Transaction, invoiceId: number): Promise<boolean> {
  const [registered] = await tx
    .select({ id: verifactuRecords.id })
    .from(verifactuRecords)
    .where(
      and(
        eq(verifactuRecords.invoiceId, invoiceId),
        eq(verifactuRecords.recordType, 'ALTA'),
        inArray(verifactuRecords.status, ['PENDIENTE', 'CORRECTO', 'ACEPTADO_CON_ERRORES']),
      ),
    )
    .limit(1);
  return registered !== undefined;
}

/**
 * The cancellation record (RegistroAnulacion) of an invoice. Without a registration at the AEAT (its record was
 * rejected, or it was generated before VERI*FACTU) it says so (SinRegistroPrevio); after a rejected cancellation
 * it is sent again as such (RechazoPrevio).
 */
export async function recordInvoiceAnulacion(
  tx: Transaction,
  input: { invoiceId: number; config: RecordConfig; now: Date; afterRejection?: boolean },
): Promise<number> {
  const [invoice] = await tx
    .select({ numero: invoices.numero, fecha: invoices.fecha })
    .from(invoices)
    .where(eq(invoices.id, input.invoiceId));
  if (!invoice) throw new Error(`Invoice ${input.invoiceId} does not exist.`);
  const withoutPriorRecord = !(await registeredAtAeat(tx, input.invoiceId));
  const afterRejection = input.afterRejection ?? false;
  const issuerNif = input.config.provider.nif;
  const id = await appendRecord(tx, {
    record: {
      invoiceId: input.invoiceId,
      recordType: 'ANULACION',
      numero: invoice.numero,
      fecha: invoice.fecha,
      rechazoPrevio: afterRejection ? 'S' : null,
      sinRegistroPrevio: withoutPriorRecord,
    },
    issuerNif,
    verifactu: input.config.verifactu,
    now: input.now,
    build: (chaining) =>
      buildAnulacionRecord({
        ...chaining,
        invoice: { issuerNif, numero: invoice.numero, fecha: invoice.fecha },
        withoutPriorRecord,
        afterRejection,
      }),
  });
  // Cancelled, the invoice's earlier records need no correction any more: this one replaces them.
  await tx
    .update(verifactuRecords)
    .set({ supersededById: id })
    .where(
      and(
        eq(verifactuRecords.invoiceId, input.invoiceId),
        isNull(verifactuRecords.supersededById),
        ne(verifactuRecords.id, id),
      ),
    );
  return id;
}
