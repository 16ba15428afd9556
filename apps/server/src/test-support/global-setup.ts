import type { TestProject } from 'vitest/node';
import { DEMO_TEMPLATE, TODAYS_DEMO_TEMPLATE } from './demo-template.js';
import { MIGRATED_TEMPLATE, prepareTemplates } from './test-database.js';

/**
 * Before a server project's test files start: the empty and the demo database templates of the project's
 * database, built once per fingerprint (the first run after a change of the code pays for them, ~20 s). On
 * PostgreSQL also today's demo, which the tests that start server processes (only there) copy.
 */
export default async function setup(project: TestProject) {
  const database = project.config.env.CUMPLIA_TEST_DB;
  process.env.CUMPLIA_TEST_DB = database;
  await prepareTemplates([
    MIGRATED_TEMPLATE,
    DEMO_TEMPLATE,
    ...(database === 'postgres' ? [TODAYS_DEMO_TEMPLATE] : []),
  ]);
}
