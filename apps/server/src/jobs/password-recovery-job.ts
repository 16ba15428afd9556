import type { FastifyBaseLogger } from 'fastify';
import { processPasswordRecoveries } from '../modules/auth/index.js';
import { jobContext } from '../platform/job-context.js';
import type { Services } from '../platform/services.js';
import { createPollingWorker, type PollingWorker } from './polling-worker.js';

/** Turns queued password recovery requests into reset e-mails, off the request path. */
export function createPasswordRecoveryJob(input: {
  services: Services;
  log: FastifyBaseLogger;
  /** Called after a batch queued e-mails (wakes the outbox sender). */
  onEmailed?: () => void;
}): PollingWorker {
  const ctx = jobContext(input.services, input.log, 'password-recovery');
  return createPollingWorker(
    'password-recovery',
    async () => {
      const outcome = await processPasswordRecoveries({ ctx });
      if (outcome.emailed > 0) input.onEmailed?.();
      return outcome.claimed;
    },
    input.log,
  );
}
