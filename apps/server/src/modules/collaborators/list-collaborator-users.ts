import type { CollaboratorUsersItem, Paged } from '@cumplia/domain';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { agencies, agencyUsers, users } from '../../db/schema/index.js';
import { groupBy } from '../../lib/group-by.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { pageOf } from '../../lib/paging.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { collaboratorSearchFilters } from './collaborator-search.js';

/**
 * GET /admin/gestorias/users ('Gestionar usuarios'): one page of collaborators, filtered by NIF/CIF and by the
 * e-mail of one of their users, each with its users (read for the whole page in one query).
 */
export async function listCollaboratorUsers({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: { page: number; size: number; nifCif?: string | undefined; userEmail?: string | undefined };
}): Promise<Paged<CollaboratorUsersItem>> {
  requireSuperadmin(ctx);
  const { db } = ctx.services;
  const filters: SQL[] = collaboratorSearchFilters({ nifCif: input.nifCif });
  if (input.userEmail) {
    filters.push(
      sql`exists (select 1 from agency_users au join users u on u.id = au.user_id
        where au.agency_id = "agencies"."id" and lower(u.email) like ${containsPattern(input.userEmail.toLowerCase())})`,
    );
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: agencies.id, nifCif: agencies.nifCif, nombreComercial: agencies.nombreComercial })
      .from(agencies)
      .where(where)
      .orderBy(desc(agencies.createdAt), desc(agencies.id))
      .limit(input.size)
      .offset(input.page * input.size),
    db.select({ value: count() }).from(agencies).where(where),
  ]);
  const members =
    rows.length === 0
      ? []
      : await db
          .select({ agencyId: agencyUsers.agencyId, id: users.id, username: users.username, email: users.email })
          .from(agencyUsers)
          .innerJoin(users, eq(users.id, agencyUsers.userId))
          .where(
            inArray(
              agencyUsers.agencyId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(users.email));
  const byAgency = groupBy(members, (member) => member.agencyId);
  return pageOf(
    rows.map((row) => ({
      ...row,
      users: (byAgency.get(row.id) ?? []).map(({ id, username, email }) => ({ id, username, email })),
    })),
    total?.value ?? 0,
    input,
  );
}
