import type { AgencyInvoicePage, AgencyInvoiceSort, SortDirection } from '@cumplia/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import { invoices } from '../../db/schema/index.js';
import { listOrder } from '../../lib/list-order.js';
import { pageOf } from '../../lib/paging.js';
import { agencyIdOf } from '../companies/agency-scope.js';
import {
  agencyInvoiceOf,
  agencyInvoiceSortColumns,
  commissionCentsSql,
  currentCommissionOf,
} from './agency-invoice-rows.js';
import { standingSum } from './invoice-view.js';

/**
 * The invoices of the agency's companies in the chosen order, with the commission the agency earns on each (its
 * percentage of the taxable base), and the count and sums over all of them for the totals row.
 */
export async function listAgencyInvoices({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: { page: number; size: number; sort: AgencyInvoiceSort; dir: SortDirection };
}): Promise<AgencyInvoicePage> {
  const agencyId = agencyIdOf(ctx);
  const { db } = ctx.services;
  const where = eq(invoices.agencyId, agencyId);
  const basisPoints = await currentCommissionOf(db, agencyId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(...listOrder(agencyInvoiceSortColumns, invoices.id, input))
      .limit(input.size)
      .offset(input.page * input.size),
    db
      .select({
        count: count(),
        amountCents: standingSum(invoices.importeTotalImpuestosCents),
        commissionCents: sql<string>`coalesce(sum(${commissionCentsSql(basisPoints)}), 0)`,
      })
      .from(invoices)
      .where(where),
  ]);
  const total = totals?.count ?? 0;
  return {
    ...pageOf(
      rows.map((invoice) => agencyInvoiceOf(invoice, basisPoints)),
      total,
      input,
    ),
    totales: {
      facturas: total,
      importeTotalImpuestos: Number(totals?.amountCents ?? 0) / 100,
      comision: Number(totals?.commissionCents ?? 0) / 100,
    },
  };
}
