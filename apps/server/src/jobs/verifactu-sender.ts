import type { FastifyBaseLogger } from 'fastify';
import { alertVerifactuBacklog, sendNextVerifactuSubmission } from '../modules/verifactu/index.js';
import { jobContext } from '../platform/job-context.js';
import type { Services } from '../platform/services.js';
import { createPollingWorker, type PollingWorker } from './polling-worker.js';

/**
 * The Verifactu sender: sends the pending invoice records to the AEAT when its flow control allows (see
 * sendNextVerifactuSubmission), and tells staff when records wait or stay rejected too long. Any number of
 * processes may run it: the sender's row lock lets one submission be in flight at a time.
 */
export function createVerifactuSender(input: { services: Services; log: FastifyBaseLogger }): PollingWorker {
  const ctx = jobContext(input.services, input.log, 'verifactu');
  return createPollingWorker(
    'verifactu',
    async () => {
      const { answered } = await sendNextVerifactuSubmission({ ctx });
      await alertVerifactuBacklog({ ctx });
      return answered;
    },
    input.log,
  );
}
