import { createHash } from 'node:crypto';
import type { AgencyCompanySort, ClientState, InvoiceMoneyState, SortDirection } from '@cumplia/domain';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import { companies, complianceProfiles, onboardingInvitations, outboxMessages } from '../../db/schema/index.js';
import { listOrder, type SortColumns } from '../../lib/list-order.js';
import { clientSearch } from '../company-access/index.js';
import { onboardingProgressColumns, progressSmsJoin } from '../onboarding/index.js';
import {
  clientStateConditions,
  clientStateJoins,
  currentRenewal,
  currentRenewalJoin,
  invoiceMoneyLateral,
  profileOfCompany,
} from './client-states.js';

/** Each sort key of the agency's company lists and its column (indexes `companies_agency_*` serve them). */
export const boardSortColumns: SortColumns<AgencyCompanySort> = {
  fecha: companies.createdAt,
  empresa: companies.nombreComercial,
  nifCif: companies.nifCif,
  localidad: companies.localidad,
  // The end of the current renewal's period, kept on the company row (migration 0058).
  renovacion: companies.periodEnd,
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
  const pageIds = sql`(select "companies"."id", ${page.total}::int as total from ${page.from} where ${page.where ?? sql`true`}
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
      agencyId: companies.agencyId,
      agencyName: sql<
        string | null
      >`(select a."nombre_comercial" from "agencies" a where a."id" = ${companies.agencyId})`,
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

/** How many companies a board query's `from` and `where` match: for a page past the last, which carries no total. */
export async function countBoardMatches(db: Queryable, page: { from: SQL; where: SQL | undefined }): Promise<number> {
  const [matches] = await rowsOf<{ value: number }>(
    db,
    sql`select count(*)::int as value from ${page.from} where ${page.where ?? sql`true`}`,
  );
  return matches?.value ?? 0;
}

/**
 * What decides the text of a board query: one agency's clients or every company (staff), the states chosen,
 * whether it searches, and its sort.
 */
export type BoardShape = {
  scope: 'agency' | 'all';
  states: readonly ClientState[];
  search: boolean;
  sort: { sort: AgencyCompanySort; dir: SortDirection };
};

/** The values a board shape's prepared statement runs with (`agencyId` is read by the agency scope only). */
export type BoardValues = {
  agencyId: number;
  today: string;
  now: string;
  folded: string;
  nif: string;
  limit: number;
  offset: number;
};

function prepareBoard(db: Queryable, shape: BoardShape) {
  const agencyId = sql.placeholder('agencyId');
  const today = sql.placeholder('today');
  const conditions = clientStateConditions(today, sql.placeholder('now'));
  const filters = [
    ...(shape.scope === 'agency' ? [eq(companies.agencyId, agencyId)] : []),
    ...shape.states.map((state) => conditions[state]),
  ];
  if (shape.search) filters.push(clientSearch({ folded: sql.placeholder('folded'), nif: sql.placeholder('nif') }));
  const unfiltered = shape.states.length === 0 && !shape.search;
  const joins = clientStateJoins(shape.states);
  const name = createHash('sha256').update(JSON.stringify(shape)).digest('hex').slice(0, 16);
  const where = and(...filters);
  return boardPageQuery(db, {
    from: sql`"companies" ${joins}`,
    where,
    sort: shape.sort,
    // The unfiltered total is a maintained counter (the agency's, or every company's). A filtered one is counted
    // apart, once (a window before the LIMIT would read every match in the page's order, with its joins, before
    // the first row): the kept states' partial indexes count it, and the page stops at its last row.
    total: !unfiltered
      ? sql`(select count(*) from "companies" ${joins} where ${where})`
      : shape.scope === 'agency'
        ? sql`(select "company_count" from "agencies" where "id" = ${agencyId})`
        : sql`(select "total" from "company_totals" where "id" = 1)`,
    today,
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  }).prepare(`client_board_${name}`);
}

const boardStatements = new WeakMap<Queryable, Map<string, ReturnType<typeof prepareBoard>>>();

/**
 * A page of the board as its screen asks for it (its search, states and sort): each shape is built once per
 * database and prepared, so neither the ORM nor PostgreSQL's planner redo their work on every page; the values
 * (agency, day, search text, page) are the statement's parameters.
 */
export function boardPage(db: Queryable, shape: BoardShape, values: BoardValues): Promise<BoardRow[]> {
  let statements = boardStatements.get(db);
  if (!statements) {
    statements = new Map();
    boardStatements.set(db, statements);
  }
  const key = JSON.stringify(shape);
  let statement = statements.get(key);
  if (!statement) {
    statement = prepareBoard(db, shape);
    statements.set(key, statement);
  }
  return statement.execute(values);
}
