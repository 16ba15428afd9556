import { formatDateEs, todayInMadrid } from '@cumplia/domain';
import { count, min } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { contracts } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { madridTimestamp } from '../../lib/madrid-time.js';
import { enqueueEmail } from '../outbox/index.js';
import { awaitingSeal } from './seal-signed-documents.js';

/** How long a signed contract may wait for its seal before staff are told. */
const ALERT_AFTER_MS = 30 * 60_000;

/**
 * E-mails the provider's inbox when signed contracts have waited for their seal longer than half an hour (the
 * TSA or the CA's revocation list unreachable, say): their signers have no documents yet. At most once a day
 * while it lasts. Returns whether there was anything to tell.
 */
export async function alertSealBacklog(db: Queryable, config: Config, now: Date): Promise<boolean> {
  const [waiting] = await db
    .select({ count: count(), since: min(contracts.signedAt) })
    .from(contracts)
    .where(awaitingSeal);
  if (!waiting?.since || waiting.since.getTime() > now.getTime() - ALERT_AFTER_MS) return false;
  const since = `${formatDateEs(waiting.since)} a las ${madridTimestamp(waiting.since).slice(11, 16)}`;
  await enqueueEmail(db, config, {
    idempotencyKey: `contracts-awaiting-seal:${todayInMadrid(now)}`,
    to: config.provider.inbox,
    email: templateEmail('contratos-sin-sellar', { cantidad: waiting.count, desde: since }, config.provider),
    now,
  });
  return true;
}
