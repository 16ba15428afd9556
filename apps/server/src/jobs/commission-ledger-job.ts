import { todayInMadrid } from '@cumplia/domain';
import type { FastifyBaseLogger } from 'fastify';
import { syncEveryAgencyLedger } from '../modules/commissions/index.js';
import type { Services } from '../platform/services.js';
import { createPollingWorker, type PollingWorker } from './polling-worker.js';

/**
 * How often the job looks whether a new day has begun. Money actions (payments, returns, corrections) book their
 * invoices at once; what only the calendar moves (a debit whose day came) changes once a day, so the job books every
 * agency's ledger once per day (and at each start), soon after midnight in Madrid.
 */
export const COMMISSION_LEDGER_INTERVAL_MS = 15 * 60_000;

export function createCommissionLedgerJob(input: { services: Services; log: FastifyBaseLogger }): PollingWorker {
  let bookedDay: string | null = null;
  return createPollingWorker(
    'commission-ledger',
    async () => {
      const today = todayInMadrid(input.services.now());
      if (today === bookedDay) return 0;
      let failed = false;
      const booked = await syncEveryAgencyLedger(input.services.db, {
        today,
        onFailure: (agencyId, error) => {
          failed = true;
          input.log.error({ err: error, agencyId }, 'could not book the commission ledger of an agency');
        },
      });
      // A day with an agency that failed is tried again at the next look.
      if (!failed) bookedDay = today;
      if (booked > 0) input.log.info({ booked }, 'commission movements booked');
      return 0;
    },
    input.log,
  );
}
