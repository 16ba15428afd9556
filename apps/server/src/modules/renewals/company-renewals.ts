import {
  customerPriceTaxNote,
  formatDateEs,
  formatEuros,
  type NewRenewal,
  type Paged,
  PROTOCOL_LABELS,
  protocolsOf,
  type Renewal,
  type RenewalHistorySort,
  type SortDirection,
  todayInMadrid,
} from '@cumplia/domain';
import { and, count, eq } from 'drizzle-orm';
import { companies, renewals } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { AppError } from '../../lib/app-error.js';
import { listOrder, type SortColumns } from '../../lib/list-order.js';
import { pageOf } from '../../lib/paging.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { enqueueEmail } from '../outbox/index.js';
import { openRenewal } from '../signing/index.js';
import { currentRenewalView, renewalViewsOf, selectRenewalRows } from './renewal-view.js';

/** GET /admin/empresas/{id}/renovaciones/current. */
export function currentCompanyRenewal({
  ctx,
  input: { companyId },
}: {
  ctx: ActionContext;
  input: { companyId: number };
}) {
  requireStaff(ctx);
  return currentRenewalView(ctx.services.db, companyId, todayInMadrid(ctx.services.now()));
}

/** The company's few periods sort by any of their dates (found by `renewals_company_idx`). */
const renewalHistorySortColumns: SortColumns<RenewalHistorySort> = {
  fechaInicio: renewals.fechaInicio,
  fechaFin: renewals.fechaFin,
  fechaRenovacion: renewals.fechaRenovacion,
};

/** GET /admin/empresas/{id}/renovaciones/all: every period of the company, newest first unless sorted otherwise. */
export async function companyRenewalHistory({
  ctx,
  input: { companyId, ...input },
}: {
  ctx: ActionContext;
  input: { page: number; size: number; sort: RenewalHistorySort; dir: SortDirection } & { companyId: number };
}): Promise<Paged<Renewal>> {
  requireStaff(ctx);
  const { db } = ctx.services;
  const where = eq(renewals.companyId, companyId);
  const [rows, [total]] = await Promise.all([
    selectRenewalRows(db)
      .where(where)
      .orderBy(...listOrder(renewalHistorySortColumns, renewals.id, input))
      .limit(input.size)
      .offset(input.page * input.size),
    db.select({ value: count() }).from(renewals).where(where),
  ]);
  return pageOf(await renewalViewsOf(db, rows, todayInMadrid(ctx.services.now())), total?.value ?? 0, input);
}

/**
 * POST /admin/empresas/{id}/renovaciones/completa: a renewal with the staff's dates, tools and prices. It
 * replaces the current one, which is closed (processed) and stays in the history. With `enviarEmail` the
 * company is told its new period and prices.
 */
export async function createCompanyRenewal({
  ctx,
  input: { companyId, ...input },
}: {
  ctx: ActionContext;
  input: NewRenewal & { companyId: number };
}): Promise<Renewal> {
  requireStaff(ctx);
  const now = ctx.services.now();
  const today = todayInMadrid(now);
  const tools = protocolsOf(input.tools);
  const prices = Object.fromEntries(
    input.productos.map((product) => [product.nombrePlantilla, Math.round(product.precioDescuento * 100)]),
  );
  return ctx.services.db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
    if (!company) throw new AppError('EMPRESA_NOT_FOUND', 404);
    const [replaced] = await tx
      .update(renewals)
      .set({ procesada: true, processedAt: now, updatedByUserId: ctx.actor.userId, updatedAt: now })
      .where(and(eq(renewals.companyId, companyId), eq(renewals.procesada, false)))
      .returning({ id: renewals.id });
    const { id: renewalId } = await openRenewal(tx, {
      companyId,
      tools,
      period: { fechaInicio: input.fechaInicio, fechaFin: input.fechaFin, fechaRenovacion: input.fechaRenovacion },
      now,
      prices,
      flags: { updatedByUserId: ctx.actor.userId },
    });
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      {
        action: 'renewal.create',
        entityType: 'renewal',
        entityId: renewalId,
        before: replaced ? { replacedRenewalId: replaced.id } : null,
        after: { ...input, tools },
      },
    );
    const view = await currentRenewalView(tx, companyId, today);
    if (input.enviarEmail && company.email) {
      await enqueueEmail(tx, ctx.services.config, {
        now,
        idempotencyKey: `renewal-created:${renewalId}`,
        to: company.email,
        email: templateEmail(
          'renovacion-preparada',
          {
            nombre: company.nombre || company.razonSocial,
            empresa: company.razonSocial,
            desde: formatDateEs(view.fechaInicio),
            hasta: formatDateEs(view.fechaFin),
            impuestos: customerPriceTaxNote(company.codigoPostal, ctx.services.config.provider.tax),
            servicios: view.productos.map((product) => ({
              nombre: PROTOCOL_LABELS[product.nombrePlantilla],
              precio: formatEuros(Math.round(product.precioDescuento * 100)),
            })),
            // The contract: either party may oppose the renewal before the day it renews.
            avisarAntesDel: formatDateEs(view.fechaFin),
          },
          ctx.services.config.provider,
        ),
      });
    }
    return view;
  });
}
