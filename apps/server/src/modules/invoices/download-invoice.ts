import { MESSAGES } from '@cumplia/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { invoiceDocuments, invoices } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { ActionContext } from '../../platform/actor.js';
import { invoicePdf } from './invoice-document.js';

/** The invoice with the copy of its PDF kept, if any: one statement for what a download needs. */
const invoiceById = (db: Queryable, owner: SQL | undefined, name: string) =>
  db
    .select({ invoice: invoices, kept: { cancelled: invoiceDocuments.cancelled, pdf: invoiceDocuments.pdf } })
    .from(invoices)
    .leftJoin(invoiceDocuments, eq(invoiceDocuments.invoiceId, invoices.id))
    .where(and(eq(invoices.id, sql.placeholder('invoiceId')), owner))
    .prepare(name);

/** An invoice by id as each kind of actor may read it (staff all, an agency its companies', a company its own). */
const invoiceOf = {
  staff: preparedStatement((db) => invoiceById(db, undefined, 'invoice_by_id')),
  agency: preparedStatement((db) =>
    invoiceById(db, eq(invoices.agencyId, sql.placeholder('ownerId')), 'invoice_by_id_of_agency'),
  ),
  company: preparedStatement((db) =>
    invoiceById(db, eq(invoices.companyId, sql.placeholder('ownerId')), 'invoice_by_id_of_company'),
  ),
};

/** The invoice `invoiceId` if the actor may read it. */
function readableInvoice(ctx: ActionContext, invoiceId: number) {
  const { db } = ctx.services;
  switch (ctx.actor.kind) {
    case 'staff':
      return invoiceOf.staff(db).execute({ invoiceId });
    case 'agency':
      return invoiceOf.agency(db).execute({ invoiceId, ownerId: ctx.actor.agencyId });
    case 'company':
      return invoiceOf.company(db).execute({ invoiceId, ownerId: ctx.actor.companyId });
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
  const [found] = await readableInvoice(ctx, invoiceId);
  if (!found) throw new AppError('NOT_FOUND', 404, MESSAGES.errors.invoicePdfNotFound);
  return invoicePdf(ctx.services.db, ctx.services, found.invoice, found.kept);
}
