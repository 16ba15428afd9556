import {
  type AgencyRenewal,
  type AgencyRenewalSort,
  type AgencyRenewalsQuery,
  customerPriceTaxNote,
  type Paged,
  protocolsOf,
  renewalDetailStatus,
  type TaxIssuer,
  todayInMadrid,
} from '@cumplia/domain';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { agencies, companies, renewals } from '../../db/schema/index.js';
import { listOrder, type SortColumns } from '../../lib/list-order.js';
import { pageOf } from '../../lib/paging.js';
import type { ActionContext } from '../../platform/actor.js';
import { agencyIdOf, companySearchFilters } from '../company-access/index.js';
import { productsByRenewal } from './renewal-view.js';

/** Each sort key of the renewal list and its column (the agency's few hundred renewals are sorted after the join). */
const sortColumns: SortColumns<AgencyRenewalSort> = {
  fechaInicio: renewals.fechaInicio,
  fechaFin: renewals.fechaFin,
  empresa: companies.nombreComercial,
};

type AgencyRenewalRow = {
  renewal: typeof renewals.$inferSelect;
  company: typeof companies.$inferSelect;
  agencyName: string;
};

/** The agency's renewals joined with their company; the caller adds where, order and paging. */
export const selectAgencyRenewalRows = (db: Queryable) =>
  db
    .select({ renewal: renewals, company: companies, agencyName: agencies.nombreComercial })
    .from(renewals)
    .innerJoin(companies, eq(companies.id, renewals.companyId))
    .innerJoin(agencies, eq(agencies.id, companies.agencyId));

/** Whether the agency can still pass on its client's opposition: a running period, renewal not yet disabled. */
export const canOptOut = (renewal: AgencyRenewalRow['renewal'], today: string) =>
  !renewal.procesada && !renewal.deshabilitarRenovacion && renewal.fechaFin > today;

/** The rows as the agency sees them, with each renewing tool's price read in one query. */
export async function agencyRenewalsOf(db: Queryable, rows: AgencyRenewalRow[], today: string, issuer: TaxIssuer) {
  const byRenewal = await productsByRenewal(
    db,
    rows.map((row) => row.renewal.id),
  );
  return rows.map(({ renewal, company, agencyName }): AgencyRenewal => {
    const prices = byRenewal.get(renewal.id) ?? [];
    return {
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
      servicios: protocolsOf(renewal).map((protocolo) => ({
        protocolo,
        precio: (prices.find((product) => product.protocol === protocolo)?.precioDescuentoCents ?? 0) / 100,
      })),
      impuestos: customerPriceTaxNote(company.codigoPostal, issuer),
      puedeNoRenovar: canOptOut(renewal, today),
    };
  });
}

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
    selectAgencyRenewalRows(db)
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
  const content = await agencyRenewalsOf(db, rows, todayInMadrid(ctx.services.now()), ctx.services.config.provider.tax);
  return pageOf(content, total?.value ?? 0, input);
}
