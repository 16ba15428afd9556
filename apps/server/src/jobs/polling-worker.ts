import type { FastifyBaseLogger } from 'fastify';

export type PollingWorker = {
  /** Runs one batch now (or joins the running one); resolves with how many items it handled. */
  drain(): Promise<number>;
  /** Runs a batch every `intervalMs`, and again at once while batches keep finding work. */
  start(intervalMs: number): void;
  /** Runs a batch now (or joins the running one): a commit just queued work. Resolves when it ends, failed or not. */
  wake(): Promise<void>;
  /** Stops polling and waits for the batch under way. */
  stop(): Promise<void>;
};

/** The loop shared by the background jobs: one batch at a time, polling, waking, stopping cleanly. */
export function createPollingWorker(
  name: string,
  runBatch: () => Promise<number>,
  log: FastifyBaseLogger,
): PollingWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  function drain(): Promise<number> {
    running ??= runBatch().finally(() => {
      running = null;
    });
    return running;
  }

  const drainLogged = () =>
    drain().catch((error: unknown) => {
      log.error({ err: error, worker: name }, 'background batch failed');
      return 0;
    });

  function schedule(intervalMs: number, delayMs: number) {
    if (stopped) return;
    timer = setTimeout(async () => {
      const handled = await drainLogged();
      schedule(intervalMs, handled > 0 ? 0 : intervalMs);
    }, delayMs);
  }

  return {
    drain,
    start: (intervalMs) => schedule(intervalMs, intervalMs),
    wake: async () => {
      if (!stopped) await drainLogged();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
