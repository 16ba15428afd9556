import type { FastifyBaseLogger } from 'fastify';

/** How long closing may take once requests stop arriving: in-flight requests and job batches finish within it. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * On SIGTERM or SIGINT: runs `close` once, then exits; a close that takes longer than `timeoutMs` ends the process
 * anyway, with a failure status.
 */
export function onShutdownSignal(log: FastifyBaseLogger, close: () => Promise<void>, timeoutMs = SHUTDOWN_GRACE_MS) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error('graceful shutdown timed out');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    await close();
    log.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
