import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundJobs } from './background-jobs.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { warnOfExpiringCertificates } from './metrics/certificate-metrics.js';
import { type MetricsServer, startMetricsServer } from './metrics/metrics-server.js';
import { productionStartWarnings } from './production-requirements.js';

/**
 * The wake-ups the services give the actions, built before this process's background jobs start (they never do in
 * an API replica with BACKGROUND_JOBS=false: another process's jobs poll).
 */
export const jobWakers = (jobs: () => BackgroundJobs | undefined) => ({
  wakeOutbox: () => jobs()?.wakeOutbox(),
  wakeCsvProcessor: () => jobs()?.wakeCsvProcessor(),
  wakePasswordRecovery: () => jobs()?.wakePasswordRecovery(),
  wakeVerifactu: () => jobs()?.wakeVerifactu(),
  wakeSealer: () => jobs()?.wakeSealer() ?? Promise.resolve(),
});

/**
 * What the API and the worker do once they run: a warning for each certificate near its end and each unsafe
 * production setting, and the metrics listener when METRICS_PORT is set.
 */
export async function announceRunning(input: {
  config: Config;
  database: DatabaseHandle;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): Promise<MetricsServer | undefined> {
  const { config, log } = input;
  warnOfExpiringCertificates(config, log);
  for (const warning of productionStartWarnings(config)) log.warn(warning);
  if (config.metricsPort === null) return undefined;
  const metrics = await startMetricsServer({
    database: input.database,
    config,
    now: input.now,
    host: config.metricsHost,
    port: config.metricsPort,
  });
  log.info({ port: metrics.port }, 'metrics listening');
  return metrics;
}
