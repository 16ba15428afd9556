import { todayInMadrid } from '@cumplia/domain';
import type { FastifyBaseLogger } from 'fastify';
import { syncEveryAgencyLedger } from '../modules/commissions/index.js';
import type { Services } from '../platform/services.js';
import { createPollingWorker, type PollingWorker } from './polling-worker.js';

/**
 * How often the commission ledger books what the money's standing owes: a debit whose day came, a return, a
 * payment. Screens that pay or show the ledger book first; this keeps the agency's invoice list and home current.
 */
export const COMMISSION_LEDGER_INTERVAL_MS = 15 * 60_000;

export function createCommissionLedgerJob(input: { services: Services; log: FastifyBaseLogger }): PollingWorker {
  return createPollingWorker(
    'commission-ledger',
    async () => {
      const booked = await syncEveryAgencyLedger(input.services.db, {
        today: todayInMadrid(input.services.now()),
        onFailure: (agencyId, error) =>
          input.log.error({ err: error, agencyId }, 'could not book the commission ledger of an agency'),
      });
      if (booked > 0) input.log.info({ booked }, 'commission movements booked');
      return 0;
    },
    input.log,
  );
}
