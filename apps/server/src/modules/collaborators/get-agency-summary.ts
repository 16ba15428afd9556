import { type AgencySummary, monthRange, todayInMadrid } from '@cumplia/domain';
import { and, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { commissionMovements, invoices } from '../../db/schema/index.js';
import type { ActionContext } from '../../platform/actor.js';
import { countClientStates } from '../companies/index.js';
import { agencyIdOf } from '../company-access/index.js';
import { standingSum } from '../invoices/index.js';

/**
 * The agency home's figures: its clients in the states the dashboard shows, counted by the client board's own
 * query (`countClientStates`, so each figure equals the board it links to), this month's invoices, and the
 * commission its ledger booked this month (collections less returns and credits).
 */
export async function getAgencySummary({ ctx }: { ctx: ActionContext }): Promise<AgencySummary> {
  const agencyId = agencyIdOf(ctx);
  const { db } = ctx.services;
  const today = todayInMadrid(ctx.services.now());
  const { from: monthStart, to: nextMonthStart } = monthRange(today.slice(0, 7));
  const [clients, [month], [commission]] = await Promise.all([
    countClientStates({ ctx, input: { states: ['firmaPendiente', 'sinVerificar', 'renovacionPorAprobar'] } }),
    db
      .select({
        count: count(),
        amountCents: standingSum(invoices.importeTotalImpuestosCents),
      })
      .from(invoices)
      .where(and(eq(invoices.agencyId, agencyId), gte(invoices.fecha, monthStart), lt(invoices.fecha, nextMonthStart))),
    db
      .select({ cents: sql<string>`coalesce(sum(${commissionMovements.amountCents}), 0)` })
      .from(commissionMovements)
      .where(
        and(
          eq(commissionMovements.agencyId, agencyId),
          isNotNull(commissionMovements.invoiceId),
          gte(commissionMovements.movedOn, monthStart),
          lt(commissionMovements.movedOn, nextMonthStart),
        ),
      ),
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
      comision: Number(commission?.cents ?? 0) / 100,
    },
  };
}
