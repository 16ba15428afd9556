import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
});
afterAll(async () => {
  await t.close();
});

describe('endpoints that send their own reply (files)', () => {
  it('answer once: a download logs no second send', async () => {
    const owner = await t.factories.companyUser();
    const { token } = await t.loginTokens(owner.username, 'E');
    for (const formato of ['csv', 'xlsx']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/cumplia-core/facturas/empresa/my/export?formato=${formato}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(logLines.filter((line) => line.includes('FST_ERR_REP_ALREADY_SENT'))).toEqual([]);
  });
});
