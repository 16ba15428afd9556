import type { Invoice, Paged } from '@cumplia/domain';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
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

/**
 * The invoices of one page in the given order (newest first by default), with their lines (one query for the
 * page) and rectification links. `payment`: 'current' shows the company's payment data now (staff: what SEPA
 * collects from); 'issued' the snapshot printed on the invoice (the company's own area).
 */
export async function invoiceRows(
  db: Queryable,
  options: {
    where: SQL | undefined;
    page: number;
    size: number;
    payment: 'current' | 'issued';
    orderBy?: SQL[];
    /** Staff lists show each invoice's Verifactu record standing. */
    withVerifactu?: boolean;
  },
): Promise<Invoice[]> {
  const rows = await db
    .select({
      invoice: invoices,
      metodoDePago: companies.metodoDePago,
      numCuenta: companies.numCuenta,
      ...rectificationColumns,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(rectified, rectifiedJoin)
    .leftJoin(rectifying, rectifyingJoin)
    .where(options.where)
    .orderBy(...(options.orderBy ?? [desc(invoices.fecha), desc(invoices.id)]))
    .limit(options.size)
    .offset(options.page * options.size);
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
