import type { RoleName } from '@cumplia/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
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
  companyId: number | null;
};

async function findUserAccess(db: Queryable, where: SQL): Promise<UserAccess | null> {
  const [row] = await db
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
      companyId: sql<number | null>`(select min(cu.company_id) from company_users cu where cu.user_id = "users"."id")`,
    })
    .from(users)
    .where(where);
  return row ?? null;
}

export const findUserAccessById = (db: Queryable, id: number) => findUserAccess(db, eq(users.id, id));
export const findUserAccessByUsername = (db: Queryable, username: string) =>
  findUserAccess(db, eq(users.username, username));
