import {
  eurosToCents,
  type Invoice,
  invoiceStanding,
  PAYMENT_METHOD_LABELS,
  type StaffInvoicePage,
  type StaffInvoiceQuery,
} from '@cumplia/domain';
import { and, count, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { foldedNameMatch } from '../../db/name-and-nif-search.js';
import { companies, invoiceDayTotals, invoices } from '../../db/schema/index.js';
import type { ExportColumn } from '../../generators/export/table-export.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { keysetBatches, listOrder, type SortColumns, sortKeyText } from '../../lib/list-order.js';
import { pageOf } from '../../lib/paging.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { invoiceRows } from './invoice-page.js';
import {
  invoiceView,
  rectificationColumns,
  rectified,
  rectifiedJoin,
  rectifying,
  rectifyingJoin,
  standingSum,
} from './invoice-view.js';

export type StaffInvoiceFilters = Omit<StaffInvoiceQuery, 'page' | 'size' | 'sort' | 'dir'> & {
  /** The company history of the detail screen: one company by its exact NIF/CIF. */
  empresaNifCif?: string | undefined;
};
type StaffInvoiceSorting = Pick<StaffInvoiceQuery, 'sort' | 'dir'>;

/** Each sort key of the staff invoice list and its column (indexes `invoices_*_id_idx`, `invoices_fecha_idx`). */
const staffInvoiceSortColumns: SortColumns<StaffInvoiceQuery['sort']> = {
  fecha: invoices.fecha,
  factura: invoices.numero,
  empresa: invoices.recipientRazonSocial,
  nifCif: invoices.recipientNifCif,
  importe: invoices.importeTotalImpuestosCents,
  facturado: invoices.facturado,
};

/**
 * The filters as one condition; those on the company's columns are kept apart because they need the join. The bulk
 * SEPA file uses the same condition, so it collects exactly what the list shows.
 */
export function invoiceFilters(input: StaffInvoiceFilters): { where: SQL | undefined; filtersOnCompany: boolean } {
  const onInvoice: SQL[] = [];
  const onCompany: SQL[] = [];
  if (input.razonSocial) onInvoice.push(foldedNameMatch(invoices.recipientRazonSocial, input.razonSocial));
  if (input.cifNif)
    onInvoice.push(ilike(invoices.recipientNifCif, containsPattern(input.cifNif.replace(/[\s-]/g, ''))));
  if (input.dni) onCompany.push(ilike(companies.dni, containsPattern(input.dni.replace(/[\s-]/g, ''))));
  if (input.empresaNifCif) onCompany.push(eq(companies.nifCif, input.empresaNifCif.toUpperCase()));
  if (input.facturado !== undefined) onInvoice.push(eq(invoices.facturado, input.facturado));
  if (input.fechaInicio) onInvoice.push(gte(invoices.fecha, input.fechaInicio));
  if (input.fechaFin) onInvoice.push(lte(invoices.fecha, input.fechaFin));
  return { where: and(...onInvoice, ...onCompany), filtersOnCompany: onCompany.length > 0 };
}

/** The filters the kept day totals (`invoice_day_totals`) answer: dates and the remitted flag, nothing on names. */
const byDayAndFlagOnly = (input: StaffInvoiceFilters) =>
  !input.razonSocial && !input.cifNif && !input.dni && !input.empresaNifCif;

/** Count and sums of every invoice of the filter, for the totals row. */
async function totalsOf(
  db: Queryable,
  input: StaffInvoiceFilters,
  filter: { where: SQL | undefined; filtersOnCompany: boolean },
) {
  const [row] = byDayAndFlagOnly(input)
    ? await db
        .select({
          count: sql<string>`coalesce(sum(${invoiceDayTotals.invoices}), 0)`,
          baseCents: sql<string>`coalesce(sum(${invoiceDayTotals.baseCents}), 0)`,
          taxCents: sql<string>`coalesce(sum(${invoiceDayTotals.taxCents}), 0)`,
          totalCents: sql<string>`coalesce(sum(${invoiceDayTotals.totalCents}), 0)`,
        })
        .from(invoiceDayTotals)
        .where(
          and(
            input.facturado === undefined ? undefined : eq(invoiceDayTotals.facturado, input.facturado),
            input.fechaInicio ? gte(invoiceDayTotals.fecha, input.fechaInicio) : undefined,
            input.fechaFin ? lte(invoiceDayTotals.fecha, input.fechaFin) : undefined,
          ),
        )
    : await scannedTotals(db, filter);
  return {
    facturas: Number(row?.count ?? 0),
    importeTotal: Number(row?.baseCents ?? 0) / 100,
    impuestos: Number(row?.taxCents ?? 0) / 100,
    importeTotalImpuestos: Number(row?.totalCents ?? 0) / 100,
  };
}

/** The totals read from the invoices themselves, for filters the kept day totals cannot answer. */
function scannedTotals(db: Queryable, filter: { where: SQL | undefined; filtersOnCompany: boolean }) {
  const query = db
    .select({
      count: count(),
      baseCents: standingSum(invoices.importeTotalCents),
      taxCents: standingSum(invoices.importeImpuestosCents),
      totalCents: standingSum(invoices.importeTotalImpuestosCents),
    })
    .from(invoices);
  return filter.filtersOnCompany
    ? query.innerJoin(companies, eq(companies.id, invoices.companyId)).where(filter.where)
    : query.where(filter.where);
}

/**
 * GET /admin/facturas, /worker/facturas and /admin/facturas-detalladas: invoices filtered, sorted and paged in
 * SQL, with their lines and the company's current payment data (what a SEPA file would collect from), and the
 * count and sums of the whole filter.
 */
export async function listStaffInvoices({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: StaffInvoiceFilters & StaffInvoiceSorting & { page: number; size: number };
}): Promise<StaffInvoicePage> {
  requireStaff(ctx);
  const { db } = ctx.services;
  const filter = invoiceFilters(input);
  const [content, totales] = await Promise.all([
    invoiceRows(db, {
      where: filter.where,
      orderBy: listOrder(staffInvoiceSortColumns, invoices.id, input),
      page: input.page,
      size: input.size,
      payment: 'current',
      withVerifactu: true,
    }),
    totalsOf(db, input, filter),
  ]);
  return { ...pageOf(content, totales.facturas, input), totales };
}

/**
 * The columns of the staff invoice export (the list's, with the amounts split into base, tax and total, and where
 * each invoice's money stands on `today`: a cancelled or rectified invoice says so, so no sum of the file counts it
 * by mistake).
 */
export const staffInvoiceExportColumns = (today: string): ExportColumn<Invoice>[] => [
  { header: 'Fecha', kind: 'date', width: 12, value: (row) => row.fecha },
  { header: 'Fecha de cobro', kind: 'date', width: 14, value: (row) => row.fechaCuandoFacturar },
  { header: 'Factura', kind: 'text', width: 16, value: (row) => row.facturaId },
  {
    header: 'Tipo',
    kind: 'text',
    width: 14,
    value: (row) => (row.tipo === 'RECTIFICATIVA' ? 'Rectificativa' : 'Ordinaria'),
  },
  { header: 'Rectifica a', kind: 'text', width: 16, value: (row) => row.rectificaA },
  { header: 'Empresa', kind: 'text', width: 36, value: (row) => row.empresa.razonSocial },
  { header: 'NIF/CIF Empresa', kind: 'text', width: 14, value: (row) => row.empresa.nifCif },
  {
    header: 'Método de Pago',
    kind: 'text',
    width: 18,
    value: (row) => PAYMENT_METHOD_LABELS[row.empresa.metodoDePago],
  },
  { header: 'Remesado', kind: 'text', width: 10, value: (row) => (row.facturado ? 'Sí' : 'No') },
  { header: 'Devuelta', kind: 'text', width: 10, value: (row) => row.devolucion?.codigo ?? null },
  { header: 'Base imponible (€)', kind: 'euros', width: 16, value: (row) => row.importeTotal },
  {
    header: 'Impuestos (€)',
    kind: 'euros',
    width: 14,
    value: (row) => (eurosToCents(row.importeTotalImpuestos) - eurosToCents(row.importeTotal)) / 100,
  },
  { header: 'Importe (€)', kind: 'euros', width: 14, value: (row) => row.importeTotalImpuestos },
  { header: 'Estado', kind: 'text', width: 28, value: (row) => invoiceStanding(row, today).label },
];

/**
 * Every invoice of the list's filter in its order, in batches (keyset, no OFFSET). Authorizes before the first
 * row is read, so a refusal is an ordinary error answer. Lines are not exported.
 */
export async function exportStaffInvoices({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: StaffInvoiceFilters & StaffInvoiceSorting;
}): Promise<AsyncIterable<Invoice[]>> {
  requireStaff(ctx);
  const { db } = ctx.services;
  const filter = invoiceFilters(input);
  return keysetBatches(staffInvoiceSortColumns, invoices.id, input, async (afterLast, limit) => {
    const rows = await db
      .select({
        invoice: invoices,
        metodoDePago: companies.metodoDePago,
        numCuenta: companies.numCuenta,
        ...rectificationColumns,
        key: sortKeyText(staffInvoiceSortColumns, input.sort),
      })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .leftJoin(rectified, rectifiedJoin)
      .leftJoin(rectifying, rectifyingJoin)
      .where(and(filter.where, afterLast))
      .orderBy(...listOrder(staffInvoiceSortColumns, invoices.id, input))
      .limit(limit);
    return rows.map((row) => ({ key: row.key, id: row.invoice.id, row: invoiceView(row.invoice, [], row, row) }));
  });
}
