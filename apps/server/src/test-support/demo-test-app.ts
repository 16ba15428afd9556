import type { LoginType } from '@cumplia/domain';
import { DEMO_PASSWORD } from '../seed/demo-data.js';
import { createDemoTestDatabase, DEMO_CONFIG } from './demo-template.js';
import { createTestApp, type TestApp } from './test-app.js';

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
