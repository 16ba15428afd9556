import type { FastifyBaseLogger } from 'fastify';
import { sendDueOnboardingReminders } from '../modules/onboarding/index.js';
import { jobContext } from '../platform/job-context.js';
import type { Services } from '../platform/services.js';
import { createPollingWorker, type PollingWorker } from './polling-worker.js';

/** How often the server looks for onboarding reminders that are due. */
export const ONBOARDING_REMINDERS_INTERVAL_MS = 15 * 60_000;

/** The onboarding reminders as a background worker (each batch claims its invitations with SKIP LOCKED). */
export function createOnboardingRemindersJob(input: {
  services: Services;
  log: FastifyBaseLogger;
  onProcessed?: () => void;
}): PollingWorker {
  const ctx = jobContext(input.services, input.log, 'onboarding-reminders');
  return createPollingWorker(
    'onboarding-reminders',
    async () => {
      const sent = await sendDueOnboardingReminders({ ctx });
      if (sent > 0) input.onProcessed?.();
      return sent;
    },
    input.log,
  );
}
