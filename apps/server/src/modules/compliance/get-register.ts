import type { RegisterView } from '@cumplia/domain';
import type { ActionContext } from '../../platform/actor.js';
import { loadRegister, registerViewOf } from './company-register.js';
import { companyOf, type ProfileOwner } from './compliance-profile.js';

/** The register of processing activities of a company in the actor's reach, with what stops its confirmation. */
export async function getRegister({
  ctx,
  input: { owner },
}: {
  ctx: ActionContext;
  input: { owner: ProfileOwner };
}): Promise<RegisterView> {
  const company = await companyOf(ctx, owner);
  return registerViewOf(company, await loadRegister(ctx.services.db, company, ctx.services.config.provider.legalName));
}
