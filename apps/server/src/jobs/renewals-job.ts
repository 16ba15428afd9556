import { todayInMadrid } from '@cumplia/domain';
import type { FastifyBaseLogger } from 'fastify';
import { processDueRenewals, sendRenewalNotices } from '../modules/renewals/index.js';
import { jobContext } from '../platform/job-context.js';
import type { Services } from '../platform/services.js';
import { createPollingWorker, type PollingWorker } from './polling-worker.js';

/** How often the server looks for renewals that ended: hourly, so a restart or a missed day catches up. */
export const RENEWALS_JOB_INTERVAL_MS = 60 * 60_000;

/** The daily renewals job (notices as the window opens, then the renewals that ended) as a background worker of the server (idempotent, so running it hourly is safe). */
export function createRenewalsJob(input: {
  services: Services;
  log: FastifyBaseLogger;
  onProcessed?: () => void;
}): PollingWorker {
  const ctx = jobContext(input.services, input.log, 'renewals');
  return createPollingWorker(
    'renewals',
    async () => {
      const today = todayInMadrid(input.services.now());
      const noticed = await sendRenewalNotices({ ctx, input: { today } });
      if (noticed > 0) input.log.info({ noticed }, 'renewal notices sent');
      const outcome = await processDueRenewals({ ctx, input: { today } });
      const handled = outcome.renewed + outcome.disabled;
      if (handled > 0) {
        input.log.info(outcome, 'renewals processed');
        input.onProcessed?.();
      }
      return 0;
    },
    input.log,
  );
}
