import {
  addDays,
  type Paged,
  RENEWAL_WINDOW_DAYS,
  type Renewal,
  type StaffRenewalQuery,
  todayInMadrid,
} from '@cumplia/domain';
import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { companies, renewals } from '../../db/schema/index.js';
import { listOrder } from '../../lib/list-order.js';
import { pageOf } from '../../lib/paging.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { companySearchFilters } from '../company-access/index.js';
import { renewalViewsOf, selectRenewalRows } from './renewal-view.js';

/** The calendar range of a month of a year, or of the whole year. */
function monthRange(year: number, month?: number): [string, string] {
  if (!month) return [`${year}-01-01`, `${year}-12-31`];
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return [first, addDays(next, -1)];
}

function renewalFilters(input: StaffRenewalQuery): SQL[] {
  const filters: SQL[] = companySearchFilters(input);
  if (input.renueva !== undefined) filters.push(eq(renewals.renueva, input.renueva));
  if (input.deshabilitarRenovacion !== undefined) {
    filters.push(eq(renewals.deshabilitarRenovacion, input.deshabilitarRenovacion));
  }
  if (input.procesada !== undefined) filters.push(eq(renewals.procesada, input.procesada));
  if (input.year) {
    // The month of a renewal is the month of its renewal date, when the approval window opens.
    const [from, to] = monthRange(input.year, input.mes);
    filters.push(gte(renewals.fechaRenovacion, from), lte(renewals.fechaRenovacion, to));
  }
  if (input.fechaFinMax) filters.push(lte(renewals.fechaFin, input.fechaFinMax));
  return filters;
}

/**
 * GET /admin/renovaciones and /worker/renovaciones: filtered and paged in SQL. In the spec's order (ascending)
 * priority renewals (exactly 18 days left) come first, then the fewest days remaining; turned round, the most
 * days remaining lead.
 */
export async function listStaffRenewals({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: StaffRenewalQuery;
}): Promise<Paged<Renewal>> {
  requireStaff(ctx);
  const { db } = ctx.services;
  const today = todayInMadrid(ctx.services.now());
  const where = and(...renewalFilters(input));
  // Without a name or NIF/CIF filter the total needs no join: the status and date indexes answer it alone.
  const searchesCompanies = Boolean(input.nombreEmpresa || input.nifCif);
  const priorityEnd = addDays(today, RENEWAL_WINDOW_DAYS);
  const [rows, [total]] = await Promise.all([
    selectRenewalRows(db)
      .where(where)
      .orderBy(
        ...(input.dir === 'asc' ? [desc(sql`"renewals"."fecha_fin" = ${priorityEnd}::date`)] : []),
        ...listOrder({ diasRestantes: renewals.fechaFin }, renewals.id, input),
      )
      .limit(input.size)
      .offset(input.page * input.size),
    searchesCompanies
      ? db
          .select({ value: count() })
          .from(renewals)
          .innerJoin(companies, eq(companies.id, renewals.companyId))
          .where(where)
      : db.select({ value: count() }).from(renewals).where(where),
  ]);
  return pageOf(await renewalViewsOf(db, rows, today), total?.value ?? 0, input);
}
