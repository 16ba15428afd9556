import type { TestProject } from 'vitest/node';
import { DEMO_TEMPLATE } from './demo-template.js';
import { MIGRATED_TEMPLATE, prepareTemplates } from './test-database.js';

/**
 * Before a server project's test files start: the empty and the demo database templates of the project's
 * database, built once per fingerprint (the first run after a change of the code pays for them, ~20 s).
 */
export default async function setup(project: TestProject) {
  process.env.CUMPLIA_TEST_DB = project.config.env.CUMPLIA_TEST_DB;
  await prepareTemplates([MIGRATED_TEMPLATE, DEMO_TEMPLATE]);
}
