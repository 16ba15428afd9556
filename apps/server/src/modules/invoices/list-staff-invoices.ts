import type { Invoice, Paged, StaffInvoiceQuery } from '@cumplia/domain';
import { and, count, desc, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import { type ActionContext, requireStaff } from '../../actor.js';
import { companies, invoices } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
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
  const { db } = ctx.services;
  const where = and(...invoiceFilters(input));
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
      .where(where)
      .orderBy(desc(invoices.fecha), desc(invoices.id))
      .limit(input.size)
      .offset(input.page * input.size),
    db
      .select({ value: count() })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(where),
  ]);
  const lines = await linesOf(
    db,
    rows.map((row) => row.invoice.id),
  );
  const content = rows.map((row) => invoiceView(row.invoice, lines.get(row.invoice.id) ?? [], row, row));
  return pageOf(content, total?.value ?? 0, input);
}
