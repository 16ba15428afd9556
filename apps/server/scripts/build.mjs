// Bundles the server into dist/server.js, the background worker into dist/worker.js and the renewals command into dist/run-renewals.js (dependencies stay in node_modules) and copies the SQL migrations
// beside it, where the migrator looks for them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts', 'src/worker.ts', 'src/run-renewals.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
