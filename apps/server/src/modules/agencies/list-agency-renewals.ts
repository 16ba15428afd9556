import { type AgencyRenewal, type Paged, renewalDetailStatus } from '@cumplia/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import { agencies, companies, renewals } from '../../db/schema/index.js';
import { pageOf } from '../../lib/paging.js';
import { companySearchFilters } from '../companies/company-search.js';
import { agencyIdOf } from './agency-scope.js';

type Query = { page: number; size: number; nombreEmpresa?: string | undefined; nifCif?: string | undefined };

/** The renewals of the agency's companies, latest end date first, filtered and paged in SQL. */
export async function listAgencyRenewals({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: Query;
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
      .orderBy(desc(renewals.fechaFin), desc(renewals.id))
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
