import { CLIENT_STATE_KEYS, type ClientState, type ClientStateCounts, todayInMadrid } from '@cumplia/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import { companies, complianceProfiles } from '../../db/schema/index.js';
import { agencyIdOf } from './agency-scope.js';
import { clientStateConditions, profileOfCompany } from './client-states.js';

/**
 * How many of the agency's clients are in each state of the client board, in one pass over its companies with the
 * very conditions the board filters by: a count and the rows it links to always agree.
 */
export async function countClientStates({ ctx }: { ctx: ActionContext }): Promise<ClientStateCounts> {
  const agencyId = agencyIdOf(ctx);
  const now = ctx.services.now();
  const conditions = clientStateConditions(todayInMadrid(now), now);
  const counted = Object.fromEntries(
    CLIENT_STATE_KEYS.map((state) => [
      state,
      sql<number>`count(*) filter (where ${conditions[state]})`.mapWith(Number),
    ]),
  ) as Record<ClientState, ReturnType<typeof sql<number>>>;
  const [row] = await ctx.services.db
    .select({ total: count(), ...counted })
    .from(companies)
    .leftJoin(complianceProfiles, profileOfCompany)
    .where(eq(companies.agencyId, agencyId));
  const { total = 0, ...estados } = row ?? {};
  return { total, estados: estados as Record<ClientState, number> };
}
