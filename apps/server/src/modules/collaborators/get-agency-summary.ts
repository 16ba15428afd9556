import { type AgencySummary, monthRange, todayInMadrid } from '@cumplia/domain';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.js';
import type { ActionContext } from '../../platform/actor.js';
import { countClientStates } from '../companies/index.js';
import { agencyIdOf } from '../company-access/index.js';
import { commissionCentsSql, standingSum } from '../invoices/index.js';

/**
 * The agency home's figures: its clients in the states the dashboard shows, counted by the client board's own
 * query (`countClientStates`, so each figure equals the board it links to), and this month's invoices with the
 * commission they earn it.
 */
export async function getAgencySummary({ ctx }: { ctx: ActionContext }): Promise<AgencySummary> {
  const agencyId = agencyIdOf(ctx);
  const { db } = ctx.services;
  const today = todayInMadrid(ctx.services.now());
  const { from: monthStart, to: nextMonthStart } = monthRange(today.slice(0, 7));
  const [clients, [month]] = await Promise.all([
    countClientStates({ ctx, input: { states: ['firmaPendiente', 'sinVerificar', 'renovacionPorAprobar'] } }),
    db
      .select({
        count: count(),
        amountCents: standingSum(invoices.importeTotalImpuestosCents),
        commissionCents: sql<string>`coalesce(sum(${commissionCentsSql()}), 0)`,
      })
      .from(invoices)
      .where(and(eq(invoices.agencyId, agencyId), gte(invoices.fecha, monthStart), lt(invoices.fecha, nextMonthStart))),
  ]);
  return {
    empresas: clients.total,
    firmasPendientes: clients.estados.firmaPendiente,
    sinVerificar: clients.estados.sinVerificar,
    renovacionesEnVentana: clients.estados.renovacionPorAprobar,
    mes: {
      desde: monthStart,
      facturas: month?.count ?? 0,
      importeTotalImpuestos: Number(month?.amountCents ?? 0) / 100,
      comision: Number(month?.commissionCents ?? 0) / 100,
    },
  };
}
