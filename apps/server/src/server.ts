import { setTimeout } from 'node:timers/promises';
import { buildApp } from './app.js';
import { type BackgroundJobs, startBackgroundJobs } from './background-jobs.js';
import { loadConfig } from './config.js';
import { withDevelopmentFiles } from './development-files.js';
import { useSoundLegalTemplates } from './generators/legal/check-templates.js';
import { processLogger } from './lib/process-logger.js';
import type { MetricsServer } from './metrics/metrics-server.js';
import { createServices } from './platform/services.js';
import { announceRunning, jobWakers } from './process-start.js';
import { startFailureText } from './production-requirements.js';
import { bootstrapAdmin, requireStaffInProduction } from './seed/bootstrap-admin.js';
import { demoLogins, seedDemoData } from './seed/seed-demo.js';
import { onShutdownSignal, SHUTDOWN_GRACE_MS } from './shutdown.js';
import { startDatabase } from './start-database.js';

function printDemoLogins(url: string) {
  const rows = demoLogins();
  const lines = [
    '',
    `  Cumplia está en marcha: ${url}`,
    '',
    '  Cuentas de demostración (tipo de acceso en /acceso):',
    ...rows.map(
      (row) =>
        `    ${row.role.padEnd(42)} tipo ${row.tipo.padEnd(10)} NIF ${row.nif.padEnd(10)} contraseña ${row.password}`,
    ),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** The API (and, unless BACKGROUND_JOBS=false, the background jobs) in one process. */
async function main() {
  const config = loadConfig(withDevelopmentFiles(process.env));
  useSoundLegalTemplates(config.legalTemplatesDir);
  const database = await startDatabase(config, processLogger(config.logLevel, 'api'));
  if (config.bootstrapAdmin && (await bootstrapAdmin(database.db, config.bootstrapAdmin))) {
    process.stdout.write('Superadministrador inicial creado desde CUMPLIA_ADMIN_NIF.\n');
  }
  await requireStaffInProduction(database.db, config);
  if (config.seedDemo) await seedDemoData(database.db, config);

  let jobs: BackgroundJobs | undefined;
  const services = createServices(
    database.db,
    config,
    jobWakers(() => jobs),
  );
  const app = await buildApp({ services, database });
  let metrics: MetricsServer | undefined;
  onShutdownSignal(
    app.log,
    async () => {
      // Readiness turns 503 first; once the proxy has stopped sending requests, those in flight finish.
      app.lifecycle.draining = true;
      await setTimeout(config.shutdownDrainMs);
      await app.close();
      await jobs?.stop();
      await metrics?.close();
      await database.close();
    },
    config.shutdownDrainMs + SHUTDOWN_GRACE_MS,
  );

  await app.listen({ host: config.host, port: config.port });
  metrics = await announceRunning({ config, database, now: services.now, log: app.log });
  if (config.backgroundJobs) jobs = startBackgroundJobs(services, app.log);
  if (config.seedDemo) printDemoLogins(config.publicUrl);
}

main().catch((error: unknown) => {
  process.stderr.write(`Cumplia could not start: ${startFailureText(error)}\n`);
  process.exit(1);
});
