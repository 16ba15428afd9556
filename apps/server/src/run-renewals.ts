// Runs the renewals job once for a given day, for operations and tests:
//   npm run renewals:run -- --date 2026-11-21
// With the embedded database (no DATABASE_URL) stop the server first: PGlite allows one process at a time.
import { isCalendarDate, todayInMadrid } from '@cumplia/domain';
import { loadConfig } from './config.js';
import { withDevelopmentFiles } from './development-files.js';
import { processLogger } from './lib/process-logger.js';
import { processDueRenewals } from './modules/renewals/index.js';
import { jobContext } from './platform/job-context.js';
import { createServices } from './platform/services.js';
import { startFailureText } from './production-requirements.js';
import { startDatabase } from './start-database.js';

function dateArgument(argv: string[]): string {
  const index = argv.indexOf('--date');
  const value = index >= 0 ? argv[index + 1] : todayInMadrid();
  if (!value || !isCalendarDate(value)) throw new Error('Use --date yyyy-mm-dd (a real calendar date).');
  return value;
}

async function main() {
  const config = loadConfig(withDevelopmentFiles(process.env));
  const today = dateArgument(process.argv.slice(2));
  const log = processLogger('warn', 'renewals:run');
  const database = await startDatabase(config, log);
  try {
    const services = createServices(database.db, config);
    const outcome = await processDueRenewals({ ctx: jobContext(services, log, 'renewals:run'), input: { today } });
    process.stdout.write(
      `Renovaciones del ${today}: ${outcome.renewed} renovadas, ${outcome.disabled} deshabilitadas.\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Cumplia could not run the renewals: ${startFailureText(error)}\n`);
  process.exit(1);
});
