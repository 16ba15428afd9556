import { AppError } from './app-error.js';

/**
 * At most `perClient` tasks in flight per client and `total` overall; one more is refused at once (429) rather than
 * queued, so one address cannot fill a queue that everyone else then waits behind.
 */
export function createClientGate(limits: { perClient: number; total: number; busyMessage: string }) {
  const inFlight = new Map<string, number>();
  let running = 0;
  return async function run<T>(client: string, task: () => Promise<T>): Promise<T> {
    const mine = inFlight.get(client) ?? 0;
    if (mine >= limits.perClient || running >= limits.total) {
      throw new AppError('RATE_LIMITED', 429, limits.busyMessage);
    }
    inFlight.set(client, mine + 1);
    running++;
    try {
      return await task();
    } finally {
      running--;
      const left = (inFlight.get(client) ?? 1) - 1;
      if (left > 0) inFlight.set(client, left);
      else inFlight.delete(client);
    }
  };
}
