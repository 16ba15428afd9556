import { isValidPersonalNif, normalizeTaxId, ROLES, STAFF_ROLES } from '@cumplia/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database, Queryable } from '../db/client.js';
import { roles, userRoles } from '../db/schema/index.js';
import { createUser } from '../modules/users/index.js';
import { ConfigurationRefusal } from '../production-requirements.js';

/** Held while a starting process checks for staff and creates the first superadmin. */
const BOOTSTRAP_ADMIN_LOCK = 7_316_005;

/**
 * First start of a real deployment: when no staff user exists, the superadmin named by CUMPLIA_ADMIN_NIF and
 * CUMPLIA_ADMIN_PASSWORD is created. Returns whether it was. Replicas starting together take turns, so the
 * second finds the superadmin the first created instead of failing on its NIF.
 */
export async function bootstrapAdmin(db: Database, admin: { nif: string; password: string }): Promise<boolean> {
  const username = normalizeTaxId(admin.nif);
  if (!isValidPersonalNif(username)) throw new Error('CUMPLIA_ADMIN_NIF is not a valid DNI/NIE.');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_ADMIN_LOCK})`);
    if (await staffExists(tx)) return false;
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

async function staffExists(db: Queryable) {
  const [staff] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(roles.name, [...STAFF_ROLES]))
    .limit(1);
  return staff !== undefined;
}

/**
 * A production database with no staff user and no CUMPLIA_ADMIN_* to create one would start with nobody able
 * to run it (and, before, with the demo accounts): the first start must name its superadmin.
 */
export async function requireStaffInProduction(db: Database, config: Pick<Config, 'env' | 'bootstrapAdmin'>) {
  if (config.env !== 'production' || config.bootstrapAdmin || (await staffExists(db))) return;
  // A refusal to start, said in one message without a stack trace, like the configuration's.
  throw new ConfigurationRefusal(
    'Cumplia cannot start in production with no staff user: set CUMPLIA_ADMIN_NIF and CUMPLIA_ADMIN_PASSWORD for the first start, and the superadmin is created from them.',
  );
}
