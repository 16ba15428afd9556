import {
  type AgencyCompaniesParsedQuery,
  type AgencyCompanyListItem,
  type AgencyCompanySort,
  type ComplianceProfile,
  complianceObligations,
  exposedObligations,
  obligationsInputOf,
  type Paged,
  signedProtocolsOf,
} from '@cumplia/domain';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ActionContext } from '../../actor.js';
import {
  agencies,
  companies,
  complianceProfiles,
  onboardingInvitations,
  outboxMessages,
} from '../../db/schema/index.js';
import { listOrder, type SortColumns } from '../../lib/list-order.js';
import { pageOf } from '../../lib/paging.js';
import { onboardingProgressColumns, onboardingProgressOf, progressSmsJoin } from '../onboarding/onboarding-progress.js';
import { agencyIdOf } from './agency-scope.js';
import { companySearchFilters } from './company-search.js';

/** Each sort key of the agency's company lists and its column (indexes `companies_agency_*`). */
const sortColumns: SortColumns<AgencyCompanySort> = {
  fecha: companies.createdAt,
  empresa: companies.nombreComercial,
  nifCif: companies.nifCif,
};

/** Staff as the obligations count them (`obligationsInputOf`): the saved profile's, else the company's. */
const headcount = sql`coalesce((${complianceProfiles.profile}->>'numTrabajadores')::int, ${companies.numTrabajadores})`;

/**
 * A Cumplia protocol that applies and has no signed contract (the protocols' own obligations in
 * `exposedObligations`): data protection always, the harassment protocol and the disconnection policy for an
 * employer. The LGTBI measures, which must be negotiated, stay in the exposure column only. Reads the joined profile.
 */
const protocolLeftUncovered = sql`(
  not (${companies.lopdgdd} and ${companies.contratoLopdAceptado})
  or (${headcount} > 0 and not (
    ${companies.acosoLaboral} and ${companies.contratoAcosoAceptado}
    and ${companies.desconexionDigital} and ${companies.contratoDesconexionAceptado}
  ))
)`;

const profileOfCompany = eq(complianceProfiles.companyId, companies.id);

/**
 * The agency's companies in the chosen order (newest first by default), filtered by name (razón social or commercial name) and NIF/CIF, paged
 * in SQL (trigram indexes serve the contains-filters). `withoutUser` keeps the confirmed ones with no login yet.
 */
export async function listAgencyCompanies({
  ctx,
  input: { withoutUser = false, ...input },
}: {
  ctx: ActionContext;
  input: AgencyCompaniesParsedQuery & { withoutUser?: boolean };
}): Promise<Paged<AgencyCompanyListItem>> {
  const agencyId = agencyIdOf(ctx);
  const { db } = ctx.services;
  const filters: SQL[] = [eq(companies.agencyId, agencyId), ...companySearchFilters(input)];
  // Only a company that holds its NIF/CIF can have a login (a claim gets it when it signs).
  if (withoutUser) {
    filters.push(
      sql`${companies.agencyConfirmedAt} is not null and not exists (select 1 from company_users cu where cu.company_id = ${companies.id})`,
    );
  }
  if (input.sinCubrir) filters.push(protocolLeftUncovered);
  const where = and(...filters);

  // The unfiltered list's total is the agency's maintained counter: no count over all its companies.
  const unfiltered = !input.nombreEmpresa && !input.nifCif && !withoutUser && !input.sinCubrir;
  // The filter on uncovered protocols reads the profile: joined (one hash join), never a subquery per company.
  const matching = <Q extends PgSelect>(query: Q) =>
    input.sinCubrir ? query.leftJoin(complianceProfiles, profileOfCompany).where(where) : query.where(where);
  const totalQuery = unfiltered
    ? db.select({ value: agencies.companyCount }).from(agencies).where(eq(agencies.id, agencyId))
    : matching(db.select({ value: count() }).from(companies).$dynamic());
  const order = listOrder(sortColumns, companies.id, input);
  // The page is chosen on the companies alone, then only its rows are joined: a deep page does not join the
  // profiles and sign-ups of every company it skips.
  const pageIds = matching(db.select({ id: companies.id }).from(companies).$dynamic())
    .orderBy(...order)
    .limit(input.size)
    .offset(input.page * input.size)
    .as('page_ids');

  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: companies.id,
        createdAt: companies.createdAt,
        razonSocial: companies.razonSocial,
        nombreComercial: companies.nombreComercial,
        lopdgdd: companies.lopdgdd,
        acosoLaboral: companies.acosoLaboral,
        desconexionDigital: companies.desconexionDigital,
        contratoLopdAceptado: companies.contratoLopdAceptado,
        contratoAcosoAceptado: companies.contratoAcosoAceptado,
        contratoDesconexionAceptado: companies.contratoDesconexionAceptado,
        verificado: companies.verificado,
        numTrabajadores: companies.numTrabajadores,
        cnae: companies.cnae,
        tipo: companies.tipo,
        profile: complianceProfiles.profile,
        ...onboardingProgressColumns,
      })
      .from(pageIds)
      .innerJoin(companies, eq(companies.id, pageIds.id))
      .leftJoin(complianceProfiles, profileOfCompany)
      .leftJoin(onboardingInvitations, eq(onboardingInvitations.companyId, companies.id))
      .leftJoin(outboxMessages, progressSmsJoin)
      .orderBy(...order),
    totalQuery,
  ]);
  const now = ctx.services.now();
  const content = rows.map((row) => {
    const saved = row.profile as ComplianceProfile | null;
    const obligations = complianceObligations(
      obligationsInputOf({ cnae: row.cnae, tipo: row.tipo, numTrabajadores: row.numTrabajadores }, saved),
    );
    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      razonSocial: row.razonSocial,
      nombreComercial: row.nombreComercial,
      nifCif: row.nifCif,
      lopdgdd: row.lopdgdd,
      acosoLaboral: row.acosoLaboral,
      desconexionDigital: row.desconexionDigital,
      verificado: row.verificado,
      numTrabajadores: row.numTrabajadores,
      perfilGuardado: saved !== null,
      obligacionesExpuestas: exposedObligations(obligations, signedProtocolsOf(row)).map(
        (obligation) => obligation.titulo,
      ),
      alta: onboardingProgressOf(row, now),
    };
  });
  return pageOf(content, total?.value ?? 0, input);
}
