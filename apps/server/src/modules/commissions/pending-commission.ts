import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { moneyState, substituteJoin } from '../../db/money-state.js';
import { rowsOf } from '../../db/rows-of.js';
import { commissionOf } from './commission-of.js';

/**
 * The commission the agency will earn on its invoices whose money is not in yet on `today` (a debit on its way,
 * an invoice still owed): shown beside a statement, paid by the statement of the month each is collected in.
 */
export async function pendingCommissionCents(db: Queryable, input: { agencyId: number; today: string }) {
  const [row] = await rowsOf<{ cents: string | number }>(
    db,
    sql`select coalesce(sum(${commissionOf('i')}) filter (where ${moneyState(input.today)} in ('EN_CURSO', 'PENDIENTE')), 0) as cents
        from "invoices" i ${substituteJoin}
        where i."agency_id" = ${input.agencyId}`,
  );
  return Number(row?.cents ?? 0);
}
