import { rethrowDuplicate } from '../../lib/duplicates.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { loadCompany } from '../company-access/index.js';
import { type CompanyEdit, editCompany } from './edit-company.js';
import { companyByRef, companyNotFound, staffCompanyDetail } from './get-staff-company.js';

/** 'Editar Empresa' by staff (any company): the data, not the login NIF nor the tools. Audited. */
export async function updateStaffCompany({
  ctx,
  input: { ref, ...input },
}: {
  ctx: ActionContext;
  input: CompanyEdit & {
    /** The company's id, or its NIF/CIF on the worker's paths. */
    ref: string;
  };
}) {
  requireStaff(ctx);
  const { db } = ctx.services;
  const saved = await db
    .transaction(async (tx) => {
      const before = await loadCompany(tx, companyByRef(ref));
      if (!before) throw companyNotFound();
      return editCompany(tx, ctx, before, input);
    })
    .catch(rethrowDuplicate);
  return staffCompanyDetail(db, companyByRef(saved.nifCif));
}
