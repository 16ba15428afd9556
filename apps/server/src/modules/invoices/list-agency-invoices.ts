import { type AgencyInvoicePage, type AgencyInvoicesParsedQuery, todayInMadrid } from '@cumplia/domain';
import { count, sql } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import { invoices } from '../../db/schema/index.js';
import { listOrder } from '../../lib/list-order.js';
import { pageOf } from '../../lib/paging.js';
import { agencyIdOf } from '../companies/agency-scope.js';
import {
  agencyInvoiceOf,
  agencyInvoiceSortColumns,
  agencyInvoicesWhere,
  collectibleSum,
  commissionCentsSql,
  currentCommissionOf,
} from './agency-invoice-rows.js';

/**
 * The invoices of the agency's companies (of one client or month when asked) in the chosen order, with the
 * commission the agency earns on each (its percentage of the taxable base), and the count and sums over all of them
 * for the totals row: the amount, like the commission, without cancelled invoices and returned debits.
 */
export async function listAgencyInvoices({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: AgencyInvoicesParsedQuery;
}): Promise<AgencyInvoicePage> {
  const agencyId = agencyIdOf(ctx);
  const { db } = ctx.services;
  const today = todayInMadrid(ctx.services.now());
  const where = agencyInvoicesWhere(agencyId, input);
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
        amountCents: collectibleSum(invoices.importeTotalImpuestosCents),
        commissionCents: sql<string>`coalesce(sum(${commissionCentsSql(basisPoints)}), 0)`,
      })
      .from(invoices)
      .where(where),
  ]);
  const total = totals?.count ?? 0;
  return {
    ...pageOf(
      rows.map((invoice) => agencyInvoiceOf(invoice, basisPoints, today)),
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
