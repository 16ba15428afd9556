import type { CollaboratorListItem, Paged } from '@cumplia/domain';
import { and, count, desc } from 'drizzle-orm';
import { agencies } from '../../db/schema/index.js';
import { pageOf } from '../../lib/paging.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { collaboratorSearchFilters } from './collaborator-search.js';

export const collaboratorListColumns = {
  id: agencies.id,
  nifCif: agencies.nifCif,
  razonSocial: agencies.razonSocial,
  nombreComercial: agencies.nombreComercial,
  comisionBasisPoints: agencies.comisionBasisPoints,
  superColaborador: agencies.superColaborador,
  createdAt: agencies.createdAt,
};

type ListRow = { comisionBasisPoints: number; createdAt: Date };

/** The API view of a collaborator row: commission as a percent, dates as ISO text. */
export function collaboratorListItemOf<T extends ListRow>(row: T) {
  const { comisionBasisPoints, createdAt, ...rest } = row;
  return { ...rest, comision: comisionBasisPoints / 100, createdAt: createdAt.toISOString() };
}

/** GET /admin/gestorias and /worker/gestorias: newest first, filtered by name and NIF/CIF in SQL. */
export async function listCollaborators({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: { page: number; size: number; nombre?: string | undefined; nifCif?: string | undefined };
}): Promise<Paged<CollaboratorListItem>> {
  requireStaff(ctx);
  const { db } = ctx.services;
  const filters = collaboratorSearchFilters(input);
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(collaboratorListColumns)
      .from(agencies)
      .where(where)
      .orderBy(desc(agencies.createdAt), desc(agencies.id))
      .limit(input.size)
      .offset(input.page * input.size),
    db.select({ value: count() }).from(agencies).where(where),
  ]);
  return pageOf(rows.map(collaboratorListItemOf), total?.value ?? 0, input);
}
