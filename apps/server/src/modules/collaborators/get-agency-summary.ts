import { type AgencySummary, addDays, addMonths, RENEWAL_WINDOW_DAYS, todayInMadrid } from '@cumplia/domain';
import { and, count, countDistinct, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import { agencies, companies, contracts, invoices, renewals } from '../../db/schema/index.js';
import { agencyIdOf } from '../companies/agency-scope.js';
import { commissionCentsSql, currentCommissionOf } from '../invoices/agency-invoice-rows.js';
import { standingSum } from '../invoices/invoice-view.js';

/**
 * The agency home's figures, four small queries on the agency's own rows: its companies (the maintained
 * counter), those waiting to sign, current renewals whose approval window is open, and this month's invoices
 * with the commission they earn it.
 */
export async function getAgencySummary({ ctx }: { ctx: ActionContext }): Promise<AgencySummary> {
  const agencyId = agencyIdOf(ctx);
  const { db } = ctx.services;
  const today = todayInMadrid(ctx.services.now());
  const monthStart = `${today.slice(0, 7)}-01`;
  const basisPoints = await currentCommissionOf(db, agencyId);
  const [[agency], [pending], [window], [month]] = await Promise.all([
    db.select({ value: agencies.companyCount }).from(agencies).where(eq(agencies.id, agencyId)),
    db
      .select({ value: countDistinct(contracts.companyId) })
      .from(contracts)
      .innerJoin(companies, eq(companies.id, contracts.companyId))
      .where(and(eq(companies.agencyId, agencyId), eq(contracts.status, 'PENDIENTE_FIRMA'))),
    db
      .select({ value: count() })
      .from(renewals)
      .innerJoin(companies, eq(companies.id, renewals.companyId))
      .where(
        and(
          eq(companies.agencyId, agencyId),
          eq(renewals.procesada, false),
          eq(renewals.deshabilitarRenovacion, false),
          lte(renewals.fechaRenovacion, addDays(today, RENEWAL_WINDOW_DAYS)),
          gte(renewals.fechaFin, today),
        ),
      ),
    db
      .select({
        count: count(),
        amountCents: standingSum(invoices.importeTotalImpuestosCents),
        commissionCents: sql<string>`coalesce(sum(${commissionCentsSql(basisPoints)}), 0)`,
      })
      .from(invoices)
      .where(
        and(
          eq(invoices.agencyId, agencyId),
          gte(invoices.fecha, monthStart),
          lt(invoices.fecha, addMonths(monthStart, 1)),
        ),
      ),
  ]);
  return {
    empresas: agency?.value ?? 0,
    firmasPendientes: pending?.value ?? 0,
    renovacionesEnVentana: window?.value ?? 0,
    mes: {
      desde: monthStart,
      facturas: month?.count ?? 0,
      importeTotalImpuestos: Number(month?.amountCents ?? 0) / 100,
      comision: Number(month?.commissionCents ?? 0) / 100,
    },
  };
}
