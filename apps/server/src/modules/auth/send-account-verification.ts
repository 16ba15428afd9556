import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { secret, secretLink } from '../../lib/secret-text.js';
import { enqueueEmail } from '../outbox/index.js';
import { verificationLink } from './account-links.js';
import { issueCode } from './verification-codes.js';

/**
 * Issues a 48-hour verification code and e-mails the /verificacion link, in the caller's transaction. Used
 * wherever a login is created without a password (registration, agencies, staff, CSV) or re-sent.
 */
export async function sendAccountVerification(
  db: Queryable,
  user: { id: number; username: string; name: string; email: string },
  config: Config,
  now: Date,
) {
  const { id, code, expiresAt } = await issueCode(db, user.id, 'VERIFY_ACCOUNT', now);
  const link = verificationLink(config.publicUrl, { username: user.username, email: user.email, code });
  await enqueueEmail(db, config, {
    now,
    idempotencyKey: `account-verification:${id}`,
    to: user.email,
    email: templateEmail(
      'cuenta-verificacion',
      {
        nombre: user.name,
        usuario: user.username,
        codigo: secret(code, expiresAt),
        enlace: secretLink(link, expiresAt),
      },
      config.provider,
    ),
  });
}
