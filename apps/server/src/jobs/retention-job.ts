import type { FastifyBaseLogger } from 'fastify';
import { forgetOldLoginFailures } from '../modules/auth/index.js';
import { purgeExpiredData } from '../modules/privacy/index.js';
import { jobContext } from '../platform/job-context.js';
import type { Services } from '../platform/services.js';
import { createPollingWorker, type PollingWorker } from './polling-worker.js';

/** Expired personal data is looked for every six hours: a restart or a missed run catches up. */
export const RETENTION_JOB_INTERVAL_MS = 6 * 60 * 60_000;

export function createRetentionJob(input: { services: Services; log: FastifyBaseLogger }): PollingWorker {
  const ctx = jobContext(input.services, input.log, 'retention');
  return createPollingWorker(
    'retention',
    async () => {
      const purged = await purgeExpiredData({ ctx });
      await forgetOldLoginFailures({ ctx });
      if (purged.contactMessages + purged.outboxMessages + purged.sealedMessagesWiped > 0)
        input.log.info(purged, 'expired personal data deleted');
      return 0;
    },
    input.log,
  );
}
