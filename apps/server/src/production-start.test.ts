import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** Starts an entry point as a deployment would, with nothing but PATH in its environment. */
function startWithEmptyEnvironment(entry: string) {
  return spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', entry], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

// No database is involved: it runs in the PGlite project only.
describe.runIf(process.env.CUMPLIA_TEST_DB !== 'postgres')('a production start with an empty environment', () => {
  for (const entry of ['src/server.ts', 'src/worker.ts']) {
    it(`${entry} prints every missing setting in one message, without a stack, and exits`, () => {
      const result = startWithEmptyEnvironment(entry);
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      const lines = result.stderr.trim().split('\n');
      expect(lines[0]).toMatch(/^Cumplia (worker )?could not start: Cumplia cannot start in production until/);
      for (const name of ['DATABASE_URL', 'JWT_SECRET', 'SMTP_URL', 'SMPP_URL', 'PROVIDER_NIF', 'SEPA_CREDITOR_ID']) {
        expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^ {2}- ${name} is required in production: `)));
      }
      expect(lines.slice(1).every((line) => line.startsWith('  - '))).toBe(true);
    });
  }
});
