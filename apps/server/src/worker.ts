import { type BackgroundJobs, startBackgroundJobs } from './background-jobs.js';
import { loadConfig } from './config.js';
import { withDevelopmentFiles } from './development-files.js';
import { useSoundLegalTemplates } from './generators/legal/check-templates.js';
import { processLogger } from './lib/process-logger.js';
import type { MetricsServer } from './metrics/metrics-server.js';
import { createServices } from './platform/services.js';
import { announceRunning, jobWakers } from './process-start.js';
import { startFailureText } from './production-requirements.js';
import { onShutdownSignal } from './shutdown.js';
import { startDatabase } from './start-database.js';

/**
 * The background jobs without the API, for deployments that run API replicas with BACKGROUND_JOBS=false beside
 * one (or more) of these. Needs PostgreSQL: the embedded database belongs to a single process.
 */
async function main() {
  const config = loadConfig(withDevelopmentFiles(process.env));
  useSoundLegalTemplates(config.legalTemplatesDir);
  if (!config.database.url) throw new Error('The worker needs DATABASE_URL (PostgreSQL).');
  const log = processLogger(config.logLevel, 'worker');
  const database = await startDatabase(config, log);
  let jobs: BackgroundJobs | undefined;
  const services = createServices(
    database.db,
    config,
    jobWakers(() => jobs),
  );
  let metrics: MetricsServer | undefined;
  onShutdownSignal(log, async () => {
    await jobs?.stop();
    await metrics?.close();
    await database.close();
  });
  jobs = startBackgroundJobs(services, log);
  log.info('background jobs running');
  metrics = await announceRunning({ config, database, now: services.now, log });
}

main().catch((error: unknown) => {
  process.stderr.write(`Cumplia worker could not start: ${startFailureText(error)}\n`);
  process.exit(1);
});
