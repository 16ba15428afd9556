import { ROLES } from '@cumplia/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { agencyUsers, companyLoginInvitations, companyUsers, roles, userRoles, users } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { sendAccountVerification } from '../auth/index.js';
import { enqueueEmail } from '../outbox/index.js';
import { createUser } from '../users/index.js';

/**
 * What giving a company its administrator's login did: a new login; the person's existing login asked to accept
 * the company (login-invitations.ts); or nothing, because that login belongs to the provider's staff or to an
 * agency, which can never be a client's administrator.
 */
export type AdministratorLogin =
  | { userId: number; outcome: 'created' | 'invited' }
  | { userId: null; outcome: 'not-offered' };

/**
 * A company's login for its administrator (username = the administrator's NIF, ROLE_COMPANY), in the caller's
 * transaction. A NIF without login gets a new one without password, with the e-mail that verifies it and sets the
 * password. A NIF that has a login is never joined without its holder's consent: typing someone's NIF proves nothing
 * about them, so they are asked at their own address (never the one typed here) and the company joins only when they
 * accept. Staff and agency logins are never asked: the company stays without login until staff give it one.
 */
export async function giveAdministratorLogin(
  tx: Transaction,
  company: { id: number; razonSocial: string; nifCif: string },
  person: { username: string; name: string; email: string },
  config: Config,
  now: Date,
): Promise<AdministratorLogin> {
  const [existing] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.username, person.username));
  if (!existing) {
    const userId = await createUser(tx, { ...person, password: null, roles: [ROLES.company] });
    await tx.insert(companyUsers).values({ companyId: company.id, userId });
    await sendAccountVerification(tx, { id: userId, ...person }, config, now);
    return { userId, outcome: 'created' };
  }
  if (await isProviderOrAgencyLogin(tx, existing.id)) return { userId: null, outcome: 'not-offered' };
  const [invitation] = await tx
    .insert(companyLoginInvitations)
    .values({ companyId: company.id, userId: existing.id, invitedAt: now })
    .onConflictDoNothing()
    .returning({ id: companyLoginInvitations.id });
  if (invitation && existing.email) {
    await enqueueEmail(tx, config, {
      now,
      idempotencyKey: `company-login-invitation:${invitation.id}`,
      to: existing.email,
      email: templateEmail(
        'invitacion-empresa',
        {
          nombre: existing.name,
          usuario: person.username,
          empresa: company.razonSocial,
          nifCif: company.nifCif,
          enlace: `${config.publicUrl}/acceso?empresa=true`,
        },
        config.provider,
      ),
    });
  }
  return { userId: existing.id, outcome: 'invited' };
}

/** A login with any role other than a client's, or that belongs to an agency. */
async function isProviderOrAgencyLogin(tx: Transaction, userId: number) {
  const [otherRole] = await tx
    .select({ one: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), ne(roles.name, ROLES.company)))
    .limit(1);
  if (otherRole) return true;
  const [agencyMember] = await tx
    .select({ one: agencyUsers.userId })
    .from(agencyUsers)
    .where(eq(agencyUsers.userId, userId))
    .limit(1);
  return agencyMember !== undefined;
}

/** The company joins a login: the person accepted it (login-invitations.ts). */
export async function linkCompanyLogin(tx: Transaction, companyId: number, userId: number) {
  await tx.insert(companyUsers).values({ companyId, userId }).onConflictDoNothing();
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLES.company));
  if (!role) throw new Error('ROLE_COMPANY missing');
  await tx.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
}
