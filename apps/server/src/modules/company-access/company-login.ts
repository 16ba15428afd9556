import { ROLES } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { companyUsers, roles, userRoles, users } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { sendAccountVerification } from '../auth/index.js';
import { enqueueEmail } from '../outbox/index.js';
import { createUser } from '../users/index.js';

/** What giving a company its administrator's login did: a new login, or the person's existing one linked. */
export type AdministratorLogin = { userId: number; outcome: 'created' | 'linked' };

/**
 * A company's login for its administrator (username = the administrator's NIF, ROLE_COMPANY), in the caller's
 * transaction. One person, one login: when that NIF already has one (a person running two companies, or an agency
 * or staff member who also runs a company), the company is added to it, with ROLE_COMPANY if it lacked it, and the
 * person is told by e-mail at their own address; the e-mail given here is then not used. Otherwise a new login
 * without password, with the e-mail that verifies it and sets the password.
 */
export async function giveAdministratorLogin(
  tx: Transaction,
  company: { id: number; razonSocial: string },
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
  await tx.insert(companyUsers).values({ companyId: company.id, userId: existing.id }).onConflictDoNothing();
  await grantCompanyRole(tx, existing.id);
  if (existing.email) {
    await enqueueEmail(tx, config, {
      now,
      idempotencyKey: `company-added-to-account:${company.id}:${existing.id}`,
      to: existing.email,
      email: templateEmail(
        'empresa-en-su-cuenta',
        {
          nombre: existing.name,
          usuario: person.username,
          empresa: company.razonSocial,
          enlace: `${config.publicUrl}/acceso?empresa=true`,
        },
        config.provider,
      ),
    });
  }
  return { userId: existing.id, outcome: 'linked' };
}

async function grantCompanyRole(tx: Transaction, userId: number) {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLES.company));
  if (!role) throw new Error('ROLE_COMPANY missing');
  await tx.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
}
