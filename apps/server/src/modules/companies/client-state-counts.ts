import { CLIENT_STATE_KEYS, type ClientState, type ClientStateCounts, todayInMadrid } from '@cumplia/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of.js';
import { companies } from '../../db/schema/index.js';
import type { ActionContext } from '../../platform/actor.js';
import { agencyIdOf } from '../company-access/index.js';
import { clientStateConditions, clientStateJoins } from './client-states.js';

/**
 * How many of the agency's clients are in each state of the client board, in one pass over its companies with the
 * very conditions the board filters by: a count and the rows it links to always agree.
 */
export async function countClientStates({
  ctx,
  input: { states = CLIENT_STATE_KEYS } = {},
}: {
  ctx: ActionContext;
  /** The states to count (all by default); the others read 0. */
  input?: { states?: readonly ClientState[] };
}): Promise<ClientStateCounts> {
  const agencyId = agencyIdOf(ctx);
  const now = ctx.services.now();
  const today = todayInMadrid(now);
  const conditions = clientStateConditions(today, now.toISOString());
  const [row] = await rowsOf<Record<ClientState | 'total', number>>(
    ctx.services.db,
    sql`select count(*)::int as total, ${sql.join(
      CLIENT_STATE_KEYS.map((state) =>
        states.includes(state)
          ? sql`count(*) filter (where ${conditions[state]})::int as ${sql.identifier(state)}`
          : sql`0 as ${sql.identifier(state)}`,
      ),
      sql`, `,
    )}
    from "companies" ${clientStateJoins(states)}
    where ${companies.agencyId} = ${agencyId}`,
  );
  const { total = 0, ...estados } = row ?? {};
  return { total, estados: estados as Record<ClientState, number> };
}
