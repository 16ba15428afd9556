import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-data.js';
import { createWatchedDemoDatabase, DEMO_CONFIG } from '../test-support/demo-template.js';
import {
  organisationCif,
  type ServerProcess,
  serverProcessEnv,
  startServerProcess,
  uploadSignupCsv,
  waitUntil,
} from '../test-support/server-process.js';
import { queueVerificationLike, type Received, startSmtpServer } from '../test-support/smtp-server.js';
import { createWatchedTestDatabase } from '../test-support/test-database.js';

/**
 * The server killed with SIGKILL (no shutdown hook runs) in the middle of its durable work, then started again:
 * nothing may be lost or done twice. Real server processes need PostgreSQL (embedded PGlite is one process).
 */
const onPostgres = process.env.CUMPLIA_TEST_DB === 'postgres';

const ADMIN = { CUMPLIA_ADMIN_NIF: '43827164C', CUMPLIA_ADMIN_PASSWORD: 'Administracion-2026' };

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function database(create = createWatchedTestDatabase) {
  const watched = await create();
  cleanup.push(watched.close);
  return watched;
}

async function server(env: Record<string, string>): Promise<ServerProcess> {
  const started = await startServerProcess(env);
  cleanup.push(() => started.kill('SIGKILL'));
  return started;
}

describe.skipIf(!onPostgres)('SIGKILL during durable work, then a restart', { timeout: 180_000 }, () => {
  it('CSV processing: every line is processed and invited by SMS exactly once', async () => {
    // Four batches of the CSV job: the process dies after the first has committed, while the second is open.
    const LINES = 1000;
    const db = await database(createWatchedDemoDatabase);
    const env = serverProcessEnv(db.url, DEMO_CONFIG);
    const first = await server(env);
    const token = await first.login('45219873X', 'G', DEMO_PASSWORD);
    const csv = [
      'nifCif;telefono',
      ...Array.from({ length: LINES }, (_, i) => `${organisationCif(i)};6${10_000_000 + i}`),
    ];
    expect((await uploadSignupCsv(first, token, csv.join('\n'))).status).toBe(201);

    const ofTheFile = 'from upload_lines where file_id = (select max(id) from uploaded_files)';
    const processed = () => db.count(`select count(*) ${ofTheFile} and status <> 'PENDIENTE'`);
    await waitUntil(async () => (await processed()) > 0, 30_000, 'the first processed lines');
    await first.kill('SIGKILL');
    const atCrash = await processed();
    expect(atCrash).toBeGreaterThan(0);
    expect(atCrash).toBeLessThan(LINES);

    await server(env);
    await waitUntil(async () => (await processed()) === LINES, 120_000, 'every line processed');
    expect(await db.count(`select count(*) ${ofTheFile} and status = 'PROCESADO'`)).toBe(LINES);
    expect(await db.count(`select count(distinct company_id) ${ofTheFile}`)).toBe(LINES);
    expect(await db.count(`select count(*) from companies where nif_cif in (select nif_cif ${ofTheFile})`)).toBe(LINES);
    // Each line invites its company by SMS once: one invitation and one queued SMS per line, none twice.
    const invitations = `from onboarding_invitations where upload_line_id in (select id ${ofTheFile})`;
    expect(await db.count(`select count(*) ${invitations}`)).toBe(LINES);
    // One SMS to each line's phone: a line processed twice would have sent a second link to the same phone.
    expect(
      await db.count(
        `select count(*) from outbox_messages where idempotency_key like 'onboarding-link:%' and recipient in (select phone ${invitations})`,
      ),
    ).toBe(LINES);
    expect(
      await db.count(`select count(*) from outbox_messages where idempotency_key in (select sms_key ${invitations})`),
    ).toBe(LINES);
  });

  it('SEPA file generation: the interrupted file leaves no trace, the retried one holds every invoice once', async () => {
    const INVOICES = 4000;
    const db = await database();
    await db.client.query(`
      insert into companies (razon_social, nif_cif, nombre, dni, email, telefono, nombre_comercial, num_cuenta, metodo_de_pago)
      select 'Empresa Remesa ' || n || ' S.L.', 'B' || lpad(n::text, 8, '0'), 'Administración', '00000000T',
             'remesa' || n || '@example.test', '+34600000000', 'Remesa ' || n, 'ES9121000418450200051332', 'SEPA'
      from generate_series(1, ${INVOICES}) n`);
    await db.client.query(`
      insert into sepa_mandates (company_id, reference, signed_on)
      select id, 'CUMPLIA-' || lpad(id::text, 8, '0'), '2026-01-15' from companies`);
    await db.client.query(`
      insert into invoices (numero, series, year, sequence, origin, company_id, fecha, fecha_cuando_facturar, fecha_operacion,
        importe_total_cents, importe_impuestos_cents, importe_total_impuestos_cents, metodo_de_pago, num_cuenta,
        recipient_razon_social, recipient_nombre_comercial, recipient_nif_cif, recipient_direccion,
        recipient_codigo_postal, recipient_provincia)
      select 'F2026-' || lpad(c.id::text, 6, '0'), 'F', 2026, c.id, 'CONTRATO', c.id, '2026-11-02', '2026-11-02', '2026-11-02',
             12100, 2100, 14641, 'SEPA', c.num_cuenta, c.razon_social, c.nombre_comercial, c.nif_cif,
             'Calle Remesa 1', '38001', 'Santa Cruz de Tenerife'
      from companies c`);
    const env = serverProcessEnv(db.url, ADMIN);
    const first = await server(env);
    const token = await first.login(ADMIN.CUMPLIA_ADMIN_NIF, null, ADMIN.CUMPLIA_ADMIN_PASSWORD);
    const generate = (base: string) =>
      fetch(`${base}/cumplia-core/admin/facturas/sepa`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          fechaInicio: '2026-11-01',
          fechaFin: '2026-11-30',
          cuentaIBAN: 'ES9121000418450200051332',
          transactionId: 'remesa-noviembre',
        }),
      });

    // pg_locks covers the whole server, and test databases copied from one template share their tables' oids:
    // only this database's locks count, not those of the test files running beside this one.
    const locksOnInvoices = () =>
      db.count(`select count(*) from pg_locks l join pg_class c on c.oid = l.relation
                where c.relname = 'invoices' and l.pid <> pg_backend_pid()
                  and l.database = (select oid from pg_database where datname = current_database())`);
    const interrupted = generate(first.base).catch(() => null);
    // The request holds the invoices' row locks while it builds the file: that is when the process dies.
    await waitUntil(async () => (await locksOnInvoices()) > 0, 30_000, 'the SEPA request to lock the invoices');
    await first.kill('SIGKILL');
    expect(await interrupted).toBeNull();
    await waitUntil(async () => (await locksOnInvoices()) === 0, 10_000, 'PostgreSQL to roll the transaction back');
    expect(await db.count('select count(*) from invoices where facturado or sepa_file_id is not null')).toBe(0);
    expect(await db.count('select count(*) from sepa_files')).toBe(0);

    const second = await server(env);
    const retried = await generate(second.base);
    expect(retried.status).toBe(200);
    expect(/<NbOfTxs>(\d+)<\/NbOfTxs>/.exec(await retried.text())?.[1]).toBe(String(INVOICES));
    expect(await db.count('select count(*) from sepa_files')).toBe(1);
    expect(await db.count('select count(*) from invoices where facturado and sepa_file_id is not null')).toBe(INVOICES);
  });

  it('outbox sending: a message cut off mid-delivery is sent after the restart, and none twice', async () => {
    const MESSAGES = 30;
    const db = await database();
    const recipients = Array.from({ length: MESSAGES }, (_, i) => `destinatario${i}@example.test`);

    let holdNext = true;
    let held: Received | undefined;
    const smtp = await startSmtpServer(0, {
      // The tenth message gets no answer: the server dies while waiting for it.
      beforeAccept: (message) => {
        if (!holdNext || !message.to[0]?.startsWith('destinatario9@')) return Promise.resolve();
        holdNext = false;
        held = message;
        return new Promise<void>(() => {});
      },
    });
    cleanup.push(smtp.close);
    // The message the killed process was sending is the restarted one's once its lease passes (short here).
    const env = serverProcessEnv(db.url, {
      ...ADMIN,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OUTBOX_CLAIM_LEASE_SECONDS: '5',
    });
    // Sealed with the processes' key: the restarted process must open what the killed one could not send.
    const sealing = { secrets: { messages: env.MESSAGE_SEALING_SECRET ?? '' } };
    for (const [i, to] of recipients.entries())
      await queueVerificationLike(db.db, sealing, `crash-${i}`, to, new Date());
    const first = await server(env);
    await waitUntil(async () => held !== undefined, 30_000, 'the tenth message to reach SMTP');
    await first.kill('SIGKILL');
    expect(smtp.received).toHaveLength(9);
    expect(await db.count("select count(*) from outbox_messages where status = 'SENT'")).toBe(9);

    await server(env);
    await waitUntil(
      async () => (await db.count("select count(*) from outbox_messages where status = 'SENT'")) === MESSAGES,
      60_000,
      'every message sent',
    );
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([...recipients].sort());
  });
});
