import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { processPendingUploadLines } from '../modules/uploads/process-upload-lines.js';
import { createPollingWorker, type PollingWorker } from './polling-worker.js';

/** The CSV mass sign-up worker: pending lines are processed in batches, in the background. */
export function createCsvLineProcessor(options: {
  db: Database;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Called after a batch that queued SMS, so the outbox sends them now. */
  onProcessed?: () => void;
}): PollingWorker {
  return createPollingWorker(
    'csv-lines',
    async () => {
      const processed = await processPendingUploadLines(options.db, options.config, options.now());
      if (processed > 0) options.onProcessed?.();
      return processed;
    },
    options.log,
  );
}
