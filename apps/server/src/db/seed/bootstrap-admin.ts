import { isValidPersonalNif, normalizeTaxId, ROLES, STAFF_ROLES } from '@cumplia/domain';
import { eq, inArray } from 'drizzle-orm';
import { createUser } from '../../modules/users/create-user.js';
import type { Database } from '../client.js';
import { roles, userRoles } from '../schema/index.js';

/**
 * First start of a real deployment: when no staff user exists, the superadmin named by CUMPLIA_ADMIN_NIF and
 * CUMPLIA_ADMIN_PASSWORD is created. Returns whether it was.
 */
export async function bootstrapAdmin(db: Database, admin: { nif: string; password: string }): Promise<boolean> {
  const username = normalizeTaxId(admin.nif);
  if (!isValidPersonalNif(username)) throw new Error('CUMPLIA_ADMIN_NIF is not a valid DNI/NIE.');
  return db.transaction(async (tx) => {
    const [staff] = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(roles.name, [...STAFF_ROLES]))
      .limit(1);
    if (staff) return false;
    await createUser(tx, {
      username,
      name: 'Administrador',
      email: '',
      password: admin.password,
      roles: [ROLES.superadmin],
    });
    return true;
  });
}
