import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { migrateDatabase } from '../db/migrate.js';
import { TEST_CLOCK_START, testConfig, testSealingCertificate } from './test-config.js';
import {
  createTestDatabase,
  createWatchedTestDatabase,
  type DatabaseTemplate,
  migrationsFingerprint,
} from './test-database.js';

/**
 * Demo messages are sealed as they are queued; every demo app reads them with the key they were sealed with.
 * Not a secret: it seals nothing but test data.
 */
export const DEMO_CONFIG = { MESSAGE_SEALING_SECRET: 'demo-de-pruebas-clave-de-sellado-de-mensajes' };

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
    // Imported only to build: the seed pulls in every module, which a run whose template is ready never needs.
    const { seedDemoData } = await import('../seed/seed-demo.js');
    await migrateDatabase(handle);
    await seedDemoData(handle.db, testConfig(DEMO_CONFIG), TEST_CLOCK_START);
  },
};

/** A fresh copy of the demo database, seeded on the test clock's day. */
export const createDemoTestDatabase = () => createTestDatabase(DEMO_TEMPLATE);

/**
 * A fresh copy of the demo database watched from the test (`createWatchedTestDatabase`), for server processes to
 * start on instead of seeding it themselves (seconds of each start). Give them `DEMO_CONFIG` in their environment:
 * the demo's queued messages are sealed with its key.
 */
export const createWatchedDemoDatabase = () => createWatchedTestDatabase(DEMO_TEMPLATE);
