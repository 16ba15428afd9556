import type { StaffUserDetail } from '@cumplia/domain';
import { MESSAGES } from '@cumplia/domain';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { agencies, agencyUsers, companies, companyUsers, roles, userRoles, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { userProfileColumns } from './user-profile-columns.js';

export const userNotFound = () => new AppError('NOT_FOUND', 404, MESSAGES.errors.userInfoUnavailable);

/**
 * A user with its roles, companies and collaborators, as 'Datos de Usuario' shows it. The queries run one after
 * another: `db` may be a transaction, whose one connection cannot run queries at the same time.
 */
export async function loadStaffUser(db: Queryable, id: number): Promise<StaffUserDetail> {
  const [user] = await db.select(userProfileColumns).from(users).where(eq(users.id, id));
  if (!user) throw userNotFound();
  const userRoleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, id))
    .orderBy(asc(roles.id));
  const empresas = await db
    .select({ id: companies.id, nifCif: companies.nifCif, razonSocial: companies.razonSocial })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(eq(companyUsers.userId, id))
    .orderBy(asc(companies.razonSocial));
  const gestorias = await db
    .select({ id: agencies.id, nifCif: agencies.nifCif, nombreComercial: agencies.nombreComercial })
    .from(agencyUsers)
    .innerJoin(agencies, eq(agencies.id, agencyUsers.agencyId))
    .where(eq(agencyUsers.userId, id))
    .orderBy(asc(agencies.nombreComercial));
  return { ...user, roles: userRoleRows, empresas, gestorias };
}

/** GET /admin/users/{id}. */
export async function getStaffUser({ ctx, input: { id } }: { ctx: ActionContext; input: { id: number } }) {
  requireSuperadmin(ctx);
  return loadStaffUser(ctx.services.db, id);
}

/** GET /admin/roles: the roles a user can hold. */
export async function listRoles({ ctx }: { ctx: ActionContext }) {
  requireSuperadmin(ctx);
  return ctx.services.db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.id));
}

/**
 * A user as the audit log records it, before and after a change alike: roles by code, companies and
 * collaborators by name and NIF/CIF, so an entry compares like with like and reads without looking ids up.
 */
export const userForAudit = (user: StaffUserDetail) => ({
  username: user.username,
  name: user.name,
  surname: user.surname,
  email: user.email,
  enabled: user.enabled,
  roles: user.roles.map((role) => role.name),
  empresas: user.empresas.map((company) => `${company.razonSocial} (${company.nifCif})`),
  gestorias: user.gestorias.map((agency) => `${agency.nombreComercial} (${agency.nifCif})`),
});
