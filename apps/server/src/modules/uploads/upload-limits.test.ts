import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ERROR_CODE_MESSAGES, MESSAGES } from '@cumplia/domain';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const QUOTA_BYTES = 2000;
const UPLOADS_PER_HOUR = 4;

let t: TestApp;

function multipart(fileName: string, content: string) {
  const boundary = '----cumplia-limits-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content, 'utf8'), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const upload = (token: string, fileName: string, content: string) => {
  const body = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: '/cumplia-core/gestorias/upload-csv',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
};

async function newAgency() {
  const user = await t.factories.agencyUser();
  return { agencyId: user.agencyId, token: (await t.loginTokens(user.username, 'G')).token };
}

const storedFiles = async (agencyId: number) =>
  (await t.db.select({ value: count() }).from(uploadedFiles).where(eq(uploadedFiles.agencyId, agencyId)))[0]?.value;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A line of `length` characters that the parser must walk cell by cell. */
const longLine = (length: number) => `B38567897;612345678;${'x'.repeat(length - 20)}`;

beforeAll(async () => {
  t = await createTestApp({
    UPLOAD_QUOTA_BYTES_PER_AGENCY: String(QUOTA_BYTES),
    UPLOAD_RATE_LIMIT_PER_HOUR: String(UPLOADS_PER_HOUR),
  });
});
afterAll(async () => {
  await t.close();
});

describe('mass sign-up upload limits', () => {
  it('reads a 4.9 MB file off the event loop: other requests keep being answered', async () => {
    const agency = await newAgency();
    const oneLine = `nifCif;telefono\n${'B38567897'.repeat(544_000)}`;
    const manyLines = Array.from({ length: 25_000 }, () => longLine(195)).join('\n');
    expect(oneLine.length).toBeGreaterThan(4_800_000);
    expect(manyLines.length).toBeGreaterThan(4_800_000);

    for (const [name, content] of [
      ['una-linea.csv', oneLine],
      ['muchas-lineas.csv', manyLines],
    ] as const) {
      // Warm-up of the CSV thread is not what is measured.
      await upload(agency.token, 'vacio.csv', 'nifCif;telefono\n');
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      await pause(50);
      let done = false;
      const uploaded = upload(agency.token, name, content).finally(() => {
        done = true;
      });
      // GET /health as other users' requests, one after another: the longest gap between two answers is how
      // long everyone waited.
      let healthChecks = 0;
      let longestWaitMs = 0;
      let last = performance.now();
      while (!done) {
        expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
        longestWaitMs = Math.max(longestWaitMs, performance.now() - last);
        last = performance.now();
        healthChecks++;
        await pause(5);
      }
      const response = await uploaded;
      await pause(50);
      delay.disable();
      const maxBlockedMs = delay.max / 1e6;
      // Before: reading the file held the loop for up to seconds. Generous bounds: the machine is shared.
      expect(maxBlockedMs, `${name}: event loop blocked ${maxBlockedMs} ms`).toBeLessThan(300);
      expect(longestWaitMs, `${name}: /health waited ${longestWaitMs} ms`).toBeLessThan(300);
      expect(healthChecks, name).toBeGreaterThan(1);
      // Refused: the one line is too long, the many lines too many.
      expect(response.statusCode, response.body).toBe(400);
    }
  });

  it('refuses a line longer than the limit, saying which line', async () => {
    const agency = await newAgency();
    const response = await upload(
      agency.token,
      'larga.csv',
      `nifCif;telefono\n${longLine(1001)}\nB38567897;612345678\n`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: MESSAGES.uploads.lineTooLong(2, 1000),
    });
    expect(response.json().message).toBe('La línea 2 supera el máximo de 1000 caracteres.');
    expect(await storedFiles(agency.agencyId)).toBe(0);
    // A line of exactly the limit is fine.
    expect((await upload(agency.token, 'justa.csv', `${longLine(1000)}\n`)).statusCode).toBe(201);
  });

  it("keeps each agency's stored files within its quota, also with two uploads at once", async () => {
    const agency = await newAgency();
    const file = (n: number) =>
      `nifCif;telefono\n${Array.from({ length: 35 }, () => `B3856789${n};612345678`).join('\n')}\n`;
    expect(file(1).length).toBeGreaterThan(QUOTA_BYTES / 3);
    expect(file(1).length).toBeLessThan(QUOTA_BYTES / 2);
    expect((await upload(agency.token, 'uno.csv', file(1))).statusCode).toBe(201);
    const [second, third] = await Promise.all([
      upload(agency.token, 'dos.csv', file(2)),
      upload(agency.token, 'tres.csv', file(3)),
    ]);
    expect([second.statusCode, third.statusCode].sort()).toEqual([201, 413]);
    const refused = second.statusCode === 413 ? second : third;
    expect(refused.json()).toMatchObject({
      code: 'UPLOAD_QUOTA_EXCEEDED',
      message: ERROR_CODE_MESSAGES.UPLOAD_QUOTA_EXCEEDED,
    });
    expect(await storedFiles(agency.agencyId)).toBe(2);
    const [used] = await t.db
      .select({ sizeBytes: uploadedFiles.sizeBytes })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.agencyId, agency.agencyId));
    expect(used?.sizeBytes).toBeGreaterThan(0);

    // Another agency has its own quota.
    const other = await newAgency();
    expect((await upload(other.token, 'uno.csv', file(1))).statusCode).toBe(201);
  });

  it('limits the uploads of each agency per hour', async () => {
    const agency = await newAgency();
    const statuses: number[] = [];
    for (let n = 0; n < UPLOADS_PER_HOUR + 1; n++) {
      statuses.push((await upload(agency.token, 'vacio.csv', 'nifCif;telefono\n')).statusCode);
    }
    expect(statuses).toEqual([...Array(UPLOADS_PER_HOUR).fill(400), 429]);
    const limited = await upload(agency.token, 'buena.csv', 'B38567897;612345678\n');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: ERROR_CODE_MESSAGES.RATE_LIMITED });

    // The limit is the agency's, not everyone's.
    const other = await newAgency();
    expect((await upload(other.token, 'buena.csv', 'B38567897;612345678\n')).statusCode).toBe(201);
  });
});

describe.runIf(process.env.CUMPLIA_TEST_DB === 'postgres')(
  'an upload while earlier lines of the agency are processed',
  () => {
    it('does not wait for a transaction that holds companies of the agency (a background batch)', async () => {
      const agency = await newAgency();
      const batch = new pg.Client({ connectionString: t.databaseUrl });
      await batch.connect();
      try {
        // A batch creating a company for the agency holds the agency's row (its company count) until it commits.
        await batch.query('begin');
        await batch.query(
          `insert into companies (razon_social, nif_cif, nombre, dni, email, telefono, nombre_comercial, agency_id)
           values ('Lote en curso S.L.', 'B38567897', 'Lote', '', '', '+34612345678', '', $1)`,
          [agency.agencyId],
        );
        const started = Date.now();
        const response = await upload(agency.token, 'altas.csv', 'nifCif;telefono\nB38567897;612345678\n');
        expect(response.statusCode, response.body).toBe(201);
        expect(Date.now() - started).toBeLessThan(5_000);
      } finally {
        await batch.query('rollback');
        await batch.end();
      }
    });
  },
);
