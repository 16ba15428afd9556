import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoginType } from '@cumplia/domain';
import { migrateDatabase } from '../db/migrate.js';
import { DEMO_PASSWORD } from '../seed/demo-data.js';
import { seedDemoData } from '../seed/seed-demo.js';
import { createTestApp, TEST_CLOCK_START, type TestApp } from './test-app.js';
import { testConfig, testSealingCertificate } from './test-config.js';
import { createTestDatabase, type DatabaseTemplate, migrationsFingerprint } from './test-database.js';

/**
 * Demo messages are sealed as they are queued; every demo app reads them with the key they were sealed with.
 * Not a secret: it seals nothing but test data.
 */
const DEMO_CONFIG = { MESSAGE_SEALING_SECRET: 'demo-de-pruebas-clave-de-sellado-de-mensajes' };

const serverSource = path.resolve(import.meta.dirname, '..');
const domainSource = path.resolve(import.meta.dirname, '../../../../packages/domain/src');

/** Every file the seed's code is made of (tests aside): changing any of them builds the demo template again. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

let demoFingerprint: string | undefined;

/**
 * The database as a first start seeds it on the test clock's day: built once through the real flows (signing,
 * invoicing, remittances), then copied for each test file instead of seeded again (seeding takes seconds).
 */
export const DEMO_TEMPLATE: DatabaseTemplate = {
  name: 'demo',
  fingerprint: () => {
    if (!demoFingerprint) {
      const hash = createHash('sha256').update(migrationsFingerprint()).update(testSealingCertificate());
      for (const file of [...sourceFiles(serverSource), ...sourceFiles(domainSource)]) {
        hash.update(file).update(readFileSync(file));
      }
      demoFingerprint = hash.digest('hex').slice(0, 16);
    }
    return demoFingerprint;
  },
  build: async (handle) => {
    await migrateDatabase(handle);
    await seedDemoData(handle.db, testConfig(DEMO_CONFIG), TEST_CLOCK_START);
  },
};

/** A fresh copy of the demo database, seeded on the test clock's day. */
export const createDemoTestDatabase = () => createTestDatabase(DEMO_TEMPLATE);

/** The real app on a fresh copy of the demo database, on the test clock's day, with `overrides` on its settings. */
export async function createDemoTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({ ...DEMO_CONFIG, ...overrides }, { database: await createDemoTestDatabase() });
}

/** The demo users every seeded test logs in as: NIF and login type. */
const DEMO_LOGINS: Record<'superadmin' | 'worker' | 'agency' | 'company', [string, LoginType | null]> = {
  superadmin: ['43827164C', null],
  worker: ['78451236F', null],
  agency: ['45219873X', 'G'],
  company: ['54327891M', 'E'],
};

/** Logs in as a demo user of the seeded data (captcha solved) and returns the access token. */
export async function demoToken(t: TestApp, who: keyof typeof DEMO_LOGINS): Promise<string> {
  const [username, tipo] = DEMO_LOGINS[who];
  const response = await t.login(username, tipo, DEMO_PASSWORD);
  if (response.statusCode !== 200) throw new Error(`demo login of ${who} failed: ${response.body}`);
  return response.json().token;
}
