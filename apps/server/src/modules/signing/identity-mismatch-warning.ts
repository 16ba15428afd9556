import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { agencies } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { enqueueEmail } from '../outbox/index.js';

/**
 * Tells whoever registered the company (its agency, else the provider's inbox) that the person on the signing
 * link typed a name or NIF other than the representative's on file: either the data on file is wrong, or the
 * link reached someone else. At most one e-mail per link and hour.
 */
export async function warnOfIdentityMismatch(
  tx: Transaction,
  config: Config,
  input: {
    company: { razonSocial: string; nifCif: string; agencyId: number | null };
    requestId: number;
    typed: { nombre: string; nif: string };
    now: Date;
  },
) {
  const { company, typed, now } = input;
  const [agency] = company.agencyId
    ? await tx.select({ email: agencies.email }).from(agencies).where(eq(agencies.id, company.agencyId))
    : [];
  await enqueueEmail(tx, config, {
    now,
    idempotencyKey: `signer-mismatch:${input.requestId}:${Math.floor(now.getTime() / 3_600_000)}`,
    to: agency?.email ?? config.provider.inbox,
    email: templateEmail(
      'firmante-no-coincide',
      { empresa: company.razonSocial, nif: company.nifCif, nombreEscrito: typed.nombre, nifEscrito: typed.nif },
      config.provider,
    ),
  });
}
