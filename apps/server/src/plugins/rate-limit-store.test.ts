import { CAPTCHA_HEADER } from '@cumplia/domain';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';
import { createServices } from '../platform/services.js';
import { createTestClock } from '../test-support/test-app.js';
import { createTestDatabase } from '../test-support/test-database.js';

const CHALLENGES_PER_MINUTE = 6;
const LOGINS_PER_MINUTE = 4;

let database: DatabaseHandle;
const clock = createTestClock();
const replicas: FastifyInstance[] = [];

/** Two API processes as they run behind a load balancer: separate apps (and memories), one database. */
beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '20',
    CAPTCHA_CHALLENGES_PER_MINUTE: String(CHALLENGES_PER_MINUTE),
    LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGINS_PER_MINUTE),
    PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '10000',
  });
  for (let i = 0; i < 2; i++) {
    const app = await buildApp({
      services: createServices(database.db, config, { now: clock.now }),
      database,
      serveWebApp: false,
      logger: false,
    });
    await app.ready();
    replicas.push(app);
  }
});
afterAll(async () => {
  for (const app of replicas) await app.close();
  await database.close();
});

const replica = (n: number) => replicas[n % 2] as FastifyInstance;
const challenge = (n: number, ip: string) =>
  replica(n).inject({ method: 'GET', url: '/cumplia-auth/captcha/challenge', remoteAddress: ip });

async function solvedCaptcha(ip: string) {
  const response = await challenge(0, ip);
  expect(response.statusCode).toBe(200);
  const solution = await solveChallenge({ challenge: response.json() as Challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: response.json(), solution })).toString('base64');
}

describe('rate limits shared by replicas', () => {
  it('counts the captcha challenges of one IP on every replica, and opens a new window when it ends', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < CHALLENGES_PER_MINUTE + 2; n++) statuses.push((await challenge(n, '203.0.113.7')).statusCode);
    // In-memory limits would let each replica answer CHALLENGES_PER_MINUTE.
    expect(statuses).toEqual([...Array(CHALLENGES_PER_MINUTE).fill(200), 429, 429]);
    const refused = await challenge(1, '203.0.113.7');
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another client is not affected.
    expect((await challenge(1, '203.0.113.8')).statusCode).toBe(200);

    clock.advanceSeconds(61);
    expect((await challenge(0, '203.0.113.7')).statusCode).toBe(200);
    expect((await challenge(1, '203.0.113.7')).statusCode).toBe(200);
  });

  it('counts the login attempts of one IP on every replica', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < LOGINS_PER_MINUTE + 2; n++) {
      // The captcha comes from another address, so that only the login limit is measured.
      const captcha = await solvedCaptcha(`198.51.100.${n + 1}`);
      const response = await replica(n).inject({
        method: 'POST',
        url: '/cumplia-auth/authenticate',
        remoteAddress: '192.0.2.44',
        headers: { [CAPTCHA_HEADER]: captcha },
        payload: { username: '43827164C', password: 'no-es-la-contraseña', tipo: null },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect(statuses.slice(LOGINS_PER_MINUTE)).toEqual([429, 429]);
  });

  it('deletes the counters of ended windows', async () => {
    for (const ip of ['203.0.113.91', '203.0.113.92', '203.0.113.93', '203.0.113.94']) await challenge(0, ip);
    const before = await database.db.select().from(rateLimits);
    expect(before.length).toBeGreaterThan(3);
    clock.advanceSeconds(3600);
    await challenge(0, '203.0.113.99');
    const after = await database.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(after).toHaveLength(1);
    expect(after[0]?.key).toContain('203.0.113.99');
  });
});
