import type { AgencyCompanyListItem, Paged } from '@cumplia/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import { agencies, companies } from '../../db/schema/index.js';
import { pageOf } from '../../lib/paging.js';
import { companySearchFilters } from '../companies/company-search.js';
import { agencyIdOf } from './agency-scope.js';

type Query = { page: number; size: number; nombreEmpresa?: string | undefined; nifCif?: string | undefined };

/**
 * The agency's companies, newest first, filtered by name (razón social or commercial name) and NIF/CIF, paged
 * in SQL (trigram indexes serve the contains-filters). `withoutUser` keeps those with no login yet.
 */
export async function listAgencyCompanies({
  ctx,
  input,
  withoutUser = false,
}: {
  ctx: ActionContext;
  input: Query;
  withoutUser?: boolean;
}): Promise<Paged<AgencyCompanyListItem>> {
  const agencyId = agencyIdOf(ctx);
  const { db } = ctx.services;
  const filters: SQL[] = [eq(companies.agencyId, agencyId), ...companySearchFilters(input)];
  if (withoutUser) filters.push(sql`not exists (select 1 from company_users cu where cu.company_id = ${companies.id})`);
  const where = and(...filters);

  // The unfiltered list's total is the agency's maintained counter: no count over all its companies.
  const unfiltered = !input.nombreEmpresa && !input.nifCif && !withoutUser;
  const totalQuery = unfiltered
    ? db.select({ value: agencies.companyCount }).from(agencies).where(eq(agencies.id, agencyId))
    : db.select({ value: count() }).from(companies).where(where);

  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: companies.id,
        createdAt: companies.createdAt,
        razonSocial: companies.razonSocial,
        nombreComercial: companies.nombreComercial,
        nifCif: companies.nifCif,
        lopdgdd: companies.lopdgdd,
        acosoLaboral: companies.acosoLaboral,
        desconexionDigital: companies.desconexionDigital,
        verificado: companies.verificado,
      })
      .from(companies)
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(input.size)
      .offset(input.page * input.size),
    totalQuery,
  ]);
  const content = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return pageOf(content, total?.value ?? 0, input);
}
