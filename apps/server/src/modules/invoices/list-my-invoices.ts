import {
  type CompanyInvoicePage,
  type CompanyInvoiceSort,
  type Invoice,
  invoiceStanding,
  type SortDirection,
  transferPaymentDueDate,
} from '@cumplia/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { preparedStatement } from '../../db/prepared-statement.js';
import { invoices } from '../../db/schema/index.js';
import type { ExportColumn } from '../../generators/export/table-export.js';
import { keysetBatches, listOrder, type SortColumns, sortKeyText } from '../../lib/list-order.js';
import { pageOf } from '../../lib/paging.js';
import type { ActionContext } from '../../platform/actor.js';
import { myCompanyId } from '../company-access/index.js';
import { invoicesOfRows, preparedInvoiceRows } from './invoice-page.js';
import {
  invoiceView,
  linesOf,
  rectificationColumns,
  rectified,
  rectifiedJoin,
  rectifying,
  rectifyingJoin,
  standingSum,
} from './invoice-view.js';
import { collectibleOnItsOwn, notRectified } from './owed-invoice.js';

/** Each sort key of the company's invoice list and its column (the company's rows via `invoices_company_fecha_id_idx`). */
const companyInvoiceSortColumns: SortColumns<CompanyInvoiceSort> = {
  fecha: invoices.fecha,
  factura: invoices.numero,
  importe: invoices.importeTotalImpuestosCents,
  facturado: invoices.facturado,
};

/** A returned debit still owed: not paid since, rectified or cancelled. */
const owedReturn = sql`${invoices.sepaReturnCode} is not null and ${invoices.paidOn} is null and ${invoices.anuladaAt} is null
  and ${notRectified}`;

/**
 * What the company still owes by transfer: its transfer invoices (or the substitute of an unpaid one) not paid,
 * cancelled or rectified, oldest first (a company has few).
 */
const owedByTransfer = preparedStatement((db) =>
  db
    .select({ numero: invoices.numero, fecha: invoices.fecha, cents: invoices.importeTotalImpuestosCents })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, sql.placeholder('companyId')),
        eq(invoices.metodoDePago, 'TRANSFERENCIA'),
        isNull(invoices.paidOn),
        collectibleOnItsOwn,
      ),
    )
    .orderBy(invoices.fecha, invoices.id)
    .prepare('company_owed_by_transfer'),
);

/** The totals of all the company's invoices and of its returned ones still owed, prepared: every visit reads them. */
const companyTotals = preparedStatement((db) =>
  db
    .select({
      count: sql<number>`count(*)::int`,
      cents: standingSum(invoices.importeTotalImpuestosCents),
      returned: sql<number>`(count(*) filter (where ${owedReturn}))::int`,
      returnedCents: sql<string>`coalesce(sum(${invoices.importeTotalImpuestosCents}) filter (where ${owedReturn}), 0)`,
    })
    .from(invoices)
    .where(eq(invoices.companyId, sql.placeholder('companyId')))
    .prepare('company_invoice_totals'),
);

type InvoicesQuery = { sort: CompanyInvoiceSort; dir: SortDirection };

/** The company's page of invoices in each order it offers, each prepared once: every visit to the list reads one. */
const companyInvoicePages = new Map<string, ReturnType<typeof preparedInvoiceRows>>();
function companyInvoicePage(query: InvoicesQuery) {
  const name = `company_invoice_page_${query.sort}_${query.dir}`;
  let page = companyInvoicePages.get(name);
  if (!page) {
    const where = eq(invoices.companyId, sql.placeholder('companyId'));
    page = preparedInvoiceRows(name, where, listOrder(companyInvoiceSortColumns, invoices.id, query));
    companyInvoicePages.set(name, page);
  }
  return page;
}

/**
 * The logged-in company's invoices in the chosen order, with their lines as issued, the totals of all, and how to
 * pay what it owes by transfer (before the provider verifies it too: the invoice came with the signature).
 */
export async function listMyInvoices({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: InvoicesQuery & { page: number; size: number };
}): Promise<CompanyInvoicePage> {
  const companyId = myCompanyId(ctx);
  const { db } = ctx.services;
  // The totals count every invoice of the company: the page's total is theirs, not a count of its own.
  const [content, [totals], owed] = await Promise.all([
    companyInvoicePage(input)(db)
      .execute({ companyId, limit: input.size, offset: input.page * input.size })
      .then((rows) => invoicesOfRows(db, rows, { payment: 'issued' })),
    companyTotals(db).execute({ companyId }),
    owedByTransfer(db).execute({ companyId }),
  ]);
  const { provider } = ctx.services.config;
  const page = pageOf(content, totals?.count ?? 0, input);
  return {
    ...page,
    totales: { facturas: totals?.count ?? 0, importeTotalImpuestos: Number(totals?.cents ?? 0) / 100 },
    devueltas: {
      facturas: totals?.returned ?? 0,
      importe: Number(totals?.returnedCents ?? 0) / 100,
      cuentaTransferencia: provider.sepa.accounts[0] ?? '',
    },
    porTransferencia: {
      cuenta: provider.sepa.accounts[0] ?? '',
      beneficiario: provider.legalName,
      facturas: owed.map((invoice) => ({
        facturaId: invoice.numero,
        importe: invoice.cents / 100,
        fechaLimite: transferPaymentDueDate(invoice.fecha),
      })),
    },
  };
}

/** The company's invoice export; each invoice's standing read on `today`. */
export const companyInvoiceExportColumns = (today: string): ExportColumn<Invoice>[] => [
  { header: 'Fecha', kind: 'date', width: 12, value: (row) => row.fecha },
  { header: 'Factura', kind: 'text', width: 16, value: (row) => row.facturaId },
  {
    header: 'Conceptos',
    kind: 'text',
    width: 60,
    value: (row) => row.facturaDetalles.map((line) => line.nombreProducto).join(', '),
  },
  { header: 'Base imponible (€)', kind: 'euros', width: 16, value: (row) => row.importeTotal },
  { header: 'Importe (€)', kind: 'euros', width: 14, value: (row) => row.importeTotalImpuestos },
  { header: 'Estado', kind: 'text', width: 28, value: (row) => invoiceStanding(row, today).label },
  {
    header: 'Devolución',
    kind: 'text',
    width: 36,
    value: (row) => (row.devolucion ? `${row.devolucion.codigo} ${row.devolucion.motivo}` : ''),
  },
];

/** Every invoice of the company's list in its order, in batches; authorizes before the first row is read. */
export async function exportMyInvoices({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: InvoicesQuery;
}): Promise<AsyncIterable<Invoice[]>> {
  const companyId = myCompanyId(ctx);
  const { db } = ctx.services;
  return keysetBatches(companyInvoiceSortColumns, invoices.id, input, async (afterLast, limit) => {
    const rows = await db
      .select({ invoice: invoices, key: sortKeyText(companyInvoiceSortColumns, input.sort), ...rectificationColumns })
      .from(invoices)
      .leftJoin(rectified, rectifiedJoin)
      .leftJoin(rectifying, rectifyingJoin)
      .where(and(eq(invoices.companyId, companyId), afterLast))
      .orderBy(...listOrder(companyInvoiceSortColumns, invoices.id, input))
      .limit(limit);
    const lines = await linesOf(
      db,
      rows.map((row) => row.invoice.id),
    );
    return rows.map((row) => ({
      key: row.key,
      id: row.invoice.id,
      row: invoiceView(row.invoice, lines.get(row.invoice.id) ?? [], row),
    }));
  });
}
