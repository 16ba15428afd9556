import type { LoginType } from '@cumplia/domain';
import { DEMO_PASSWORD } from '../db/seed/demo-data.js';
import { seedDemoData } from '../db/seed/seed-demo.js';
import { createTestApp, type TestApp } from './test-app.js';

/** The real app on a fresh database holding the demo data, seeded as a first start would on the test clock's day. */
export async function createDemoTestApp(): Promise<TestApp> {
  const t = await createTestApp();
  await seedDemoData(t.db, t.config, t.clock.now());
  return t;
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
