import { type Invoice, SEPA_RETURN_REASONS, todayInMadrid } from '@cumplia/domain';
import { eq, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { invoiceLines, invoices } from '../../db/schema/index.js';
import { groupBy } from '../../lib/group-by.js';
import { owesItsOwn } from './owed-invoice.js';

type InvoiceRow = typeof invoices.$inferSelect;
type LineRow = typeof invoiceLines.$inferSelect;

/** The invoice an invoice rectifies and the one that rectifies it, left-joined by the lists in the same query. */
export const rectified = alias(invoices, 'rectified');
export const rectifying = alias(invoices, 'rectifying');
export const rectifiedJoin = eq(rectified.id, invoices.rectifiesInvoiceId);
export const rectifyingJoin = eq(rectifying.rectifiesInvoiceId, invoices.id);
export const rectificationColumns = {
  rectificaA: rectified.numero,
  rectificadaPor: rectifying.numero,
  /** Its rectification by differences took back all of its amount: a corrected invoice may bill it again. */
  rectificacionAnulaTodo: sql<boolean>`coalesce(${rectifying.tipoRectificativa} = 'I' and ${rectifying.importeTotalCents} = -${invoices.importeTotalCents}, false)`,
  corregidaPor: sql<
    string | null
  >`(select "c"."numero" from "invoices" "c" where "c"."corrects_invoice_id" = ${invoices.id})`,
  corrigeA: sql<
    string | null
  >`(select "o"."numero" from "invoices" "o" where "o"."id" = ${invoices.correctsInvoiceId})`,
};
export type InvoiceLinks = {
  rectificaA: string | null;
  rectificadaPor: string | null;
  rectificacionAnulaTodo?: boolean;
  corregidaPor?: string | null;
  corrigeA?: string | null;
};

/**
 * The sum of an amount over invoices that stand: a cancelled invoice (anulada) was never an operation, and a
 * replaced one counts through its substitute.
 */
export const standingSum = (column: AnyPgColumn) =>
  sql<string>`coalesce(sum(${column}) filter (where ${invoices.anuladaAt} is null and ${invoices.replacedAt} is null), 0)`;

/** The lines of any number of invoices: the ids go as one array, so every list and download shares one statement. */
const linesOfInvoices = preparedStatement((db) =>
  db
    .select()
    .from(invoiceLines)
    .where(sql`${invoiceLines.invoiceId} = any(${sql.placeholder('ids')}::integer[])`)
    .orderBy(invoiceLines.id)
    .prepare('invoice_lines_of'),
);

/** The lines of a page of invoices, in one query. */
export async function linesOf(db: Queryable, invoiceIds: number[]): Promise<Map<number, LineRow[]>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await linesOfInvoices(db).execute({ ids: invoiceIds });
  return groupBy(rows, (row) => row.invoiceId);
}

/** 'Devuelta': the reason code of the bank's return and its Spanish meaning, or null. */
export const invoiceReturnOf = (code: string | null) =>
  code ? { codigo: code, motivo: SEPA_RETURN_REASONS[code]?.motivo ?? 'motivo no catalogado' } : null;

/**
 * The API shape of an invoice. `payment` is the company's current payment data for staff (what a SEPA file
 * would use); the company's own area shows the snapshot printed on the invoice.
 */
export function invoiceView(
  invoice: InvoiceRow,
  lines: LineRow[],
  links: InvoiceLinks,
  payment: { metodoDePago: Invoice['empresa']['metodoDePago']; numCuenta: string } = invoice,
): Invoice {
  return {
    id: invoice.id,
    facturaId: invoice.numero,
    fecha: invoice.fecha,
    fechaCuandoFacturar: invoice.fechaCuandoFacturar,
    facturado: invoice.facturado,
    importeTotal: invoice.importeTotalCents / 100,
    importeTotalImpuestos: invoice.importeTotalImpuestosCents / 100,
    tipo: invoice.kind,
    rectificaA: links.rectificaA,
    rectificadaPor: links.rectificadaPor,
    corregidaPor: links.corregidaPor ?? null,
    corrigeA: links.corrigeA ?? null,
    corregible:
      invoice.kind === 'ORDINARIA' &&
      invoice.anuladaAt === null &&
      links.rectificadaPor !== null &&
      links.rectificacionAnulaTodo === true &&
      !links.corregidaPor,
    devolucion: invoiceReturnOf(invoice.sepaReturnCode),
    pagadaPorTransferencia: invoice.paidOn,
    pagadaCon: invoice.paidVia === 'TARJETA' || invoice.paidVia === 'TRANSFERENCIA' ? invoice.paidVia : null,
    fechaCargo: invoice.sepaCollectionDate,
    tipoFactura: invoice.tipoFactura,
    metodoRectificacion:
      invoice.tipoRectificativa === 'S' || invoice.tipoRectificativa === 'I' ? invoice.tipoRectificativa : null,
    anulada: invoice.anuladaAt
      ? { fecha: todayInMadrid(invoice.anuladaAt), motivo: invoice.anulacionMotivo ?? '' }
      : null,
    sustituida: invoice.replacedAt !== null,
    cobroPropio: owesItsOwn(invoice),
    metodoDePago: invoice.metodoDePago,
    empresa: {
      id: invoice.companyId,
      razonSocial: invoice.recipientRazonSocial,
      nombreComercial: invoice.recipientNombreComercial,
      nifCif: invoice.recipientNifCif,
      metodoDePago: payment.metodoDePago,
      numCuenta: payment.numCuenta,
    },
    facturaDetalles: lines.map((line) => ({
      nombrePlantilla: line.protocol,
      nombreProducto: line.nombreProducto,
      precioUnitario: line.precioUnitarioCents / 100,
    })),
  };
}
