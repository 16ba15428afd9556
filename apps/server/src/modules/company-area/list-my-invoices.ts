import type { Invoice, Paged } from '@cumplia/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import { invoices } from '../../db/schema/index.js';
import { forbidden } from '../../lib/app-error.js';
import { pageOf } from '../../lib/paging.js';
import {
  invoiceView,
  linesOf,
  rectificationColumns,
  rectified,
  rectifiedJoin,
  rectifying,
  rectifyingJoin,
} from '../invoices/invoice-view.js';

/** The logged-in company's invoices, newest first, with their lines (one query for all lines of the page). */
export async function listMyInvoices({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: { page: number; size: number };
}): Promise<Paged<Invoice>> {
  if (ctx.actor.kind !== 'company') throw forbidden();
  const { db } = ctx.services;
  const where = eq(invoices.companyId, ctx.actor.companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ invoice: invoices, ...rectificationColumns })
      .from(invoices)
      .leftJoin(rectified, rectifiedJoin)
      .leftJoin(rectifying, rectifyingJoin)
      .where(where)
      .orderBy(desc(invoices.fecha), desc(invoices.id))
      .limit(input.size)
      .offset(input.page * input.size),
    db.select({ value: count() }).from(invoices).where(where),
  ]);
  const lines = await linesOf(
    db,
    rows.map((row) => row.invoice.id),
  );
  const content = rows.map((row) => invoiceView(row.invoice, lines.get(row.invoice.id) ?? [], row));
  return pageOf(content, total?.value ?? 0, input);
}
