import {
  type AgencyRenewal,
  type AgencyRenewalSort,
  type AgencyRenewalsQuery,
  type Paged,
  renewalDetailStatus,
} from '@cumplia/domain';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import { agencies, companies, renewals } from '../../db/schema/index.js';
import { listOrder, type SortColumns } from '../../lib/list-order.js';
import { pageOf } from '../../lib/paging.js';
import { agencyIdOf } from '../companies/agency-scope.js';
import { companySearchFilters } from '../companies/company-search.js';

/** Each sort key of the renewal list and its column (the agency's few hundred renewals are sorted after the join). */
const sortColumns: SortColumns<AgencyRenewalSort> = {
  fechaInicio: renewals.fechaInicio,
  fechaFin: renewals.fechaFin,
  empresa: companies.nombreComercial,
};

/** The renewals of the agency's companies, filtered, sorted (latest end date first by default) and paged in SQL. */
export async function listAgencyRenewals({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: AgencyRenewalsQuery;
}): Promise<Paged<AgencyRenewal>> {
  const agencyId = agencyIdOf(ctx);
  const { db } = ctx.services;
  const filters: SQL[] = [eq(companies.agencyId, agencyId), ...companySearchFilters(input)];
  const where = and(...filters);

  const [rows, [total]] = await Promise.all([
    db
      .select({ renewal: renewals, company: companies, agencyName: agencies.nombreComercial })
      .from(renewals)
      .innerJoin(companies, eq(companies.id, renewals.companyId))
      .innerJoin(agencies, eq(agencies.id, companies.agencyId))
      .where(where)
      .orderBy(...listOrder(sortColumns, renewals.id, input))
      .limit(input.size)
      .offset(input.page * input.size),
    db
      .select({ value: count() })
      .from(renewals)
      .innerJoin(companies, eq(companies.id, renewals.companyId))
      .where(where),
  ]);
  const content = rows.map(({ renewal, company, agencyName }) => ({
    id: renewal.id,
    fechaInicio: renewal.fechaInicio,
    fechaFin: renewal.fechaFin,
    fechaRenovacion: renewal.fechaRenovacion,
    empresa: {
      id: company.id,
      nombreComercial: company.nombreComercial,
      razonSocial: company.razonSocial,
      nifCif: company.nifCif,
    },
    gestoria: { nombre: agencyName },
    estado: renewalDetailStatus(renewal),
    ultimaActualizacion: renewal.updatedAt.toISOString(),
  }));
  return pageOf(content, total?.value ?? 0, input);
}
