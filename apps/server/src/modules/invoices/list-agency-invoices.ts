import { type AgencyInvoicePage, type AgencyInvoicesParsedQuery, monthRange, todayInMadrid } from '@cumplia/domain';
import { and, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { agencyInvoiceDayTotals, invoices } from '../../db/schema/index.js';
import { listOrder } from '../../lib/list-order.js';
import { pageOf } from '../../lib/paging.js';
import type { ActionContext } from '../../platform/actor.js';
import { agencyIdOf } from '../company-access/index.js';
import {
  agencyInvoiceOf,
  agencyInvoiceSortColumns,
  agencyInvoicesWhere,
  collectibleSum,
  ledgerCommissionOf,
  ledgerCommissionSum,
} from './agency-invoice-rows.js';

/**
 * The totals row of the agency's invoices, or of one month's, from the invoices kept per agency and day
 * (`agency_invoice_day_totals`): one row per day however many invoices the agency has.
 */
function keptTotals(db: Queryable, agencyId: number, month: string | undefined) {
  const range = month ? monthRange(month) : undefined;
  return db
    .select({
      count: sql<string>`coalesce(sum(${agencyInvoiceDayTotals.invoices}), 0)`,
      amountCents: sql<string>`coalesce(sum(${agencyInvoiceDayTotals.collectibleCents}), 0)`,
    })
    .from(agencyInvoiceDayTotals)
    .where(
      and(
        eq(agencyInvoiceDayTotals.agencyId, agencyId),
        range ? gte(agencyInvoiceDayTotals.fecha, range.from) : undefined,
        range ? lt(agencyInvoiceDayTotals.fecha, range.to) : undefined,
      ),
    );
}

/** The totals row read from the invoices themselves, for a search by client the kept totals cannot answer. */
function scannedTotals(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      count: count(),
      amountCents: collectibleSum(invoices.importeTotalImpuestosCents),
    })
    .from(invoices)
    .where(where);
}

/**
 * The invoices of the agency's companies (of one client or month when asked) in the chosen order, with the
 * commission each has earned the agency so far (the ledger's), and the count and sums over all of them for the
 * totals row: the amount without cancelled invoices and returned debits, the commission the ledger holds.
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
  const [rows, [totals], commissionCents] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(...listOrder(agencyInvoiceSortColumns, invoices.id, input))
      .limit(input.size)
      .offset(input.page * input.size),
    input.cliente ? scannedTotals(db, where) : keptTotals(db, agencyId, input.mes),
    ledgerCommissionSum(db, where),
  ]);
  const commissionOf = await ledgerCommissionOf(
    db,
    rows.map((invoice) => invoice.id),
  );
  const total = Number(totals?.count ?? 0);
  return {
    ...pageOf(
      rows.map((invoice) => agencyInvoiceOf(invoice, today, commissionOf.get(invoice.id) ?? 0)),
      total,
      input,
    ),
    totales: {
      facturas: total,
      importeTotalImpuestos: Number(totals?.amountCents ?? 0) / 100,
      comision: commissionCents / 100,
    },
  };
}
