// Restore of a `db:backup` archive into the empty PostgreSQL database of DATABASE_URL, in one transaction:
// `npm run db:restore -- <file>`. It refuses a database that already holds Cumplia's tables.
import { spawnSync } from 'node:child_process';

const [file] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
if (!file || !url) {
  process.stderr.write('Usage: DATABASE_URL=postgresql://… npm run db:restore -- <file>\n');
  process.exit(2);
}

const existing = spawnSync(
  'psql',
  ['--no-psqlrc', '--tuples-only', '--no-align', url, '-c', "select to_regclass('public.companies')"],
  {
    encoding: 'utf8',
  },
);
if (existing.status !== 0) {
  process.stderr.write(existing.stderr);
  process.exit(existing.status ?? 1);
}
if (existing.stdout.trim() !== '') {
  process.stderr.write('The target database already holds Cumplia tables: restore into a new, empty database.\n');
  process.exit(1);
}

const restore = spawnSync(
  'pg_restore',
  ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file],
  { stdio: 'inherit' },
);
if (restore.status !== 0) process.exit(restore.status ?? 1);
process.stdout.write('Restore finished.\n');
