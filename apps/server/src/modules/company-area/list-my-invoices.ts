import type { Invoice, Paged } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import { invoices } from '../../db/schema/index.js';
import { forbidden } from '../../lib/app-error.js';
import { invoicePage } from '../invoices/invoice-page.js';

/** The logged-in company's invoices, newest first, with their lines, as they were issued. */
export async function listMyInvoices({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: { page: number; size: number };
}): Promise<Paged<Invoice>> {
  if (ctx.actor.kind !== 'company') throw forbidden();
  return invoicePage(ctx.services.db, {
    where: eq(invoices.companyId, ctx.actor.companyId),
    page: input.page,
    size: input.size,
    payment: 'issued',
  });
}
