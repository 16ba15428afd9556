import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-data.js';
import { createWatchedDemoDatabase, DEMO_CONFIG } from '../test-support/demo-template.js';
import {
  organisationCif,
  type ServerProcess,
  serverProcessEnv,
  startServerProcess,
  startWorkerProcess,
  uploadSignupCsv,
  waitUntil,
} from '../test-support/server-process.js';

const onPostgres = process.env.CUMPLIA_TEST_DB === 'postgres';
const CHALLENGES_PER_MINUTE = 5;
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe.skipIf(!onPostgres)('API replicas without jobs beside a worker process', { timeout: 120_000 }, () => {
  it('lets any replica answer while only the worker does the background work, and counts their rate limits together', async () => {
    const database = await createWatchedDemoDatabase();
    cleanup.push(database.close);
    const { count } = database;
    const env = serverProcessEnv(database.url, {
      ...DEMO_CONFIG,
      BACKGROUND_JOBS: 'false',
      CAPTCHA_CHALLENGES_PER_MINUTE: String(CHALLENGES_PER_MINUTE),
    });
    const replicas: ServerProcess[] = [];
    for (let i = 0; i < 2; i++) {
      const replica = await startServerProcess(env);
      cleanup.push(() => replica.kill('SIGTERM'));
      replicas.push(replica);
    }
    const [first, second] = replicas as [ServerProcess, ServerProcess];

    const token = await first.login('45219873X', 'G', DEMO_PASSWORD);
    const upload = await uploadSignupCsv(first, token, `nifCif;telefono\n${organisationCif(1)};612000111\nX;1\n`);
    expect(upload.status).toBe(201);
    const { id } = (await upload.json()) as { id: number };
    const lineStatuses = async () => {
      const response = await fetch(`${second.base}/cumplia-core/gestorias/archivos/procesamientos/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { content: { status: string }[] }).content.map((line) => line.status).sort();
    };

    // Two API replicas and no worker: the lines wait.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await lineStatuses()).toEqual(['PENDIENTE', 'PENDIENTE']);
    expect(await count("select count(*) from outbox_messages where status = 'PENDING'")).toBeGreaterThan(0);

    const worker = startWorkerProcess(env);
    cleanup.push(() => worker.kill('SIGTERM'));
    await waitUntil(
      async () => (await count("select count(*) from upload_lines where status = 'PENDIENTE'")) === 0,
      60_000,
      'the worker to process the lines',
    );
    expect(await lineStatuses()).toEqual(['ERROR', 'PROCESADO']);
    await waitUntil(
      async () => (await count("select count(*) from outbox_messages where status = 'PENDING'")) === 0,
      30_000,
      'the worker to deliver the outbox',
    );

    // The rate limits are counted in the database: the login above used one challenge on the first replica, so
    // both replicas together answer the rest of the minute's challenges and no more.
    const challengeStatuses: number[] = [];
    for (let n = 0; n < CHALLENGES_PER_MINUTE + 1; n++) {
      const replica = n % 2 === 0 ? second : first;
      challengeStatuses.push((await fetch(`${replica.base}/cumplia-auth/captcha/challenge`)).status);
    }
    expect(challengeStatuses).toEqual([...Array(CHALLENGES_PER_MINUTE - 1).fill(200), 429, 429]);
  });
});
