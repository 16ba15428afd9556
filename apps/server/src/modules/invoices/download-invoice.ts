import { MESSAGES } from '@cumplia/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { ActionContext } from '../../platform/actor.js';
import { renderStoredInvoice } from './invoice-document.js';

/** Which invoices an actor may read: staff all, an agency its companies', a company its own. */
function ownInvoices(ctx: ActionContext): SQL | undefined {
  switch (ctx.actor.kind) {
    case 'staff':
      return undefined;
    case 'agency':
      return eq(invoices.agencyId, ctx.actor.agencyId);
    case 'company':
      return eq(invoices.companyId, ctx.actor.companyId);
  }
}

/**
 * GET /facturas/{id}/download, /admin/facturas/{id}/download, /worker/facturas/{id}/download: the invoice PDF
 * (`Factura_{facturaId}.pdf`). Someone else's invoice answers 404, as if it did not exist.
 */
export async function downloadInvoice({
  ctx,
  input: { invoiceId },
}: {
  ctx: ActionContext;
  input: { invoiceId: number };
}) {
  const [invoice] = await ctx.services.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), ownInvoices(ctx)));
  if (!invoice) throw new AppError('NOT_FOUND', 404, MESSAGES.errors.invoicePdfNotFound);
  return renderStoredInvoice(ctx.services.db, ctx.services, invoice);
}
