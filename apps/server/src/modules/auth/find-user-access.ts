import type { RoleName } from '@cumplia/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { users } from '../../db/schema/index.js';

/** What authentication and authorization need to know about a user, read in one query. */
export type UserAccess = {
  id: number;
  username: string;
  name: string;
  passwordHash: string | null;
  enabled: boolean;
  roles: RoleName[];
  agencyId: number | null;
  /** The companies the user administers, in id order (a person may run several). */
  companyIds: number[];
};

function userAccessQuery(db: Queryable) {
  return db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      passwordHash: users.passwordHash,
      enabled: users.enabled,
      roles: sql<
        RoleName[]
      >`coalesce((select array_agg(r.name::text order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id"), '{}'::text[])`,
      agencyId: sql<number | null>`(select min(au.agency_id) from agency_users au where au.user_id = "users"."id")`,
      companyIds: sql<
        number[]
      >`coalesce((select array_agg(cu.company_id order by cu.company_id) from company_users cu where cu.user_id = "users"."id"), '{}'::int[])`,
    })
    .from(users);
}

/** Every authenticated request reads its user, so the statement is prepared (db/prepared-statement.ts). */
const byId = preparedStatement((db) =>
  userAccessQuery(db)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_access_by_id'),
);

export async function findUserAccessById(db: Queryable, id: number): Promise<UserAccess | null> {
  const [row] = await byId(db).execute({ id });
  return row ?? null;
}

/**
 * The user of an access token, read only while the token's session lives: not revoked (logout, password
 * change or reset, account disabled, refresh-token reuse) and within its absolute lifetime. One prepared
 * statement, run on every authenticated request, so ending a session ends its access tokens at once.
 */
const bySession = preparedStatement((db) =>
  userAccessQuery(db)
    .where(
      and(
        eq(users.id, sql.placeholder('id')),
        sql`exists (select 1 from refresh_tokens rt where rt.family_id = ${sql.placeholder('sessionId')}::uuid and rt.user_id = "users"."id" and rt.revoked_at is null and rt.family_expires_at > ${sql.placeholder('now')}::timestamptz)`,
      ),
    )
    .prepare('user_access_by_session'),
);

export async function findUserAccessBySession(
  db: Queryable,
  session: { userId: number; sessionId: string },
  now: Date,
): Promise<UserAccess | null> {
  const [row] = await bySession(db).execute({
    id: session.userId,
    sessionId: session.sessionId,
    now: now.toISOString(),
  });
  return row ?? null;
}

/** Every login reads its user by NIF: prepared as well. */
const byUsername = preparedStatement((db) =>
  userAccessQuery(db)
    .where(eq(users.username, sql.placeholder('username')))
    .prepare('user_access_by_username'),
);

export async function findUserAccessByUsername(db: Queryable, username: string): Promise<UserAccess | null> {
  const [row] = await byUsername(db).execute({ username });
  return row ?? null;
}
