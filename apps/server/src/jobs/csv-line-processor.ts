import type { FastifyBaseLogger } from 'fastify';
import { processPendingUploadLines } from '../modules/uploads/index.js';
import { jobContext } from '../platform/job-context.js';
import type { Services } from '../platform/services.js';
import { createPollingWorker, type PollingWorker } from './polling-worker.js';

/** The CSV mass sign-up worker: pending lines are processed in batches, in the background. */
export function createCsvLineProcessor(options: {
  services: Services;
  log: FastifyBaseLogger;
  /** Called after a batch that queued SMS, so the outbox sends them now. */
  onProcessed?: () => void;
}): PollingWorker {
  const ctx = jobContext(options.services, options.log, 'csv-lines');
  return createPollingWorker(
    'csv-lines',
    async () => {
      const processed = await processPendingUploadLines({ ctx });
      if (processed > 0) options.onProcessed?.();
      return processed;
    },
    options.log,
  );
}
