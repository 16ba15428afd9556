import {
  type AgencyCompaniesParsedQuery,
  type AgencyCompanyListItem,
  type Paged,
  todayInMadrid,
} from '@cumplia/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { searchPatterns } from '../../db/name-and-nif-search.js';
import { agencies, companies } from '../../db/schema/index.js';
import { pageOf } from '../../lib/paging.js';
import type { ActionContext } from '../../platform/actor.js';
import { agencyIdOf, clientSearch, companySearchFilters } from '../company-access/index.js';
import { clientBoardItem } from './client-board-item.js';
import { boardPage, boardPageQuery, countBoardMatches } from './client-board-query.js';
import { clientStateConditions, clientStateJoins } from './client-states.js';

/** How many companies a page past the last would have listed: the agency's counter when nothing filters. */
async function countMatches(
  db: Queryable,
  agencyId: number,
  unfiltered: boolean,
  built: () => { from: SQL; where: SQL | undefined },
): Promise<number> {
  if (unfiltered) {
    const [agency] = await db.select({ value: agencies.companyCount }).from(agencies).where(eq(agencies.id, agencyId));
    return agency?.value ?? 0;
  }
  return countBoardMatches(db, built());
}

/**
 * The agency's client board: its companies in the chosen order (newest first by default), searched by name,
 * NIF/CIF and town, narrowed to the chosen states (`clientStateConditions`), paged in SQL. Each row carries its
 * sign-up, signatures, profile, verification, protocols, latest invoice and renewal. `withoutUser` keeps the
 * confirmed ones with no login yet.
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
  const now = ctx.services.now();
  const today = todayInMadrid(now);
  const states = input.estado ?? [];
  const limit = input.size;
  const offset = input.page * input.size;
  const patterns = searchPatterns(input.q ?? '');
  // The board's own filters (search and states) run as prepared statements; the old name and NIF/CIF filters
  // and the list of companies without a login are built for each request.
  const legacy = Boolean(input.nombreEmpresa || input.nifCif || withoutUser);
  /** The page's query built for this request, with its values in it. */
  const built = () => {
    const conditions = clientStateConditions(today, now.toISOString());
    const filters: SQL[] = [
      eq(companies.agencyId, agencyId),
      ...companySearchFilters(input),
      ...states.map((state) => conditions[state]),
    ];
    if (input.q) filters.push(clientSearch(patterns));
    // Only a company that holds its NIF/CIF can have a login (a claim gets it when it signs).
    if (withoutUser) {
      filters.push(
        sql`${companies.agencyConfirmedAt} is not null and not exists (select 1 from company_users cu where cu.company_id = ${companies.id})`,
      );
    }
    const joins = clientStateJoins(states);
    return { from: sql`"companies" ${joins}`, where: and(...filters) };
  };
  const rows = legacy
    ? await boardPageQuery(db, { ...built(), sort: input, total: sql`count(*) over ()`, today, limit, offset })
    : await boardPage(
        db,
        { scope: 'agency', states, search: Boolean(input.q), sort: { sort: input.sort, dir: input.dir } },
        { agencyId, today, now: now.toISOString(), ...patterns, limit, offset },
      );
  // A page past the last has no row to carry the total: only then is it counted on its own.
  const total = rows[0]?.total ?? (await countMatches(db, agencyId, !legacy && !input.q && states.length === 0, built));
  const content = rows.map((row) => clientBoardItem(row, now, today));
  return pageOf(content, total, input);
}
