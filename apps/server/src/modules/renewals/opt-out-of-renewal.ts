import { type AgencyRenewal, todayInMadrid } from '@cumplia/domain';
import { and, eq } from 'drizzle-orm';
import { companies, renewals } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { ActionContext } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { agencyIdOf } from '../company-access/index.js';
import { agencyRenewalsOf, canOptOut, selectAgencyRenewalRows } from './list-agency-renewals.js';
import { afterRenewalDisabled } from './renewal-decisions.js';

/**
 * POST /cumplia-core/gestorias/my/renovaciones/{id}/no-renovar: the agency passes on its client's opposition to
 * the renewal, as the renewal notice invites ("a través de su gestoría"). The tools end with the period, no
 * renewal invoice is issued and the company is told by e-mail. Approving a renewal stays with the provider.
 * Another agency's renewal is "not found".
 */
export async function optOutOfRenewal({
  ctx,
  input: { renewalId },
}: {
  ctx: ActionContext;
  input: { renewalId: number };
}): Promise<AgencyRenewal> {
  const agencyId = agencyIdOf(ctx);
  const now = ctx.services.now();
  const today = todayInMadrid(now);
  return ctx.services.db.transaction(async (tx) => {
    const ofAgency = and(eq(renewals.id, renewalId), eq(companies.agencyId, agencyId));
    const [current] = await selectAgencyRenewalRows(tx).where(ofAgency).for('update', { of: renewals });
    if (!current) throw new AppError('RENEWAL_NOT_FOUND', 404);
    const { renewal } = current;
    if (renewal.procesada) throw new AppError('RENEWAL_PROCESSED', 409);
    if (canOptOut(renewal, today)) {
      const change = { renueva: false, deshabilitarRenovacion: true };
      await tx
        .update(renewals)
        .set({ ...change, updatedByUserId: ctx.actor.userId, updatedAt: now })
        .where(eq(renewals.id, renewal.id));
      await afterRenewalDisabled(tx, ctx, renewal, { byAgency: true });
      await recordAudit(
        tx,
        { actor: ctx.actor, requestId: ctx.requestId, now },
        {
          action: 'renewal.agency-opt-out',
          entityType: 'renewal',
          entityId: renewal.id,
          before: { renueva: renewal.renueva, deshabilitarRenovacion: renewal.deshabilitarRenovacion },
          after: change,
        },
      );
    } else if (!renewal.deshabilitarRenovacion) {
      throw new AppError('RENEWAL_PERIOD_ENDED', 409);
    }
    const [updated] = await selectAgencyRenewalRows(tx).where(ofAgency);
    const [view] = await agencyRenewalsOf(tx, updated ? [updated] : [], today, ctx.services.config.provider.tax);
    if (!view) throw new AppError('RENEWAL_NOT_FOUND', 404);
    return view;
  });
}
