import { rethrowDuplicate } from '../../lib/duplicates.js';
import type { ActionContext } from '../../platform/actor.js';
import { agencyIdOf, getCompanyOfAgency } from '../company-access/agency-scope.js';
import { type CompanyEdit, editCompany } from './edit-company.js';

/** The agency edits one of its companies (not the login NIF, not the tools). Audited with before and after. */
export async function updateAgencyCompany({
  ctx,
  input: { cifNif, ...input },
}: {
  ctx: ActionContext;
  input: CompanyEdit & { cifNif: string };
}) {
  const agencyId = agencyIdOf(ctx);
  const { db } = ctx.services;
  const saved = await db
    .transaction(async (tx) => editCompany(tx, ctx, await getCompanyOfAgency(tx, agencyId, cifNif), input))
    .catch(rethrowDuplicate);
  return getCompanyOfAgency(db, agencyId, saved.nifCif);
}
