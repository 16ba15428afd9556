import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './client.js';
import { preparedStatement } from './prepared-statement.js';
import { usedCaptchas } from './schema/index.js';

let builds = 0;
const captchaBySignature = preparedStatement((db) => {
  builds += 1;
  return db
    .select({ signature: usedCaptchas.signature })
    .from(usedCaptchas)
    .where(eq(usedCaptchas.signature, sql.placeholder('signature')))
    .prepare('test_captcha_by_signature');
});

let first: DatabaseHandle;
let second: DatabaseHandle;
beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

const insertCaptcha = (handle: { insert: DatabaseHandle['db']['insert'] }, signature: string) =>
  handle.insert(usedCaptchas).values({ signature, expiresAt: new Date(Date.now() + 60_000) });

describe('a prepared statement', () => {
  it('runs inside a transaction on its connection, seeing its uncommitted writes, and is built once', async () => {
    const seen = await first.db.transaction(async (tx) => {
      await insertCaptcha(tx, 'written-in-the-transaction');
      return captchaBySignature(tx).execute({ signature: 'written-in-the-transaction' });
    });
    expect(seen).toEqual([{ signature: 'written-in-the-transaction' }]);

    const rolledBack = await first.db
      .transaction(async (tx) => {
        await insertCaptcha(tx, 'rolled-back');
        expect(await captchaBySignature(tx).execute({ signature: 'rolled-back' })).toHaveLength(1);
        tx.rollback();
      })
      .catch(() => 'rolled back');
    expect(rolledBack).toBe('rolled back');
    expect(await captchaBySignature(first.db).execute({ signature: 'rolled-back' })).toEqual([]);
    expect(builds).toBe(1);
  });

  it("runs on each database's own connection", async () => {
    await insertCaptcha(second.db, 'only-in-the-second');
    expect(await captchaBySignature(second.db).execute({ signature: 'only-in-the-second' })).toHaveLength(1);
    expect(await captchaBySignature(first.db).execute({ signature: 'only-in-the-second' })).toEqual([]);
    expect(builds).toBe(1);
  });
});
