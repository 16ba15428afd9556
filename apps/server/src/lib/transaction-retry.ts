import { setTimeout as sleep } from 'node:timers/promises';

/** SQLSTATEs PostgreSQL answers when it aborts a transaction that may simply be run again. */
const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']);

/** Whether an error is a deadlock or a serialization failure (looking through Drizzle's wrapper). */
export function isRetryableConflict(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && RETRYABLE_SQLSTATES.has(code)) return true;
  }
  return false;
}

/**
 * Runs a whole transaction again when PostgreSQL aborted it as a deadlock victim or for a serialization failure
 * (at most `attempts` times in all, after a short random pause): the other transaction has committed by then.
 * `run` must be the whole transaction, so each attempt starts clean.
 */
export async function withTransactionRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      await sleep(20 + Math.random() * 80 * attempt);
    }
  }
}
