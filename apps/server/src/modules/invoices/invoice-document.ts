import { formatIban, maskIban } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { invoiceLines, invoices } from '../../db/schema/index.js';
import { type InvoiceDocument, renderInvoicePdf } from '../../generators/pdf/invoice-pdf.js';
import type { Services } from '../../services.js';
import { mandateReferenceOf } from '../mandates/mandates.js';
import { verifactuQrUrl } from './verifactu.js';

type InvoiceRow = typeof invoices.$inferSelect;

/** The file name the spec gives every invoice download. */
export const invoiceFileName = (numero: string) => `Factura_${numero}.pdf`;

function paymentLines(invoice: InvoiceRow, transferAccount: string): string[] {
  if (invoice.kind === 'RECTIFICATIVA') {
    return ['El importe rectificado se abonará al cliente por el mismo medio con el que pagó la factura original.'];
  }
  switch (invoice.metodoDePago) {
    case 'SEPA':
      return [
        `Adeudo directo SEPA (adeudo bancario) en la cuenta ${maskIban(invoice.numCuenta)}.`,
        `Referencia de la orden de domiciliación: ${mandateReferenceOf(invoice.companyId)}.`,
      ];
    case 'TRANSFERENCIA':
      return [`Transferencia bancaria a la cuenta ${formatIban(transferAccount)}, indicando el número de factura.`];
    case 'TARJETA':
      return ['Pago con tarjeta.'];
  }
}

/** Everything the invoice PDF prints, from the stored (immutable) invoice record. */
async function invoiceDocumentOf(db: Queryable, services: Pick<Services, 'config'>, invoice: InvoiceRow) {
  const { provider } = services.config;
  const [lines, [original]] = await Promise.all([
    db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id)).orderBy(invoiceLines.id),
    invoice.rectifiesInvoiceId
      ? db
          .select({ numero: invoices.numero, fecha: invoices.fecha })
          .from(invoices)
          .where(eq(invoices.id, invoice.rectifiesInvoiceId))
      : Promise.resolve([]),
  ]);
  const document: InvoiceDocument = {
    numero: invoice.numero,
    kind: invoice.kind,
    fecha: invoice.fecha,
    fechaOperacion: invoice.fechaOperacion,
    issuer: {
      legalName: provider.legalName,
      nif: provider.nif,
      address: provider.address,
      email: provider.email,
      phone: provider.phone,
      registry: provider.registry,
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
    payment: paymentLines(invoice, provider.sepa.accounts[0] ?? ''),
    rectification: original
      ? { numero: original.numero, fecha: original.fecha, reason: invoice.rectificationReason ?? '' }
      : null,
    verifactu: {
      qrUrl: verifactuQrUrl(provider.verifactuQrUrl, {
        issuerNif: provider.nif,
        numero: invoice.numero,
        fecha: invoice.fecha,
        importeTotalCents: invoice.importeTotalImpuestosCents,
      }),
      recordHash: invoice.recordHash,
    },
  };
  return document;
}

/** The invoice PDF and its file name. */
export async function renderStoredInvoice(
  db: Queryable,
  services: Pick<Services, 'config'>,
  invoice: InvoiceRow,
): Promise<{ fileName: string; pdf: Buffer }> {
  const pdf = await renderInvoicePdf(await invoiceDocumentOf(db, services, invoice));
  return { fileName: invoiceFileName(invoice.numero), pdf };
}
