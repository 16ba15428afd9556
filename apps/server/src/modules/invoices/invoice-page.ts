import type { Invoice, Paged } from '@cumplia/domain';
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { companies, invoices, invoiceTotals } from '../../db/schema/index.js';
import { pageOf } from '../../lib/paging.js';
import { currentRecordsOf } from '../verifactu/index.js';
import {
  invoiceView,
  linesOf,
  rectificationColumns,
  rectified,
  rectifiedJoin,
  rectifying,
  rectifyingJoin,
} from './invoice-view.js';

/** The unfiltered total comes from the trigger-kept counter; a filter reading company columns needs the join. */
function countOf(db: Queryable, options: { where: SQL | undefined; filtersOnCompany?: boolean }) {
  if (!options.where) return db.select({ value: invoiceTotals.total }).from(invoiceTotals);
  const counted = db.select({ value: count() }).from(invoices);
  return options.filtersOnCompany
    ? counted.innerJoin(companies, eq(companies.id, invoices.companyId)).where(options.where)
    : counted.where(options.where);
}

/** The columns of an invoice list's rows: the invoice, the company's payment data now, and its rectification links. */
function selectInvoiceRows(db: Queryable) {
  return db
    .select({
      invoice: invoices,
      metodoDePago: companies.metodoDePago,
      numCuenta: companies.numCuenta,
      ...rectificationColumns,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(rectified, rectifiedJoin)
    .leftJoin(rectifying, rectifyingJoin);
}

export type InvoiceListRow = Awaited<ReturnType<typeof selectInvoiceRows>>[number];

/**
 * The rows of a list that always has the same shape (one filter, one order), prepared once per database handle:
 * a request only binds its values. `where` uses `sql.placeholder`s; the page is bound as `limit` and `offset`.
 */
export function preparedInvoiceRows(name: string, where: SQL, orderBy: SQL[]) {
  return preparedStatement((db) =>
    selectInvoiceRows(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
}

type InvoiceViewOptions = {
  payment: 'current' | 'issued';
  /** Staff lists show each invoice's Verifactu record standing. */
  withVerifactu?: boolean;
};

/**
 * Rows of an invoice list as the API shows them, with their lines (one query for the page). `payment`: 'current'
 * shows the company's payment data now (staff: what SEPA collects from); 'issued' the snapshot printed on the
 * invoice (the company's own area).
 */
export async function invoicesOfRows(
  db: Queryable,
  rows: InvoiceListRow[],
  options: InvoiceViewOptions,
): Promise<Invoice[]> {
  const ids = rows.map((row) => row.invoice.id);
  const [lines, records] = await Promise.all([
    linesOf(db, ids),
    options.withVerifactu ? currentRecordsOf(db, ids) : Promise.resolve(null),
  ]);
  return rows.map((row) => ({
    ...invoiceView(
      row.invoice,
      lines.get(row.invoice.id) ?? [],
      row,
      options.payment === 'current' ? row : row.invoice,
    ),
    ...(records ? { verifactu: records.get(row.invoice.id) ?? null } : {}),
  }));
}

/** The invoices of one page in the given order (newest first by default), with their lines and rectification links. */
export async function invoiceRows(
  db: Queryable,
  options: InvoiceViewOptions & { where: SQL | undefined; page: number; size: number; orderBy?: SQL[] },
): Promise<Invoice[]> {
  const rows = await selectInvoiceRows(db)
    .where(options.where)
    .orderBy(...(options.orderBy ?? [desc(invoices.fecha), desc(invoices.id)]))
    .limit(options.size)
    .offset(options.page * options.size);
  return invoicesOfRows(db, rows, options);
}

/** One page of invoices, newest first, and their count. */
export async function invoicePage(
  db: Queryable,
  options: {
    where: SQL | undefined;
    page: number;
    size: number;
    payment: 'current' | 'issued';
    orderBy?: SQL[];
    /** The filter reads the company's columns: only then does the count need the join (it costs a heap visit per row). */
    filtersOnCompany?: boolean;
  },
): Promise<Paged<Invoice>> {
  const [content, [total]] = await Promise.all([invoiceRows(db, options), countOf(db, options)]);
  return pageOf(content, total?.value ?? 0, options);
}
