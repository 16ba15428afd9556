// Bundles the server into dist/server.js, the background worker into dist/worker.js, the renewals command into dist/run-renewals.js,
// the migrations command into dist/run-migrations.js
// and the CSV, seal and invoice PDF threads into dist/csv-worker.js, dist/seal-worker.js and
// dist/invoice-pdf-worker.js, beside the server that starts them (dependencies stay in node_modules), and copies the
// SQL migrations, the legal documents' wording (templates) and the CNAE tables beside them, where the migrator, the
// document generators and the CNAE search look for them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: [
    { in: 'src/server.ts', out: 'server' },
    { in: 'src/worker.ts', out: 'worker' },
    { in: 'src/run-renewals.ts', out: 'run-renewals' },
    { in: 'src/run-migrations.ts', out: 'run-migrations' },
    { in: 'src/generators/csv/csv-worker.ts', out: 'csv-worker' },
    { in: 'src/generators/pdf/seal-worker.ts', out: 'seal-worker' },
    { in: 'src/generators/pdf/invoice-pdf-worker.ts', out: 'invoice-pdf-worker' },
  ],
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
cpSync('src/generators/legal/templates', 'dist/templates', { recursive: true });
cpSync('src/modules/cnae/cnae-data', 'dist/cnae-data', { recursive: true });
