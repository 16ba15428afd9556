import {
  type Paged,
  type StaffClientBoardItem,
  type StaffClientBoardParsedQuery,
  todayInMadrid,
} from '@cumplia/domain';
import { and, eq, sql } from 'drizzle-orm';
import { searchPatterns } from '../../db/name-and-nif-search.js';
import { companies } from '../../db/schema/index.js';
import type { ExportColumn } from '../../generators/export/table-export.js';
import { allPages, pageOf } from '../../lib/paging.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { clientSearch } from '../company-access/index.js';
import { clientBoardItem } from './client-board-item.js';
import { boardPage, countBoardMatches } from './client-board-query.js';
import { clientStateConditions, clientStateJoins } from './client-states.js';
import { clientBoardExportColumns, EXPORT_BATCH } from './export-agency-companies.js';

/** The agencies' board columns with each client's agency after its names. */
export const staffClientBoardExportColumns: ExportColumn<StaffClientBoardItem>[] = [
  ...clientBoardExportColumns.slice(0, 3),
  { header: 'Gestoría', kind: 'text', width: 28, value: (row) => row.gestoria?.nombre ?? 'Cliente directo' },
  ...clientBoardExportColumns.slice(3),
];

/** GET /admin|worker/clientes/export: every client of the staff's board with its search, states, agency and sort. */
export async function exportStaffClientBoard({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: Omit<StaffClientBoardParsedQuery, 'page' | 'size'>;
}): Promise<AsyncIterable<StaffClientBoardItem[]>> {
  requireStaff(ctx);
  return allPages((page) => listStaffClientBoard({ ctx, input: { ...input, page, size: EXPORT_BATCH } }));
}

/**
 * GET /admin/clientes and /worker/clientes: the agencies' client board for staff, over every company (each row
 * with its agency, or none for a direct client), or one agency's on request, with the same search, states and sort
 * and the same prepared statements.
 */
export async function listStaffClientBoard({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: StaffClientBoardParsedQuery;
}): Promise<Paged<StaffClientBoardItem>> {
  requireStaff(ctx);
  const { db } = ctx.services;
  const now = ctx.services.now();
  const today = todayInMadrid(now);
  const states = input.estado ?? [];
  const patterns = searchPatterns(input.q ?? '');
  const scope = input.gestoriaId === undefined ? 'all' : 'agency';
  const rows = await boardPage(
    db,
    { scope, states, search: Boolean(input.q), sort: { sort: input.sort, dir: input.dir } },
    {
      agencyId: input.gestoriaId ?? 0,
      today,
      now: now.toISOString(),
      ...patterns,
      limit: input.size,
      offset: input.page * input.size,
    },
  );
  // A page past the last has no row to carry the total: only then is it counted on its own.
  const total = rows[0]?.total ?? (await countMatches());
  const content = rows.map((row) => ({
    ...clientBoardItem(row, now, today),
    gestoria: row.agencyId !== null ? { id: row.agencyId, nombre: row.agencyName ?? '' } : null,
  }));
  return pageOf(content, total, input);

  function countMatches() {
    const conditions = clientStateConditions(today, now.toISOString());
    return countBoardMatches(db, {
      from: sql`"companies" ${clientStateJoins(states)}`,
      where: and(
        input.gestoriaId === undefined ? undefined : eq(companies.agencyId, input.gestoriaId),
        input.q ? clientSearch(patterns) : undefined,
        ...states.map((state) => conditions[state]),
      ),
    });
  }
}
