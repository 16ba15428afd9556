import {
  type CommissionLedger,
  type CommissionMovement,
  type CommissionMovementKind,
  type commissionLedgerQuerySchema,
  todayInMadrid,
} from '@cumplia/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf } from '../../db/rows-of.js';
import { pageOf } from '../../lib/paging.js';
import type { ActionContext } from '../../platform/actor.js';
import { agencyIdOf } from '../company-access/index.js';
import { syncCommissionLedger } from './sync-ledger.js';

type MovementRow = {
  id: number;
  moved_on: string;
  kind: CommissionMovementKind;
  numero: string | null;
  empresa: string | null;
  amount_cents: number;
  statement_id: number | null;
  statement_month: string | null;
  total: string | number;
};

/**
 * GET /gestorias/my/comisiones: the agency's commission ledger, newest first (all of it, what no statement has
 * paid yet, or one statement's lines), with what the unpaid movements add up to. Books what the money's standing
 * owes first, so the agency sees today's collections and returns.
 */
export async function agencyLedger({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: z.output<typeof commissionLedgerQuerySchema>;
}): Promise<CommissionLedger> {
  const agencyId = agencyIdOf(ctx);
  const { db } = ctx.services;
  await syncCommissionLedger(db, { today: todayInMadrid(ctx.services.now()), agencyId });
  const ofStatement =
    input.liquidacion === undefined
      ? sql``
      : input.liquidacion === 'pendiente'
        ? sql`and m."statement_id" is null`
        : sql`and m."statement_id" = ${input.liquidacion}`;
  const [rows, [unpaid]] = await Promise.all([
    rowsOf<MovementRow>(
      db,
      sql`
        select m."id", m."moved_on"::text as moved_on, m."kind", i."numero", i."recipient_razon_social" as empresa,
               m."amount_cents", m."statement_id", cs."month" as statement_month, count(*) over () as total
        from "commission_movements" m
        left join "invoices" i on i."id" = m."invoice_id"
        left join "commission_statements" cs on cs."id" = m."statement_id"
        where m."agency_id" = ${agencyId} ${ofStatement}
        order by m."moved_on" desc, m."id" desc
        limit ${input.size} offset ${input.page * input.size}`,
    ),
    rowsOf<{ cents: string | number }>(
      db,
      sql`select coalesce(sum("amount_cents"), 0) as cents from "commission_movements"
          where "agency_id" = ${agencyId} and "statement_id" is null`,
    ),
  ]);
  return {
    ...pageOf(rows.map(movementOf), Number(rows[0]?.total ?? 0), input),
    pendienteDeLiquidar: Number(unpaid?.cents ?? 0) / 100,
  };
}

function movementOf(row: MovementRow): CommissionMovement {
  return {
    id: row.id,
    fecha: row.moved_on,
    concepto: row.kind,
    facturaId: row.numero,
    empresa: row.empresa,
    importe: row.amount_cents / 100,
    liquidacion: row.statement_id === null ? null : { id: row.statement_id, mes: (row.statement_month ?? '').trim() },
  };
}
