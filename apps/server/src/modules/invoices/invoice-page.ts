import type { Invoice, Paged } from '@cumplia/domain';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { companies, invoices } from '../../db/schema/index.js';
import { pageOf } from '../../lib/paging.js';
import {
  invoiceView,
  linesOf,
  rectificationColumns,
  rectified,
  rectifiedJoin,
  rectifying,
  rectifyingJoin,
} from './invoice-view.js';

/**
 * One page of invoices, newest first, with their lines (one query for the page) and rectification links.
 * `payment`: 'current' shows the company's payment data now (staff: what SEPA collects from); 'issued' the
 * snapshot printed on the invoice (the company's own area).
 */
export async function invoicePage(
  db: Queryable,
  options: { where: SQL | undefined; page: number; size: number; payment: 'current' | 'issued' },
): Promise<Paged<Invoice>> {
  const [rows, [total]] = await Promise.all([
    db
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
      .orderBy(desc(invoices.fecha), desc(invoices.id))
      .limit(options.size)
      .offset(options.page * options.size),
    db
      .select({ value: count() })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(options.where),
  ]);
  const lines = await linesOf(
    db,
    rows.map((row) => row.invoice.id),
  );
  const content = rows.map((row) =>
    invoiceView(row.invoice, lines.get(row.invoice.id) ?? [], row, options.payment === 'current' ? row : row.invoice),
  );
  return pageOf(content, total?.value ?? 0, options);
}
