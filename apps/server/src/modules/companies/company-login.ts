import { ROLES } from '@cumplia/domain';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { companyUsers } from '../../db/schema/index.js';
import { sendAccountVerification } from '../auth/send-account-verification.js';
import { createUser } from '../users/create-user.js';

/**
 * A company's login for its administrator (username = the administrator's NIF, no password, ROLE_COMPANY),
 * linked to the company, with the e-mail that verifies it and sets the password. In the caller's transaction.
 */
export async function createCompanyLogin(
  tx: Transaction,
  companyId: number,
  person: { username: string; name: string; email: string },
  config: Config,
  now: Date,
) {
  const userId = await createUser(tx, { ...person, password: null, roles: [ROLES.company] });
  await tx.insert(companyUsers).values({ companyId, userId });
  await sendAccountVerification(tx, { id: userId, ...person }, config, now);
  return userId;
}
