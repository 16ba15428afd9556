import {
  type AgencyInvoice,
  type AgencyInvoiceSort,
  invoiceStanding,
  monthRange,
  todayInMadrid,
} from '@cumplia/domain';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { nameOrNifSearch } from '../../db/name-and-nif-search.js';
import { commissionMovements, invoices } from '../../db/schema/index.js';
import type { SortColumns } from '../../lib/list-order.js';
import { invoiceReturnOf } from './invoice-view.js';
import { owesItsOwn } from './owed-invoice.js';

/** Each sort key of the agency's invoice list and its column (indexes `invoices_agency_*_idx`). */
export const agencyInvoiceSortColumns: SortColumns<AgencyInvoiceSort> = {
  fecha: invoices.fecha,
  factura: invoices.numero,
  empresa: invoices.recipientNombreComercial,
  importe: invoices.importeTotalImpuestosCents,
  facturado: invoices.facturado,
};

/**
 * What the commission ledger holds for each of the invoices (what each has earned its agency so far: earned once
 * collected, taken back by a return, a credit note or a cancellation).
 */
export async function ledgerCommissionOf(db: Queryable, invoiceIds: number[]): Promise<Map<number, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({ invoiceId: commissionMovements.invoiceId, cents: sql<string>`sum(${commissionMovements.amountCents})` })
    .from(commissionMovements)
    .where(inArray(commissionMovements.invoiceId, invoiceIds))
    .groupBy(commissionMovements.invoiceId);
  return new Map(rows.map((row) => [row.invoiceId ?? 0, Number(row.cents)]));
}

/** The ledger's commission over the invoices `where` keeps (the agency list's totals row). */
export async function ledgerCommissionSum(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${commissionMovements.amountCents}), 0)` })
    .from(commissionMovements)
    .innerJoin(invoices, eq(invoices.id, commissionMovements.invoiceId))
    .where(where);
  return Number(row?.cents ?? 0);
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

/** The sum of an amount over the invoices whose money is in or on its way: not cancelled, replaced or returned. */
export const collectibleSum = (column: SQL | typeof invoices.importeTotalImpuestosCents) =>
  sql<string>`coalesce(sum(${column}) filter (where ${invoices.anuladaAt} is null and ${invoices.replacedAt} is null and ${invoices.sepaReturnCode} is null), 0)`;

/** An invoice of the agency's list, with the commission the ledger holds for it (`ledgerCommissionOf`). */
export function agencyInvoiceOf(
  invoice: typeof invoices.$inferSelect,
  today: string,
  commissionCents: number,
): AgencyInvoice {
  // The agency's rate frozen on the invoice at issue (every agency invoice has one: invoices_agency_commission_frozen).
  const basisPoints = invoice.agencyCommissionBasisPoints ?? 0;
  return {
    id: invoice.id,
    facturaId: invoice.numero,
    fecha: invoice.fecha,
    empresa: { nombreComercial: invoice.recipientNombreComercial, nifCif: invoice.recipientNifCif },
    importeTotal: invoice.importeTotalCents / 100,
    importeTotalImpuestos: invoice.importeTotalImpuestosCents / 100,
    facturado: invoice.facturado,
    comision: commissionCents / 100,
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
        sustituida: invoice.replacedAt !== null,
        cobroPropio: owesItsOwn(invoice),
        importeTotalImpuestos: invoice.importeTotalImpuestosCents / 100,
      },
      today,
    ).label,
  };
}
