import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { forgetOldLoginFailures } from '../modules/auth/login-throttle.js';
import { purgeExpiredData } from '../modules/privacy/purge-expired-data.js';
import type { Services } from '../services.js';
import { createPollingWorker, type PollingWorker } from './polling-worker.js';

/** Expired personal data is looked for every six hours: a restart or a missed run catches up. */
export const RETENTION_JOB_INTERVAL_MS = 6 * 60 * 60_000;

export function createRetentionJob(input: {
  db: Database;
  services: Pick<Services, 'config' | 'now'>;
  log: FastifyBaseLogger;
}): PollingWorker {
  return createPollingWorker(
    'retention',
    async () => {
      const purged = await purgeExpiredData(input.db, input.services.config.retention, input.services.now());
      await forgetOldLoginFailures(input.db, input.services.now());
      if (purged.contactMessages + purged.outboxMessages + purged.sealedMessagesWiped > 0)
        input.log.info(purged, 'expired personal data deleted');
      return 0;
    },
    input.log,
  );
}
