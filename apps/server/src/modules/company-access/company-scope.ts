import type { Company, MyCompanyChoice } from '@cumplia/domain';
import { MESSAGES } from '@cumplia/domain';
import { asc, eq } from 'drizzle-orm';
import { companies, companyUsers } from '../../db/schema/index.js';
import { AppError, forbidden } from '../../lib/app-error.js';
import type { ActionContext } from '../../platform/actor.js';
import { loadCompany } from './load-company.js';

/** The id of the company the logged-in company user belongs to; anyone else is refused. */
export function myCompanyId(ctx: ActionContext): number {
  if (ctx.actor.kind !== 'company') throw forbidden();
  return ctx.actor.companyId;
}

/** The company the logged-in company user belongs to; anyone else is refused. */
export async function myCompany(ctx: ActionContext): Promise<Company> {
  const company = await loadCompany(ctx.services.db, eq(companies.id, myCompanyId(ctx)));
  if (!company) throw new AppError('NOT_FOUND', 404, MESSAGES.errors.companyDataUnavailable);
  return company;
}

/** The companies the logged-in person administers, by name, for the company switcher. */
export async function myCompanies(ctx: ActionContext): Promise<MyCompanyChoice[]> {
  if (ctx.actor.kind !== 'company') throw forbidden();
  return ctx.services.db
    .select({ id: companies.id, razonSocial: companies.razonSocial, nifCif: companies.nifCif })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(eq(companyUsers.userId, ctx.actor.userId))
    .orderBy(asc(companies.razonSocial), asc(companies.id));
}
