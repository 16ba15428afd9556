import type { RegisterActivity, RegisterView } from '@cumplia/domain';
import type { ActionContext } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { loadRegister, registerHash, registerViewOf } from './company-register.js';
import { companyOf, type ProfileOwner } from './compliance-profile.js';
import { registerChanged, storeRegister } from './store-register.js';

/**
 * Saves the register as edited: the activities replace the previous ones as a new version, which needs a new
 * confirmation before documents are issued from it. Half-answered activities are kept (nothing typed is lost);
 * what they lack is listed in the answer's `problemas`. Saving the same activities again changes nothing.
 */
export async function saveRegister({
  ctx,
  input: { owner, version, actividades },
}: {
  ctx: ActionContext;
  input: { owner: ProfileOwner; version: number; actividades: RegisterActivity[] };
}): Promise<RegisterView> {
  const company = await companyOf(ctx, owner);
  const { db, config } = ctx.services;
  const now = ctx.services.now();
  await db.transaction(async (tx) => {
    const before = await loadRegister(tx, company, config.provider.legalName);
    if (before.version !== version) throw registerChanged();
    if (before.version > 0 && before.hash === registerHash(actividades)) return;
    const saved = await storeRegister(tx, company.id, version, actividades, now);
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      {
        action: 'company.register',
        entityType: 'company',
        entityId: company.id,
        before: { version: before.version, actividades: before.activities },
        after: { version: saved, actividades },
      },
    );
  });
  return registerViewOf(company, await loadRegister(db, company, config.provider.legalName));
}
