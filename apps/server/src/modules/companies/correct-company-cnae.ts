import type { CompanyCnae, ComplianceProfileView } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import type { ActionContext } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { companyOf, getComplianceProfile, type ProfileOwner, refreshCompanyProfileGaps } from '../compliance/index.js';
import { refreshPendingSignatureLinks } from '../signing/index.js';

/**
 * Corrects the company's CNAE from its compliance profile, where the activity decides the obligations and the
 * proposed answers: the company itself, its agency or staff. The profile's gaps are read again against the new
 * sector, a pending signing link follows the data as after any edit, and the change is audited.
 */
export async function correctCompanyCnae({
  ctx,
  input: { owner, cnae },
}: {
  ctx: ActionContext;
  input: CompanyCnae & { owner: ProfileOwner };
}): Promise<ComplianceProfileView> {
  const { id } = await companyOf(ctx, owner);
  const now = ctx.services.now();
  await ctx.services.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ cnae: companies.cnae })
      .from(companies)
      .where(eq(companies.id, id))
      .for('update');
    if (!before || before.cnae === cnae) return;
    await tx.update(companies).set({ cnae, updatedAt: now }).where(eq(companies.id, id));
    await refreshCompanyProfileGaps(tx, id);
    await refreshPendingSignatureLinks(tx, id, ctx.services.config, now);
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      { action: 'company.update', entityType: 'company', entityId: id, before, after: { cnae } },
    );
  });
  return getComplianceProfile({ ctx, input: { owner } });
}
