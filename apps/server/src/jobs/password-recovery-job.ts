import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { processPasswordRecoveries } from '../modules/auth/request-password-recovery.js';
import type { Services } from '../services.js';
import { createPollingWorker, type PollingWorker } from './polling-worker.js';

/** Turns queued password recovery requests into reset e-mails, off the request path. */
export function createPasswordRecoveryJob(input: {
  db: Database;
  services: Pick<Services, 'config' | 'now'>;
  log: FastifyBaseLogger;
  /** Called after a batch queued e-mails (wakes the outbox sender). */
  onEmailed?: () => void;
}): PollingWorker {
  return createPollingWorker(
    'password-recovery',
    async () => {
      const outcome = await input.db.transaction((tx) =>
        processPasswordRecoveries(tx, input.services.config, input.services.now()),
      );
      if (outcome.emailed > 0) input.onEmailed?.();
      return outcome.claimed;
    },
    input.log,
  );
}
