// Backup of the PostgreSQL database of DATABASE_URL: `npm run db:backup -- <file>` writes a pg_dump archive
// (custom format, compressed, restorable table by table) and checks that the archive can be read back.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';

const [file] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
if (!file || !url) {
  process.stderr.write('Usage: DATABASE_URL=postgresql://… npm run db:backup -- <file>\n');
  process.exit(2);
}

const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, url], {
  stdio: 'inherit',
});
if (dump.status !== 0) process.exit(dump.status ?? 1);

const list = spawnSync('pg_restore', ['--list', file], { encoding: 'utf8' });
const tables = list.stdout.split('\n').filter((line) => / TABLE DATA /.test(line)).length;
if (list.status !== 0 || tables === 0) {
  process.stderr.write(`The archive ${file} cannot be read back: ${list.stderr}\n`);
  process.exit(1);
}
process.stdout.write(`Backup written: ${file} (${statSync(file).size} bytes, ${tables} tables).\n`);
