import type { RoleName } from '@cumplia/domain';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { roles, userRoles, users } from '../../db/schema/index.js';
import { hashPassword } from '../auth/index.js';

export type NewUser = {
  username: string;
  name: string;
  surname?: string;
  email: string;
  password: string | null;
  roles: RoleName[];
};

/** Creates a login with its roles; the password is hashed with argon2id (null: not verified yet). */
export async function createUser(db: Queryable, user: NewUser): Promise<number> {
  const [created] = await db
    .insert(users)
    .values({
      username: user.username,
      name: user.name,
      surname: user.surname ?? null,
      email: user.email,
      passwordHash: user.password === null ? null : await hashPassword(user.password),
    })
    .returning({ id: users.id });
  if (!created) throw new Error(`could not create user ${user.username}`);
  const roleRows = await db.select({ id: roles.id }).from(roles).where(inArray(roles.name, user.roles));
  if (roleRows.length !== user.roles.length) throw new Error(`unknown role in ${user.roles.join(', ')}`);
  await db.insert(userRoles).values(roleRows.map((role) => ({ userId: created.id, roleId: role.id })));
  return created.id;
}
