import { rethrowDuplicate } from '../../lib/duplicates.js';
import type { ActionContext } from '../../platform/actor.js';
import { agencyIdOf, getCompanyOfAgency } from '../company-access/index.js';
import { type CompanyEdit, editCompany } from './edit-company.js';

/**
 * The agency edits one of its companies (not the login NIF, not the tools). Audited with before and after. The
 * answer is the company read for the edit with the saved fields over it: the edit writes nothing else the view
 * shows, so it is not read again.
 */
export async function updateAgencyCompany({
  ctx,
  input: { cifNif, ...input },
}: {
  ctx: ActionContext;
  input: CompanyEdit & { cifNif: string };
}) {
  const agencyId = agencyIdOf(ctx);
  const { db } = ctx.services;
  return db
    .transaction(async (tx) => {
      const before = await getCompanyOfAgency(tx, agencyId, cifNif);
      return { ...before, ...(await editCompany(tx, ctx, before, input)) };
    })
    .catch(rethrowDuplicate);
}
