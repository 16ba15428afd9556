import type { Paged, VerifactuRecord, VerifactuRecordFilter } from '@cumplia/domain';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { verifactuRecords } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { pageOf } from '../../lib/paging.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { needsCorrection, recordView } from './record-views.js';

const FILTERS: Record<VerifactuRecordFilter, SQL | undefined> = {
  atencion: or(eq(verifactuRecords.status, 'PENDIENTE'), needsCorrection),
  pendientes: eq(verifactuRecords.status, 'PENDIENTE'),
  rechazados: inArray(verifactuRecords.status, ['INCORRECTO', 'ACEPTADO_CON_ERRORES']),
  aceptados: inArray(verifactuRecords.status, ['CORRECTO', 'ACEPTADO_CON_ERRORES']),
  todos: undefined,
};

/** GET /admin/verifactu/registros (and /worker): the invoice records, newest first, by state, paged in SQL. */
export async function listVerifactuRecords({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: { page: number; size: number; estado: VerifactuRecordFilter; numero?: string | undefined };
}): Promise<Paged<VerifactuRecord>> {
  requireStaff(ctx);
  const { db } = ctx.services;
  const where = and(
    FILTERS[input.estado],
    input.numero ? ilike(verifactuRecords.numero, containsPattern(input.numero)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(verifactuRecords)
      .where(where)
      .orderBy(desc(verifactuRecords.id))
      .limit(input.size)
      .offset(input.page * input.size),
    db.select({ value: count() }).from(verifactuRecords).where(where),
  ]);
  return pageOf(rows.map(recordView), total?.value ?? 0, input);
}
