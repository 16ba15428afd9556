import type { AgencyCompanySort, InvoiceMoneyState, SortDirection } from '@cumplia/domain';
import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { companies, complianceProfiles, onboardingInvitations, outboxMessages } from '../../db/schema/index.js';
import { listOrder, type SortColumns } from '../../lib/list-order.js';
import { onboardingProgressColumns, progressSmsJoin } from '../onboarding/onboarding-progress.js';
import { currentRenewal, currentRenewalJoin, invoiceMoneyLateral, profileOfCompany } from './client-states.js';

/** Each sort key of the agency's company lists and its column (indexes `companies_agency_*` serve the first three). */
export const boardSortColumns: SortColumns<AgencyCompanySort> = {
  fecha: companies.createdAt,
  empresa: companies.nombreComercial,
  nifCif: companies.nifCif,
  localidad: companies.localidad,
  renovacion: currentRenewal.fechaFin,
};

type Value<T> = T | Placeholder;

/**
 * One page of the client board with every column its rows show, in one query: the page is chosen on `from` and
 * `where` alone (a deep page does not join the profiles and sign-ups of every company it skips), with its `total`
 * beside each id; then only its rows are joined to their profile, sign-up, renewal and invoice money.
 */
export function boardPageQuery(
  db: Queryable,
  page: {
    from: SQL;
    where: SQL | undefined;
    sort: { sort: AgencyCompanySort; dir: SortDirection };
    total: SQL;
    today: Value<string>;
    limit: Value<number>;
    offset: Value<number>;
  },
) {
  const order = listOrder(boardSortColumns, companies.id, page.sort);
  const pageIds = sql`(select "companies"."id", ${page.total}::int as total from ${page.from} where ${page.where}
    order by ${sql.join(order, sql`, `)} limit ${page.limit} offset ${page.offset}) as "page_ids"`;
  return db
    .select({
      id: companies.id,
      createdAt: companies.createdAt,
      razonSocial: companies.razonSocial,
      nombreComercial: companies.nombreComercial,
      localidad: companies.localidad,
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
      gaps: complianceProfiles.gaps,
      contractToSign: sql<boolean>`exists (select 1 from "contracts" ct where ct."company_id" = ${companies.id}
        and ct."status" = 'PENDIENTE_FIRMA')`,
      renewal: {
        fechaFin: currentRenewal.fechaFin,
        fechaRenovacion: currentRenewal.fechaRenovacion,
        renueva: currentRenewal.renueva,
        deshabilitarRenovacion: currentRenewal.deshabilitarRenovacion,
      },
      ...onboardingProgressColumns,
      invoice: {
        numero: sql<string | null>`invoice_money.latest_numero`,
        fecha: sql<string | null>`invoice_money.latest_fecha`,
        amount: sql<number | null>`invoice_money.latest_amount`,
        state: sql<InvoiceMoneyState | 'PAGADA_OTRO' | null>`invoice_money.latest`,
        returned: sql<string>`invoice_money.returned`,
      },
      total: sql<number>`"page_ids"."total"`,
    })
    .from(companies)
    .innerJoin(pageIds, sql`"page_ids"."id" = ${companies.id}`)
    .leftJoin(complianceProfiles, profileOfCompany)
    .leftJoin(onboardingInvitations, eq(onboardingInvitations.companyId, companies.id))
    .leftJoin(outboxMessages, progressSmsJoin)
    .leftJoin(currentRenewal, currentRenewalJoin)
    .leftJoin(sql`${invoiceMoneyLateral(page.today)}`, sql`true`)
    .orderBy(...order);
}

export type BoardRow = Awaited<ReturnType<typeof boardPageQuery>>[number];

/**
 * The board with no search and no state chosen, the one every visit opens: built once per database and sort, and
 * prepared, so neither the ORM nor PostgreSQL's planner redo its work on every page. Its total is the agency's
 * maintained counter.
 */
const unfilteredStatements = new WeakMap<Queryable, Map<string, ReturnType<typeof prepareUnfiltered>>>();

function prepareUnfiltered(db: Queryable, sort: { sort: AgencyCompanySort; dir: SortDirection }) {
  const agencyId = sql.placeholder('agencyId');
  const renewalJoin =
    sort.sort === 'renovacion' ? sql` left join "renewals" "current_renewal" on ${currentRenewalJoin}` : sql``;
  return boardPageQuery(db, {
    from: sql`"companies"${renewalJoin}`,
    where: eq(companies.agencyId, agencyId),
    sort,
    total: sql`(select "company_count" from "agencies" where "id" = ${agencyId})`,
    today: sql.placeholder('today'),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  }).prepare(`agency_board_${sort.sort}_${sort.dir}`);
}

export function unfilteredBoardPage(
  db: Queryable,
  sort: { sort: AgencyCompanySort; dir: SortDirection },
  values: { agencyId: number; today: string; limit: number; offset: number },
): Promise<BoardRow[]> {
  let statements = unfilteredStatements.get(db);
  if (!statements) {
    statements = new Map();
    unfilteredStatements.set(db, statements);
  }
  const key = `${sort.sort}:${sort.dir}`;
  let statement = statements.get(key);
  if (!statement) {
    statement = prepareUnfiltered(db, sort);
    statements.set(key, statement);
  }
  return statement.execute(values);
}
