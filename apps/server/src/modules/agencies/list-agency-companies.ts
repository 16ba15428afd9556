import {
  type AgencyCompanyListItem,
  type ComplianceProfile,
  complianceObligations,
  exposedObligations,
  obligationsInputOf,
  type Paged,
  protocolsOf,
} from '@cumplia/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import { agencies, companies, complianceProfiles } from '../../db/schema/index.js';
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
        numTrabajadores: companies.numTrabajadores,
        cnae: companies.cnae,
        tipo: companies.tipo,
        profile: complianceProfiles.profile,
      })
      .from(companies)
      .leftJoin(complianceProfiles, eq(complianceProfiles.companyId, companies.id))
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(input.size)
      .offset(input.page * input.size),
    totalQuery,
  ]);
  const content = rows.map(({ cnae, tipo, profile, ...row }) => {
    const saved = profile as ComplianceProfile | null;
    const obligations = complianceObligations(
      obligationsInputOf({ cnae, tipo, numTrabajadores: row.numTrabajadores }, saved),
    );
    return {
      ...row,
      createdAt: row.createdAt.toISOString(),
      perfilGuardado: saved !== null,
      obligacionesExpuestas: exposedObligations(obligations, protocolsOf(row)).map((obligation) => obligation.titulo),
    };
  });
  return pageOf(content, total?.value ?? 0, input);
}
