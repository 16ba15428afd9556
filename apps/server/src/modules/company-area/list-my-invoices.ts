import type { Invoice, Paged } from '@cumplia/domain';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import { invoiceLines, invoices } from '../../db/schema/index.js';
import { forbidden } from '../../lib/app-error.js';
import { pageOf } from '../../lib/paging.js';

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
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.fecha), desc(invoices.id))
      .limit(input.size)
      .offset(input.page * input.size),
    db.select({ value: count() }).from(invoices).where(where),
  ]);
  const lines = rows.length
    ? await db
        .select()
        .from(invoiceLines)
        .where(
          inArray(
            invoiceLines.invoiceId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const content = rows.map((invoice) => ({
    id: invoice.id,
    facturaId: invoice.numero,
    fecha: invoice.fecha,
    fechaCuandoFacturar: invoice.fechaCuandoFacturar,
    facturado: invoice.facturado,
    importeTotal: invoice.importeTotalCents / 100,
    importeTotalImpuestos: invoice.importeTotalImpuestosCents / 100,
    empresa: {
      id: invoice.companyId,
      razonSocial: invoice.recipientRazonSocial,
      nombreComercial: invoice.recipientNombreComercial,
      nifCif: invoice.recipientNifCif,
      metodoDePago: invoice.metodoDePago,
      numCuenta: invoice.numCuenta,
    },
    facturaDetalles: lines
      .filter((line) => line.invoiceId === invoice.id)
      .map((line) => ({
        nombrePlantilla: line.protocol,
        nombreProducto: line.nombreProducto,
        precioUnitario: line.precioUnitarioCents / 100,
      })),
  }));
  return pageOf(content, total?.value ?? 0, input);
}
