// Brings the database's schema up to date and exits: the one-shot step of a deployment, run before the new
// release's processes start (docs/operations.md, "Upgrades"). Reads only DATABASE_URL (and the pool settings):
// a migration needs none of the product's other settings.
//   node apps/server/dist/run-migrations.js
import { z } from 'zod';
import { processLogger } from './lib/process-logger.js';
import { startDatabase } from './start-database.js';

const env = z
  .object({
    DATABASE_URL: z.string().min(1, { error: 'DATABASE_URL (PostgreSQL) is required to migrate' }),
    DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  })
  .safeParse(process.env);
if (!env.success) {
  process.stderr.write(`Cumplia could not migrate: ${env.error.issues.map((issue) => issue.message).join('; ')}\n`);
  process.exit(1);
}
const started = Date.now();
const database = await startDatabase(
  {
    database: {
      url: env.data.DATABASE_URL,
      poolSize: 2,
      queryTimeoutMs: env.data.DATABASE_QUERY_TIMEOUT_MS,
      dataDir: '',
    },
  },
  processLogger('warn', 'migrations'),
);
await database.close();
process.stdout.write(`Esquema de la base de datos al día (${Date.now() - started} ms).\n`);
