import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { bootstrapAdmin } from './db/seed/bootstrap-admin.js';
import { demoLogins, seedDemoData } from './db/seed/seed-demo.js';
import { createCsvLineProcessor } from './jobs/csv-line-processor.js';
import { createOutboxSender, type OutboxSender } from './jobs/outbox-sender.js';
import type { PollingWorker } from './jobs/polling-worker.js';
import { createRenewalsJob, RENEWALS_JOB_INTERVAL_MS } from './jobs/renewals-job.js';
import { createMessageTransport } from './modules/outbox/mail-transport.js';
import { createAttachmentLoader } from './modules/outbox/message-attachments.js';
import { createServices } from './services.js';
import { startDatabase } from './start-database.js';

const SHUTDOWN_GRACE_MS = 10_000;

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

async function main() {
  const config = loadConfig();
  const database = await startDatabase(config);
  if (config.bootstrapAdmin && (await bootstrapAdmin(database.db, config.bootstrapAdmin))) {
    process.stdout.write('Superadministrador inicial creado desde CUMPLIA_ADMIN_NIF.\n');
  }
  if (config.seedDemo) await seedDemoData(database.db, config);

  let outbox: OutboxSender | undefined;
  let csvLines: PollingWorker | undefined;
  const services = createServices(database.db, config, {
    wakeOutbox: () => outbox?.wake(),
    wakeCsvProcessor: () => csvLines?.wake(),
  });
  const app = await buildApp({ services, database });
  const transport = createMessageTransport({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    log: (message) =>
      app.log.info(
        { outboxId: message.id, channel: message.channel, to: message.recipient, subject: message.subject },
        config.env === 'development'
          ? `message kept in the outbox:\n${message.bodyText}`
          : 'message kept in the outbox',
      ),
  });
  outbox = createOutboxSender({
    db: database.db,
    transport,
    loadAttachments: createAttachmentLoader(services),
    now: services.now,
    log: app.log,
  });
  csvLines = createCsvLineProcessor({ db: database.db, now: services.now, log: app.log });
  const renewalsJob = createRenewalsJob({
    db: database.db,
    services,
    log: app.log,
    onProcessed: () => outbox?.wake(),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    await outbox?.stop();
    await csvLines?.stop();
    await renewalsJob.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  outbox.start(config.mail.pollMs);
  csvLines.start(config.mail.pollMs);
  renewalsJob.wake();
  renewalsJob.start(RENEWALS_JOB_INTERVAL_MS);
  if (config.seedDemo) printDemoLogins(config.publicUrl);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Cumplia could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
