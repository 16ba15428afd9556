import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/test-database.js';
import { isRetryableConflict, withTransactionRetry } from './transaction-retry.js';

const onPostgres = process.env.CUMPLIA_TEST_DB === 'postgres';
const conflict = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(), { code }) });

describe('transactions run again after a deadlock or a serialization failure', () => {
  it('knows the two SQLSTATEs through the wrapper, and nothing else', () => {
    expect(isRetryableConflict(conflict('40P01'))).toBe(true);
    expect(isRetryableConflict(conflict('40001'))).toBe(true);
    expect(isRetryableConflict(conflict('23505'))).toBe(false);
    expect(isRetryableConflict(new Error('boom'))).toBe(false);
  });

  it('runs the whole transaction again a bounded number of times, and never for other errors', async () => {
    let calls = 0;
    expect(
      await withTransactionRetry(async () => {
        calls++;
        if (calls < 3) throw conflict('40P01');
        return 'done';
      }),
    ).toBe('done');
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      withTransactionRetry(async () => {
        calls++;
        throw conflict('40001');
      }),
    ).rejects.toThrow('Failed query');
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      withTransactionRetry(async () => {
        calls++;
        throw conflict('23505');
      }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
  });

  it.skipIf(!onPostgres)(
    'two transactions locking in opposite orders both commit: the deadlock victim runs again',
    async () => {
      const database = await createTestDatabase();
      try {
        const { db } = database;
        await db.execute(sql`create table lock_probe (id int primary key, n int not null)`);
        await db.execute(sql`insert into lock_probe values (1, 0), (2, 0)`);
        let attempts = 0;
        const firstLocked: Record<number, () => void> = {};
        const locked = (id: number) => new Promise<void>((resolve) => (firstLocked[id] = resolve));
        const bothLocked = Promise.all([locked(1), locked(2)]);
        const crosswise = (first: number, second: number) =>
          // The database's own transactions retry: no wrapper here, as on every write path.
          db.transaction(async (tx) => {
            attempts++;
            await tx.execute(sql`update lock_probe set n = n + 1 where id = ${first}`);
            firstLocked[first]?.();
            await bothLocked;
            await tx.execute(sql`update lock_probe set n = n + 1 where id = ${second}`);
          });
        await Promise.all([crosswise(1, 2), crosswise(2, 1)]);
        expect(attempts).toBe(3);
        const rows = await db.execute(sql`select id, n from lock_probe order by id`);
        expect((rows as unknown as { rows: { n: number }[] }).rows.map((row) => row.n)).toEqual([2, 2]);
      } finally {
        await database.close();
      }
    },
  );

  it('every transaction the database opens is run again after a conflict, its first attempt rolled back', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      await db.execute(sql`create table retry_probe (attempt int not null)`);
      let attempts = 0;
      await db.transaction(async (tx) => {
        attempts++;
        await tx.execute(sql`insert into retry_probe values (${attempts})`);
        if (attempts === 1) throw conflict('40001');
      });
      const rows = await db.execute(sql`select attempt from retry_probe`);
      expect((rows as unknown as { rows: { attempt: number }[] }).rows).toEqual([{ attempt: 2 }]);
    } finally {
      await database.close();
    }
  });

  it('no source opens a transaction or a connection except through the database handle (db/client.ts)', () => {
    const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const offenders: string[] = [];
    for (const entry of readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.ts') || entry.endsWith('.test.ts') || entry.startsWith('test-support')) continue;
      const text = readFileSync(path.join(sourceRoot, entry), 'utf8');
      // The migration lock's own client (db/migrate.ts) holds an advisory lock and runs the migrator, no writes of ours.
      const allowed = entry === path.join('db', 'client.ts') || entry === path.join('db', 'migrate.ts');
      if (/['"`]\s*(begin|start transaction)\b/i.test(text)) offenders.push(`${entry}: BEGIN by hand`);
      if (!allowed && /new pg\.(Pool|Client)\b|\bdrizzle[A-Za-z]*\(/.test(text))
        offenders.push(`${entry}: own connection`);
    }
    expect(offenders).toEqual([]);
  });
});
