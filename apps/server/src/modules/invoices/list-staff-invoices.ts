import type { Invoice, Paged, StaffInvoiceQuery } from '@cumplia/domain';
import { and, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import { type ActionContext, requireStaff } from '../../actor.js';
import { companies, invoices } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { invoicePage } from './invoice-page.js';

type StaffInvoiceFilters = Omit<StaffInvoiceQuery, 'page' | 'size'> & {
  /** The company history of the detail screen: one company by its exact NIF/CIF. */
  empresaNifCif?: string | undefined;
};

/** The filters as one condition; those on the company's columns are kept apart because they need the join. */
function invoiceFilters(input: StaffInvoiceFilters): { where: SQL | undefined; filtersOnCompany: boolean } {
  const onInvoice: SQL[] = [];
  const onCompany: SQL[] = [];
  if (input.razonSocial) {
    onInvoice.push(
      sql`lower("invoices"."recipient_razon_social") like ${containsPattern(input.razonSocial.toLowerCase())}`,
    );
  }
  if (input.cifNif)
    onInvoice.push(ilike(invoices.recipientNifCif, containsPattern(input.cifNif.replace(/[\s-]/g, ''))));
  if (input.dni) onCompany.push(ilike(companies.dni, containsPattern(input.dni.replace(/[\s-]/g, ''))));
  if (input.empresaNifCif) onCompany.push(eq(companies.nifCif, input.empresaNifCif.toUpperCase()));
  if (input.facturado !== undefined) onInvoice.push(eq(invoices.facturado, input.facturado));
  if (input.fechaInicio) onInvoice.push(gte(invoices.fecha, input.fechaInicio));
  if (input.fechaFin) onInvoice.push(lte(invoices.fecha, input.fechaFin));
  return { where: and(...onInvoice, ...onCompany), filtersOnCompany: onCompany.length > 0 };
}

/**
 * GET /admin/facturas, /worker/facturas and /admin/facturas-detalladas: invoices newest first, filtered and paged
 * in SQL, with their lines and the company's current payment data (what a SEPA file would collect from).
 */
export async function listStaffInvoices({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: StaffInvoiceFilters & { page: number; size: number };
}): Promise<Paged<Invoice>> {
  requireStaff(ctx);
  return invoicePage(ctx.services.db, {
    ...invoiceFilters(input),
    page: input.page,
    size: input.size,
    payment: 'current',
  });
}
