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

function invoiceFilters(input: StaffInvoiceFilters): SQL[] {
  const filters: SQL[] = [];
  if (input.razonSocial) {
    filters.push(
      sql`lower("invoices"."recipient_razon_social") like ${containsPattern(input.razonSocial.toLowerCase())}`,
    );
  }
  if (input.cifNif) filters.push(ilike(invoices.recipientNifCif, containsPattern(input.cifNif.replace(/[\s-]/g, ''))));
  if (input.dni) filters.push(ilike(companies.dni, containsPattern(input.dni.replace(/[\s-]/g, ''))));
  if (input.empresaNifCif) filters.push(eq(companies.nifCif, input.empresaNifCif.toUpperCase()));
  if (input.facturado !== undefined) filters.push(eq(invoices.facturado, input.facturado));
  if (input.fechaInicio) filters.push(gte(invoices.fecha, input.fechaInicio));
  if (input.fechaFin) filters.push(lte(invoices.fecha, input.fechaFin));
  return filters;
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
    where: and(...invoiceFilters(input)),
    page: input.page,
    size: input.size,
    payment: 'current',
    filtersOnCompany: Boolean(input.dni || input.empresaNifCif),
  });
}
