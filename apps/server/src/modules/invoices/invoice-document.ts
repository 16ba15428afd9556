import {
  formatDateEs,
  formatEuros,
  formatIban,
  maskIban,
  RECTIFICATION_TYPES,
  type RectificationType,
  rectificationGround,
  todayInMadrid,
  transferPaymentDueDate,
} from '@cumplia/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { invoiceDocuments, invoices, verifactuRecords } from '../../db/schema/index.js';
import type { InvoiceDocument } from '../../generators/pdf/invoice-pdf.js';
import { renderInvoicePdfOffThread } from '../../generators/pdf/invoice-pdf-thread.js';
import { verifactuQrUrl } from '../../generators/verifactu/qr-url.js';
import type { Services } from '../../platform/services.js';
import { mandateReferenceOf } from '../mandates/index.js';
import { issuerOfInvoice } from './invoice-issuer.js';
import { linesOf, rectifying, rectifyingJoin } from './invoice-view.js';

/** The QR service invoices issued before VERI*FACTU printed, and keep printing when downloaded again. */
const NON_VERIFACTU_QR_URL = 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu';

type InvoiceRow = typeof invoices.$inferSelect;

/** The file name the spec gives every invoice download. */
export const invoiceFileName = (numero: string) => `Factura_${numero}.pdf`;

function methodLines(invoice: InvoiceRow, transferAccount: string): string[] {
  switch (invoice.metodoDePago) {
    case 'SEPA':
      return [
        `Adeudo directo SEPA (adeudo bancario) en la cuenta ${maskIban(invoice.numCuenta)}.`,
        `Referencia de la orden de domiciliación: ${mandateReferenceOf(invoice.companyId)}.`,
      ];
    case 'TRANSFERENCIA':
      return [
        `Transferencia bancaria a la cuenta ${formatIban(transferAccount)}, indicando el número de factura, a más tardar el ${formatDateEs(transferPaymentDueDate(invoice.fecha))}.`,
      ];
    case 'TARJETA':
      return ['Pago con tarjeta.'];
  }
}

/**
 * How the invoice is settled. A rectifying invoice says what happens to the money as things stood when it was
 * issued: a paid original's difference is paid back by transfer (staff record it); an unpaid one is not collected,
 * and a substitute is collected instead.
 */
function paymentLines(
  invoice: InvoiceRow,
  original: { numero: string; importeTotalImpuestosCents: number } | undefined,
  transferAccount: string,
): string[] {
  if (invoice.anuladaAt) return ['Factura anulada: no se cobrará.'];
  if (invoice.kind !== 'RECTIFICATIVA') return methodLines(invoice, transferAccount);
  if (!original || invoice.rectifiedOriginalPaid === null) {
    return ['El importe rectificado se abonará al cliente por el mismo medio con el que pagó la factura original.'];
  }
  const substitution = invoice.tipoRectificativa === 'S';
  if (invoice.rectifiedOriginalPaid) {
    const refund = substitution
      ? original.importeTotalImpuestosCents - invoice.importeTotalImpuestosCents
      : -invoice.importeTotalImpuestosCents;
    return [
      `La factura ${original.numero} ya está pagada: el importe rectificado, ${formatEuros(refund)}, se devolverá al cliente por transferencia bancaria.`,
    ];
  }
  if (!substitution)
    return [`La factura ${original.numero} no se cobrará: esta factura rectificativa anula su importe.`];
  return [
    `Esta factura sustituye a la ${original.numero}, que no se cobrará.`,
    ...methodLines(invoice, transferAccount),
  ];
}

/** The Verifactu record generated with the invoice (its first ALTA), prepared: every download reads it. */
const firstRecordOf = preparedStatement((db) =>
  db
    .select({ hash: verifactuRecords.hash, status: verifactuRecords.status })
    .from(verifactuRecords)
    .where(and(eq(verifactuRecords.invoiceId, sql.placeholder('invoiceId')), eq(verifactuRecords.recordType, 'ALTA')))
    .orderBy(asc(verifactuRecords.id))
    .limit(1)
    .prepare('invoice_first_alta_record'),
);

/** Everything the invoice PDF prints, from the stored (immutable) invoice record and its issuer as at issue. */
async function invoiceDocumentOf(db: Queryable, services: Pick<Services, 'config'>, invoice: InvoiceRow) {
  const issuer = await issuerOfInvoice(db, services.config.provider, invoice.issuerId);
  const lines = (await linesOf(db, [invoice.id])).get(invoice.id) ?? [];
  const [original] = invoice.rectifiesInvoiceId
    ? await db
        .select({
          numero: invoices.numero,
          fecha: invoices.fecha,
          importeTotalImpuestosCents: invoices.importeTotalImpuestosCents,
        })
        .from(invoices)
        .where(eq(invoices.id, invoice.rectifiesInvoiceId))
    : [];
  const [replaced] = invoice.correctsInvoiceId
    ? await db
        .select({ numero: invoices.numero, rectificativa: rectifying.numero })
        .from(invoices)
        .innerJoin(rectifying, rectifyingJoin)
        .where(eq(invoices.id, invoice.correctsInvoiceId))
    : [];
  // The record generated with the invoice: its fingerprint is printed, and whether it was already VERI*FACTU.
  const [record] = await firstRecordOf(db).execute({ invoiceId: invoice.id });
  const verifiable = record !== undefined && record.status !== 'PREVIO';
  const document: InvoiceDocument = {
    numero: invoice.numero,
    kind: invoice.kind,
    fecha: invoice.fecha,
    fechaOperacion: invoice.fechaOperacion,
    issuer: {
      legalName: issuer.legalName,
      nif: issuer.nif,
      address: issuer.address,
      email: issuer.email,
      phone: issuer.phone,
      registry: issuer.registry,
    },
    recipient: {
      razonSocial: invoice.recipientRazonSocial,
      nifCif: invoice.recipientNifCif,
      direccion: invoice.recipientDireccion,
      codigoPostal: invoice.recipientCodigoPostal,
      localidad: invoice.recipientLocalidad,
      provincia: invoice.recipientProvincia,
    },
    lines: lines.map((line) => ({
      concepto: line.nombreProducto,
      baseCents: line.precioUnitarioCents,
      ivaCents: line.ivaCents,
      totalCents: line.totalCents,
    })),
    tax: { kind: invoice.taxKind, rateBasisPoints: invoice.ivaBasisPoints, wording: invoice.taxWording },
    importeTotalCents: invoice.importeTotalCents,
    importeImpuestosCents: invoice.importeImpuestosCents,
    importeTotalImpuestosCents: invoice.importeTotalImpuestosCents,
    payment: paymentLines(invoice, original, issuer.transferAccount),
    rectification: original
      ? {
          numero: original.numero,
          fecha: original.fecha,
          reason: invoice.rectificationReason ?? '',
          ground: RECTIFICATION_TYPES.includes(invoice.tipoFactura as RectificationType)
            ? rectificationGround(invoice.tipoFactura as RectificationType, invoice.taxKind)
            : null,
          method: invoice.tipoRectificativa === 'S' ? 'S' : 'I',
          rectifiedAmounts:
            invoice.tipoRectificativa === 'S'
              ? { baseCents: invoice.rectifiedBaseCents ?? 0, taxCents: invoice.rectifiedTaxCents ?? 0 }
              : null,
        }
      : null,
    replaces: replaced ?? null,
    cancellation: invoice.anuladaAt
      ? { on: todayInMadrid(invoice.anuladaAt), reason: invoice.anulacionMotivo ?? '' }
      : null,
    verifactu: {
      qrUrl: verifactuQrUrl(verifiable ? services.config.verifactu.qrBaseUrl : NON_VERIFACTU_QR_URL, {
        issuerNif: issuer.nif,
        numero: invoice.numero,
        fecha: invoice.fecha,
        importeTotalCents: invoice.importeTotalImpuestosCents,
      }),
      verifiable,
      recordHash: record?.hash ?? null,
    },
  };
  return document;
}

/** The copy of an invoice's PDF kept from its first production, and whether it shows the invoice cancelled. */
type KeptInvoiceDocument = { cancelled: boolean; pdf: Uint8Array };

const keptDocumentOf = preparedStatement((db) =>
  db
    .select({ cancelled: invoiceDocuments.cancelled, pdf: invoiceDocuments.pdf })
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.invoiceId, sql.placeholder('invoiceId')))
    .prepare('invoice_kept_document'),
);

/**
 * Keeps a PDF just produced, unless a copy is kept already. A copy showing the invoice cancelled replaces one
 * that does not, never the other way round: a download that started before the cancellation cannot undo it.
 */
async function keepDocument(db: Queryable, invoiceId: number, cancelled: boolean, pdf: Buffer, now: Date) {
  const [kept] = await db
    .insert(invoiceDocuments)
    .values({ invoiceId, cancelled, pdf, renderedAt: now })
    .onConflictDoUpdate({
      target: invoiceDocuments.invoiceId,
      set: { cancelled, pdf, renderedAt: now },
      where: sql`excluded.cancelled and not ${invoiceDocuments.cancelled}`,
    })
    .returning({ invoiceId: invoiceDocuments.invoiceId });
  return kept !== undefined;
}

/**
 * The invoice PDF and its file name. The first time it is asked for (in the state it is in: issued, or
 * cancelled) it is rendered and kept; every later copy is the kept one, the same document byte for byte. `kept`
 * is the kept copy when the caller read it with the invoice (undefined: read it here).
 */
export async function invoicePdf(
  db: Queryable,
  services: Pick<Services, 'config' | 'now'>,
  invoice: InvoiceRow,
  kept?: KeptInvoiceDocument | null,
): Promise<{ fileName: string; pdf: Buffer }> {
  const fileName = invoiceFileName(invoice.numero);
  const cancelled = invoice.anuladaAt !== null;
  const copy = kept === undefined ? (await keptDocumentOf(db).execute({ invoiceId: invoice.id }))[0] : kept;
  if (copy && copy.cancelled === cancelled) return { fileName, pdf: Buffer.from(copy.pdf) };
  const pdf = await renderInvoicePdfOffThread(await invoiceDocumentOf(db, services, invoice));
  if (await keepDocument(db, invoice.id, cancelled, pdf, services.now())) return { fileName, pdf };
  // Another request kept its copy first: answer that one, so every copy is the same.
  const [winner] = await keptDocumentOf(db).execute({ invoiceId: invoice.id });
  return { fileName, pdf: winner?.cancelled === cancelled ? Buffer.from(winner.pdf) : pdf };
}
