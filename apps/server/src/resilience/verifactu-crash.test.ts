import { afterEach, describe, expect, it } from 'vitest';
import { type AeatServer, startAeatServer } from '../test-support/aeat-server.js';
import { createWatchedDemoDatabase, DEMO_CONFIG } from '../test-support/demo-template.js';
import { type ServerProcess, serverProcessEnv, startServerProcess, waitUntil } from '../test-support/server-process.js';
import { createClientCertificate } from '../test-support/tls-certificates.js';

/**
 * The server killed with SIGKILL while a submission of invoice records is in flight at the AEAT (sent, its
 * answer not yet back), then started again: no record may be lost or registered twice, and the chain order must
 * hold. Real server processes need PostgreSQL (embedded PGlite is one process).
 */
const onPostgres = process.env.CUMPLIA_TEST_DB === 'postgres';

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

describe.skipIf(!onPostgres)('SIGKILL during a Verifactu submission, then a restart', { timeout: 120_000 }, () => {
  it('registers every record at the AEAT once, in chain order, and loses none', async () => {
    // The demo's invoices wait with their records for the AEAT.
    const db = await createWatchedDemoDatabase();
    cleanup.push(db.close);
    const client = createClientCertificate();
    const aeat: AeatServer = await startAeatServer({ trustedClientCertPem: client.certPem, waitSeconds: 0 });
    cleanup.push(aeat.close);
    // As if the AEAT's last answer had asked for 5 s between submissions (60 s until it first answers): the
    // restarted process sends again once the interrupted submission is stale, not a minute later.
    await db.client.query('update verifactu_sender_state set wait_seconds = 5');
    // The first answer comes late: the process is killed while the AEAT is registering what it sent.
    aeat.state.delayMs = 1500;
    const env = serverProcessEnv(db.url, {
      ...DEMO_CONFIG,
      VERIFACTU_ENDPOINT: aeat.url,
      VERIFACTU_CA_CERTIFICATES: aeat.caPem,
      VERIFACTU_CERTIFICATE_P12: client.p12Base64,
      VERIFACTU_CERTIFICATE_PASSWORD: client.password,
      VERIFACTU_TIMEOUT_MS: '2000',
      VERIFACTU_POLL_MS: '200',
    });
    const start = async (): Promise<ServerProcess> => {
      const started = await startServerProcess(env);
      cleanup.push(() => started.kill('SIGKILL'));
      return started;
    };

    const first = await start();
    await waitUntil(async () => aeat.received() > 0, 30_000, 'the first submission to reach the AEAT');
    await first.kill('SIGKILL');
    // What the test is about is the records that existed when the process died: a record issued after the
    // restart (a renewal the day brings due, say) is another submission's business.
    const lastAtKill = await db.count('select coalesce(max(id), 0) as count from verifactu_records');
    const ofTheKill = `from verifactu_records where id <= ${lastAtKill}`;
    const records = await db.count(`select count(*) ${ofTheKill}`);
    expect(records).toBeGreaterThan(5);
    expect(await db.count(`select count(*) ${ofTheKill} and status = 'PENDIENTE'`)).toBe(records);
    // The AEAT finishes the message the dead process sent: those invoices are registered there.
    await waitUntil(async () => aeat.messages.length > 0, 10_000, 'the AEAT to register the first message');
    const inFlight = aeat.messages[0]?.records.length ?? 0;
    expect(inFlight).toBe(records);

    aeat.state.delayMs = 0;
    await start();
    await waitUntil(
      async () => (await db.count(`select count(*) ${ofTheKill} and status = 'PENDIENTE'`)) === 0,
      60_000,
      'every record to be answered after the restart',
    );
    expect(await db.count(`select count(*) ${ofTheKill} and status = 'CORRECTO'`)).toBe(records);
    expect(await db.count("select count(*) from verifactu_submissions where status = 'INTERRUMPIDO'")).toBe(1);
    // Sent again, the AEAT answered "already registered" with its copy: each invoice is registered once.
    const numbers = await db.client.query<{ numero: string }>(`select numero ${ofTheKill}`);
    const registered = [...aeat.registry.keys()].map((key) => key.split('|')[1]);
    expect(registered).toEqual(expect.arrayContaining(numbers.rows.map((row) => row.numero)));
    expect(await db.count(`select count(*) ${ofTheKill} and duplicate_request_id is not null`)).toBe(inFlight);
    // Both messages carried the records in the chain's order.
    for (const message of aeat.messages) {
      const ids = message.records.map((record) => Number(/(\d+)$/.exec(record.reference ?? '')?.[1]));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
    expect(aeat.answerSchemaErrors).toEqual([]);
  });
});
