import type { FastifyBaseLogger } from 'fastify';
import { messageAttachmentLoader } from './attachment-renderers.js';
import { COMMISSION_LEDGER_INTERVAL_MS, createCommissionLedgerJob } from './jobs/commission-ledger-job.js';
import { createContractSealer } from './jobs/contract-sealer.js';
import { createCsvLineProcessor } from './jobs/csv-line-processor.js';
import { createOnboardingRemindersJob, ONBOARDING_REMINDERS_INTERVAL_MS } from './jobs/onboarding-reminders-job.js';
import { createOutboxSender } from './jobs/outbox-sender.js';
import { createPasswordRecoveryJob } from './jobs/password-recovery-job.js';
import { createRenewalsJob, RENEWALS_JOB_INTERVAL_MS } from './jobs/renewals-job.js';
import { createRetentionJob, RETENTION_JOB_INTERVAL_MS } from './jobs/retention-job.js';
import { createVerifactuSender } from './jobs/verifactu-sender.js';
import { keepIssuerOfEarlierInvoices } from './modules/invoices/index.js';
import { createConfiguredTransport } from './modules/outbox/index.js';
import type { Services } from './platform/services.js';

/**
 * How often the contract sealer looks for signed documents to seal: those of a process that runs no sealer (an API
 * replica with BACKGROUND_JOBS=false), and those whose seal is tried again after a failure.
 */
const SEALER_INTERVAL_MS = 10_000;

export type BackgroundJobs = {
  wakeOutbox(): void;
  wakeCsvProcessor(): void;
  wakePasswordRecovery(): void;
  wakeVerifactu(): void;
  /** Runs the contract sealer now; resolves when its batch ends, whatever it sealed. */
  wakeSealer(): Promise<void>;
  /** Stops polling and waits for the batches under way. */
  stop(): Promise<void>;
};

/**
 * Starts the background jobs: the outbox sender, the CSV line processor, the password recovery job, the
 * renewals job, the retention job, the commission ledger, the onboarding reminders, the Verifactu sender and the contract sealer. Each claims its work with `FOR UPDATE SKIP LOCKED` or is idempotent, so
 * several processes (API replicas that run them, a worker process) may run them at once.
 */
export function startBackgroundJobs(services: Services, log: FastifyBaseLogger) {
  const { config, db } = services;
  const transport = createConfiguredTransport({ config, db, now: services.now, log });
  const outbox = createOutboxSender({
    db,
    config,
    transport,
    loadAttachments: messageAttachmentLoader(services),
    now: services.now,
    log,
  });
  const csvLines = createCsvLineProcessor({ services, log, onProcessed: () => outbox.wake() });
  const recoveries = createPasswordRecoveryJob({ services, log, onEmailed: () => outbox.wake() });
  const renewals = createRenewalsJob({ services, log, onProcessed: () => outbox.wake() });
  const retention = createRetentionJob({ services, log });
  const ledger = createCommissionLedgerJob({ services, log });
  const reminders = createOnboardingRemindersJob({ services, log, onProcessed: () => outbox.wake() });
  const verifactu = createVerifactuSender({ services, log });
  const sealer = createContractSealer({ services, log, onQueued: () => outbox.wake() });

  outbox.start(config.mail.pollMs);
  csvLines.start(config.mail.pollMs);
  void recoveries.wake();
  recoveries.start(config.mail.pollMs);
  void renewals.wake();
  renewals.start(RENEWALS_JOB_INTERVAL_MS);
  void retention.wake();
  retention.start(RETENTION_JOB_INTERVAL_MS);
  void ledger.wake();
  ledger.start(COMMISSION_LEDGER_INTERVAL_MS);
  reminders.start(ONBOARDING_REMINDERS_INTERVAL_MS);
  void verifactu.wake();
  verifactu.start(config.verifactu.pollMs);
  // Once per start, and after the upgrade procedure replaces the worker last, also the invoices the previous
  // release issued meanwhile. A large history takes a while (1,000,000 invoices 91 to 99 s); a failure is tried
  // again at the next start.
  keepIssuerOfEarlierInvoices(db, config.provider, services.now()).then(
    (given) => {
      if (given > 0) log.info({ invoices: given }, 'earlier invoices given their issuer');
    },
    (error: unknown) => log.error({ err: error }, 'could not give earlier invoices their issuer'),
  );
  void sealer.wake();
  sealer.start(SEALER_INTERVAL_MS);

  return {
    wakeOutbox: () => outbox.wake(),
    wakeCsvProcessor: () => csvLines.wake(),
    wakePasswordRecovery: () => recoveries.wake(),
    wakeVerifactu: () => verifactu.wake(),
    wakeSealer: () => sealer.wake(),
    stop: async () => {
      await Promise.all(
        [outbox, csvLines, recoveries, renewals, retention, ledger, reminders, verifactu, sealer].map((worker) =>
          worker.stop(),
        ),
      );
    },
  } satisfies BackgroundJobs;
}
