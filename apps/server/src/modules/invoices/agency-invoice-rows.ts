import {
  type AgencyInvoice,
  type AgencyInvoiceSort,
  invoiceStanding,
  monthRange,
  todayInMadrid,
} from '@cumplia/domain';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { nameOrNifSearch } from '../../db/name-and-nif-search.js';
import { invoices } from '../../db/schema/index.js';
import type { SortColumns } from '../../lib/list-order.js';
import { invoiceReturnOf } from './invoice-view.js';

/** Each sort key of the agency's invoice list and its column (indexes `invoices_agency_*_idx`). */
export const agencyInvoiceSortColumns: SortColumns<AgencyInvoiceSort> = {
  fecha: invoices.fecha,
  factura: invoices.numero,
  empresa: invoices.recipientNombreComercial,
  importe: invoices.importeTotalImpuestosCents,
  facturado: invoices.facturado,
};

/** A commission in cents: `basisPoints` of `baseCents`, rounded half up like `Math.round`. */
export const commissionCentsOf = (baseCents: SQL, basisPoints: SQL) =>
  sql<number>`floor(${baseCents}::numeric * ${basisPoints} / 10000 + 0.5)`;

/**
 * The commission in cents of each invoice at its frozen rate (the totals row adds these); none while the bank's
 * return of its debit stands, none for a cancelled invoice.
 */
export function commissionCentsSql() {
  const basisPoints = sql`coalesce(${invoices.agencyCommissionBasisPoints}, 0)`;
  return sql<number>`case when ${invoices.sepaReturnCode} is null and ${invoices.anuladaAt} is null then ${commissionCentsOf(sql`${invoices.importeTotalCents}`, basisPoints)} else 0 end`;
}

/** The agency's invoices, of one client (its name or NIF/CIF as invoiced) and one month of issue when given. */
export function agencyInvoicesWhere(
  agencyId: number,
  filter: { cliente?: string | undefined; mes?: string | undefined },
) {
  const conditions: SQL[] = [eq(invoices.agencyId, agencyId)];
  if (filter.cliente) {
    conditions.push(
      nameOrNifSearch({ folded: invoices.recipientSearchText, nifCif: invoices.recipientNifCif }, filter.cliente),
    );
  }
  if (filter.mes) {
    const { from, to } = monthRange(filter.mes);
    conditions.push(gte(invoices.fecha, from), lt(invoices.fecha, to));
  }
  return and(...conditions);
}

/** The sum of an amount over the invoices whose money is in or on its way: not cancelled, not returned. */
export const collectibleSum = (column: SQL | typeof invoices.importeTotalImpuestosCents) =>
  sql<string>`coalesce(sum(${column}) filter (where ${invoices.anuladaAt} is null and ${invoices.sepaReturnCode} is null), 0)`;

export function agencyInvoiceOf(invoice: typeof invoices.$inferSelect, today: string): AgencyInvoice {
  // The agency's rate frozen on the invoice at issue (every agency invoice has one: invoices_agency_commission_frozen).
  const basisPoints = invoice.agencyCommissionBasisPoints ?? 0;
  // A returned debit earns no commission until it is paid (re-presented or paid by transfer); a cancelled
  // invoice (issued by mistake) earns none.
  const earned = invoice.sepaReturnCode || invoice.anuladaAt ? 0 : invoice.importeTotalCents;
  return {
    id: invoice.id,
    facturaId: invoice.numero,
    fecha: invoice.fecha,
    empresa: { nombreComercial: invoice.recipientNombreComercial, nifCif: invoice.recipientNifCif },
    importeTotal: invoice.importeTotalCents / 100,
    importeTotalImpuestos: invoice.importeTotalImpuestosCents / 100,
    facturado: invoice.facturado,
    comision: Math.round((earned * basisPoints) / 10_000) / 100,
    comisionPorcentaje: basisPoints / 100,
    devolucion: invoiceReturnOf(invoice.sepaReturnCode),
    estado: invoiceStanding(
      {
        facturado: invoice.facturado,
        devolucion: invoiceReturnOf(invoice.sepaReturnCode),
        pagadaPorTransferencia: invoice.paidOn,
        pagadaCon: invoice.paidVia === 'TARJETA' || invoice.paidVia === 'TRANSFERENCIA' ? invoice.paidVia : null,
        fechaCargo: invoice.sepaCollectionDate,
        anulada: invoice.anuladaAt ? { fecha: todayInMadrid(invoice.anuladaAt), motivo: '' } : null,
        rectificadaPor: null,
      },
      today,
    ).label,
  };
}
