import type { AgencyInvoice, Paged } from '@cumplia/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import { agencies, invoices } from '../../db/schema/index.js';
import { pageOf } from '../../lib/paging.js';
import { agencyIdOf } from './agency-scope.js';

/**
 * The invoices of the agency's companies, newest first, with the commission the agency earns on each: its
 * percentage (frozen on the invoice when issued, else the agency's current one) of the taxable base.
 */
export async function listAgencyInvoices({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: { page: number; size: number };
}): Promise<Paged<AgencyInvoice>> {
  const agencyId = agencyIdOf(ctx);
  const { db } = ctx.services;
  const where = eq(invoices.agencyId, agencyId);
  const [rows, [total], [agency]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.fecha), desc(invoices.id))
      .limit(input.size)
      .offset(input.page * input.size),
    db.select({ value: count() }).from(invoices).where(where),
    db.select({ comision: agencies.comisionBasisPoints }).from(agencies).where(eq(agencies.id, agencyId)),
  ]);
  const content = rows.map((invoice) => {
    const basisPoints = invoice.agencyCommissionBasisPoints ?? agency?.comision ?? 0;
    return {
      id: invoice.id,
      facturaId: invoice.numero,
      fecha: invoice.fecha,
      empresa: { nombreComercial: invoice.recipientNombreComercial, nifCif: invoice.recipientNifCif },
      importeTotal: invoice.importeTotalCents / 100,
      importeTotalImpuestos: invoice.importeTotalImpuestosCents / 100,
      facturado: invoice.facturado,
      comision: Math.round((invoice.importeTotalCents * basisPoints) / 10_000) / 100,
      comisionPorcentaje: basisPoints / 100,
    };
  });
  return pageOf(content, total?.value ?? 0, input);
}
