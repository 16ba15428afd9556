import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { todayInMadrid } from '@cumplia/domain';
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
const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
const domainSource = path.join(repositoryRoot, 'packages/domain/src');

/** Every file the seed's code is made of (tests aside): changing any of them builds the demo template again. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

let sourceFingerprint: string | undefined;

/** What the seed is made of: the migrations, the sealing certificate and every source file of the seed's code. */
function demoSourceFingerprint() {
  if (!sourceFingerprint) {
    const hash = createHash('sha256').update(migrationsFingerprint()).update(testSealingCertificate());
    for (const file of [...sourceFiles(serverSource), ...sourceFiles(domainSource)]) {
      // Named from the repository's root, so that every checkout of the same code shares the machine's build.
      hash.update(path.relative(repositoryRoot, file)).update(readFileSync(file));
    }
    sourceFingerprint = hash.digest('hex');
  }
  return sourceFingerprint;
}

/** The demo database seeded as a first start would seed it at the instant `seededAt` gives. */
function demoTemplate(name: string, seededAt: () => Date): DatabaseTemplate {
  return {
    name,
    fingerprint: () =>
      createHash('sha256').update(demoSourceFingerprint()).update(todayInMadrid(seededAt())).digest('hex').slice(0, 16),
    build: async (handle) => {
      // Imported only to build: the seed pulls in every module, which a run whose template is ready never needs.
      const { seedDemoData } = await import('../seed/seed-demo.js');
      await migrateDatabase(handle);
      await seedDemoData(handle.db, testConfig(DEMO_CONFIG), seededAt());
    },
  };
}

/**
 * The database as a first start seeds it on the test clock's day: built once through the real flows (signing,
 * invoicing, remittances), then copied for each test file instead of seeded again (seeding takes seconds). Test
 * apps run on the test clock, so what is due in it never depends on the day the tests run.
 */
export const DEMO_TEMPLATE = demoTemplate('demo', () => TEST_CLOCK_START);

/**
 * The database as a first start seeds it today, for server processes, which run on the real clock: against the
 * test clock's demo, every renewal of it would fall due as the days pass, and those processes' background jobs
 * would issue invoices nobody asked for. Built once a day (the day is part of its fingerprint).
 */
export const TODAYS_DEMO_TEMPLATE = demoTemplate('demo_today', () => new Date());

/** A fresh copy of the demo database, seeded on the test clock's day. */
export const createDemoTestDatabase = () => createTestDatabase(DEMO_TEMPLATE);

/**
 * A fresh copy of today's demo database watched from the test (`createWatchedTestDatabase`), for server processes
 * to start on instead of seeding it themselves (seconds of each start): what they find is what a first start
 * today would have seeded. Give them `DEMO_CONFIG` in their environment: the demo's queued messages are sealed
 * with its key.
 */
export const createWatchedDemoDatabase = () => createWatchedTestDatabase(TODAYS_DEMO_TEMPLATE);
