import { MESSAGES, type ProductLine, todayInMadrid } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { renewalProducts, renewals } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { loadRenewalViews } from './renewal-view.js';

async function renewalProductsOf(ctx: ActionContext, renewalId: number): Promise<ProductLine[]> {
  const [view] = await loadRenewalViews(ctx.services.db, eq(renewals.id, renewalId), todayInMadrid(ctx.services.now()));
  if (!view) throw new AppError('NOT_FOUND', 404, MESSAGES.errors.renewalNotFound);
  return view.productos;
}

/** GET .../renovaciones/{id}/productos: the next period's products and prices. */
export function listRenewalProducts({
  ctx,
  input: { renewalId },
}: {
  ctx: ActionContext;
  input: { renewalId: number };
}) {
  requireStaff(ctx);
  return renewalProductsOf(ctx, renewalId);
}

/** POST .../renovaciones/{id}/productos: new prices (>= 0) for the next period of a renewal not yet processed. */
export async function saveRenewalProducts({
  ctx,
  input: { renewalId, products },
}: {
  ctx: ActionContext;
  input: { renewalId: number; products: ProductLine[] };
}) {
  requireStaff(ctx);
  const now = ctx.services.now();
  await ctx.services.db.transaction(async (tx) => {
    const [renewal] = await tx.select().from(renewals).where(eq(renewals.id, renewalId)).for('update');
    if (!renewal) throw new AppError('NOT_FOUND', 404, MESSAGES.errors.renewalNotFound);
    if (renewal.procesada) throw new AppError('RENEWAL_PROCESSED', 409);
    const before = await tx.select().from(renewalProducts).where(eq(renewalProducts.renewalId, renewalId));
    for (const product of products) {
      await tx
        .insert(renewalProducts)
        .values({
          renewalId,
          protocol: product.nombrePlantilla,
          precioDescuentoCents: Math.round(product.precioDescuento * 100),
        })
        .onConflictDoUpdate({
          target: [renewalProducts.renewalId, renewalProducts.protocol],
          set: { precioDescuentoCents: Math.round(product.precioDescuento * 100) },
        });
    }
    await tx
      .update(renewals)
      .set({ updatedByUserId: ctx.actor.userId, updatedAt: now })
      .where(eq(renewals.id, renewalId));
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      {
        action: 'renewal.prices',
        entityType: 'renewal',
        entityId: renewalId,
        before: before.map((row) => ({ protocol: row.protocol, cents: row.precioDescuentoCents })),
        after: products.map((row) => ({ protocol: row.nombrePlantilla, cents: Math.round(row.precioDescuento * 100) })),
      },
    );
  });
  return renewalProductsOf(ctx, renewalId);
}
