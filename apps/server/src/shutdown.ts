import type { FastifyBaseLogger } from 'fastify';

const SHUTDOWN_GRACE_MS = 10_000;

/** On SIGTERM or SIGINT: runs `close` once, then exits; a close that takes too long ends the process anyway. */
export function onShutdownSignal(log: FastifyBaseLogger, close: () => Promise<void>) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
