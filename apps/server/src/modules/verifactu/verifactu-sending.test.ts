import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  invoices,
  outboxMessages,
  verifactuRecords,
  verifactuSenderState,
  verifactuSubmissions,
} from '../../db/schema/index.js';
import { VERIFACTU_LEGEND } from '../../generators/pdf/invoice-pdf.js';
import { validateAeat } from '../../test-support/aeat-schemas.js';
import { type AeatServer, startAeatServer } from '../../test-support/aeat-server.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createClientCertificate } from '../../test-support/tls-certificates.js';
import { readRecordChain } from '../../test-support/verifactu-chain.js';
import { issueInvoice } from '../invoices/issue-invoice.js';
import { alertVerifactuBacklog } from './alert-backlog.js';
import { sendNextVerifactuSubmission } from './send-submission.js';

let t: TestApp;
let aeat: AeatServer;
type Who = 'admin' | 'worker' | 'agency' | 'company';
const users = {} as Record<Who, { username: string; tipo: 'G' | 'E' | null }>;
let companyId: number;
let period = 0;

beforeAll(async () => {
  const client = createClientCertificate();
  aeat = await startAeatServer({ trustedClientCertPem: client.certPem, waitSeconds: 1 });
  t = await createTestApp({
    VERIFACTU_ENDPOINT: aeat.url,
    VERIFACTU_CA_CERTIFICATES: aeat.caPem,
    VERIFACTU_CERTIFICATE_P12: client.p12Base64,
    VERIFACTU_CERTIFICATE_PASSWORD: client.password,
    // Margins of seconds around it, so that a loaded machine keeps a slow answer on the side of the timeout it meant.
    VERIFACTU_TIMEOUT_MS: '3000',
    VERIFACTU_ALERT_AFTER_MINUTES: '30',
  });
  users.admin = { username: (await t.factories.staff('superadmin')).username, tipo: null };
  users.worker = { username: (await t.factories.staff('worker')).username, tipo: null };
  users.agency = { username: (await t.factories.agencyUser()).username, tipo: 'G' };
  const company = await t.factories.companyUser();
  companyId = company.companyId;
  users.company = { username: company.username, tipo: 'E' };
});

/** A fresh session (the tests move the clock by hours, past any access token's life). */
const tokenOf = async (who: Who) => (await t.loginTokens(users[who].username, users[who].tipo)).token;

afterAll(async () => {
  await t.close();
  await aeat.close();
});

beforeEach(async () => {
  aeat.state.waitSeconds = 1;
  aeat.state.delayMs = 0;
  aeat.state.decide = null;
  aeat.state.nextFailure = null;
  // Each test starts once the AEAT's wait and any back-off of the one before have passed, under the wait the
  // stand-in answers (a test that set another one leaves it in the sender's state until the next answer).
  t.clock.advanceSeconds(7200);
  await t.db.update(verifactuSenderState).set({ waitSeconds: 1 });
});

/** Issues an ordinary invoice now, as signing or a renewal would; answers its id and number. */
async function issue(amountCents = 12000) {
  period += 1;
  return t.db.transaction((tx) =>
    issueInvoice(tx, {
      companyId,
      origin: 'RENOVACION',
      lines: [
        {
          protocol: 'LOPD',
          nombreProducto: 'Renovación anual del protocolo de LOPDGDD',
          precioUnitarioCents: amountCents,
        },
      ],
      fecha: '2026-11-21',
      periodStart: `2027-${String((period % 12) + 1).padStart(2, '0')}-${String(Math.floor(period / 12) + 1).padStart(2, '0')}`,
      now: t.clock.now(),
      config: t.config,
    }),
  );
}

const send = () => sendNextVerifactuSubmission({ ctx: t.jobCtx });

/** The AEAT rejects an invoice's first registration (its number, as invalid) and accepts the correction. */
function rejectFirstRegistrationOf(numero: string) {
  aeat.state.decide = (record) =>
    record.numero === numero && !record.subsanacion
      ? { status: 'Incorrecto', code: 1104, description: 'El valor del campo NumSerieFactura es incorrecto.' }
      : undefined;
}

const recordsOf = (invoiceId: number) =>
  t.db.select().from(verifactuRecords).where(eq(verifactuRecords.invoiceId, invoiceId)).orderBy(verifactuRecords.id);

const lastRecordOf = async (invoiceId: number) => {
  const records = await recordsOf(invoiceId);
  const last = records.at(-1);
  if (!last) throw new Error(`invoice ${invoiceId} has no record`);
  return last;
};

const senderState = async () => {
  const [state] = await t.db.select().from(verifactuSenderState);
  if (!state) throw new Error('no sender state');
  return state;
};

const lastSubmission = async () => {
  const [submission] = await t.db.select().from(verifactuSubmissions).orderBy(desc(verifactuSubmissions.id)).limit(1);
  return submission;
};

const call = async (method: 'GET' | 'POST', url: string, who: Who | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who ? { authorization: `Bearer ${await tokenOf(who)}` } : {},
    ...(payload ? { payload } : {}),
  });

/** Sends until nothing is pending, moving the clock past each wait; answers how many submissions went. */
async function sendAll() {
  let submissions = 0;
  for (let round = 0; round < 20; round++) {
    const { answered } = await send();
    if (answered > 0) submissions++;
    const [pending] = await t.db
      .select({ id: verifactuRecords.id })
      .from(verifactuRecords)
      .where(eq(verifactuRecords.status, 'PENDIENTE'))
      .limit(1);
    if (!pending) return submissions;
    t.clock.advanceSeconds(3700);
  }
  throw new Error('records still pending after 20 rounds');
}

// Its tests share one app and one AEAT: each leaves nothing pending behind it, and starts past the wait and back-off of
// the one before (beforeEach).
describe('Verifactu sending and screens', () => {
  describe('sending invoice records to the AEAT', () => {
    it('sends each record in chain order with the client certificate and stores the CSV of the answer', async () => {
      const issued = [await issue(), await issue(), await issue()];
      const before = aeat.messages.length;
      expect(await send()).toEqual({ answered: 3 });
      const message = aeat.messages[before];
      expect(message?.records.map((record) => record.numero)).toEqual(issued.map((invoice) => invoice.numero));
      expect(message?.clientCertificate).toBe('Cumplia sello de DESARROLLO (no valido)');
      for (const invoice of issued) {
        const record = await lastRecordOf(invoice.id);
        expect(record).toMatchObject({ status: 'CORRECTO', errorCode: null });
        expect(record.csv).toMatch(/^A[0-9A-F]{15}$/);
      }
      expect(await lastSubmission()).toMatchObject({ status: 'CORRECTO', recordCount: 3, waitSeconds: 1 });
      // Every answer the stand-in gave follows the AEAT's response schema, and the fingerprints matched its own.
      expect(aeat.answerSchemaErrors).toEqual([]);
      expect(message?.records.every((record) => record.huella === record.expectedHuella)).toBe(true);
    });

    it("honours TiempoEsperaEnvio: nothing goes until the AEAT's wait since the last submission has passed", async () => {
      aeat.state.waitSeconds = 30;
      await issue();
      expect((await send()).answered).toBe(1);
      await issue();
      expect((await send()).answered).toBe(0);
      t.clock.advanceSeconds(29);
      expect((await send()).answered).toBe(0);
      t.clock.advanceSeconds(1);
      expect((await send()).answered).toBe(1);
      expect((await senderState()).waitSeconds).toBe(30);
    });

    it('keeps a rejected record with its AEAT error; its correction goes as an alta after rejection and is accepted', async () => {
      const invoice = await issue();
      rejectFirstRegistrationOf(invoice.numero);
      await send();
      const rejected = await lastRecordOf(invoice.id);
      expect(rejected).toMatchObject({
        status: 'INCORRECTO',
        errorCode: 1104,
        errorDescription: 'El valor del campo NumSerieFactura es incorrecto.',
        csv: null,
      });
      expect(aeat.registry.has(`${t.config.provider.nif}|${invoice.numero}|21-11-2026`)).toBe(false);

      const listed = await call('GET', '/cumplia-core/admin/verifactu/registros?estado=atencion', 'admin');
      expect(listed.json().content).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: rejected.id, estado: 'INCORRECTO', requiereSubsanacion: true }),
        ]),
      );
      expect(
        (await call('POST', `/cumplia-core/admin/verifactu/registros/${rejected.id}/subsanar`, 'worker')).statusCode,
      ).toBe(403);
      const corrected = await call('POST', `/cumplia-core/admin/verifactu/registros/${rejected.id}/subsanar`, 'admin');
      expect(corrected.statusCode, corrected.body).toBe(200);
      t.clock.advanceSeconds(2);
      await send();
      const [first, second] = await recordsOf(invoice.id);
      expect(first).toMatchObject({ status: 'INCORRECTO', supersededById: second?.id });
      expect(second).toMatchObject({ status: 'CORRECTO', subsanacion: true, rechazoPrevio: 'X' });
      expect(second?.xml).toContain('<sf:Subsanacion>S</sf:Subsanacion>');
      expect(second?.xml).toContain('<sf:RechazoPrevio>X</sf:RechazoPrevio>');
      expect(aeat.registry.get(`${t.config.provider.nif}|${invoice.numero}|21-11-2026`)?.state).toBe('Correcta');
      // Corrected, it no longer asks for attention, and cannot be corrected twice.
      expect(
        (await call('POST', `/cumplia-core/admin/verifactu/registros/${rejected.id}/subsanar`, 'admin')).json().code,
      ).toBe('VERIFACTU_RECORD_NOT_CORRECTABLE');
    });

    it('stores the warning of a record accepted with errors; its subsanación goes without RechazoPrevio', async () => {
      const invoice = await issue();
      aeat.state.decide = (record) =>
        record.numero === invoice.numero && !record.subsanacion
          ? {
              status: 'AceptadoConErrores',
              code: 2001,
              description: 'El NIF del bloque Destinatarios no está identificado en el censo de la AEAT.',
            }
          : undefined;
      await send();
      const accepted = await lastRecordOf(invoice.id);
      expect(accepted).toMatchObject({ status: 'ACEPTADO_CON_ERRORES', errorCode: 2001 });
      expect(accepted.csv).not.toBeNull();
      expect((await lastSubmission())?.status).toBe('PARCIALMENTE_CORRECTO');
      const corrected = await call('POST', `/cumplia-core/admin/verifactu/registros/${accepted.id}/subsanar`, 'admin');
      expect(corrected.statusCode, corrected.body).toBe(200);
      t.clock.advanceSeconds(2);
      await send();
      expect(await lastRecordOf(invoice.id)).toMatchObject({
        status: 'CORRECTO',
        subsanacion: true,
        rechazoPrevio: null,
      });
    });

    it('loses nothing when the AEAT is unreachable: the records wait, in order, and go once when it answers', async () => {
      await aeat.stop();
      const issued = [await issue(), await issue()];
      expect((await send()).answered).toBe(0);
      expect(await lastSubmission()).toMatchObject({ status: 'FALLIDO', recordCount: 2 });
      expect((await lastSubmission())?.error).toMatch(/Sin respuesta de la AEAT/);
      const state = await senderState();
      expect(state.consecutiveFailures).toBe(1);
      expect(state.nextSendAt?.getTime()).toBeGreaterThan(t.clock.now().getTime());
      for (const invoice of issued) expect((await lastRecordOf(invoice.id)).status).toBe('PENDIENTE');
      // Invoices are still issued meanwhile.
      issued.push(await issue());

      await aeat.start();
      const before = aeat.messages.length;
      expect((await send()).answered).toBe(0); // the back-off still runs
      t.clock.advanceSeconds(3600);
      expect((await send()).answered).toBe(3);
      expect(aeat.messages.slice(before).flatMap((message) => message.records.map((record) => record.numero))).toEqual(
        issued.map((invoice) => invoice.numero),
      );
      for (const invoice of issued) expect((await lastRecordOf(invoice.id)).status).toBe('CORRECTO');
      expect((await senderState()).consecutiveFailures).toBe(0);
    });

    it('waits for a slow answer within the timeout', async () => {
      aeat.state.delayMs = 1000;
      const invoice = await issue();
      expect((await send()).answered).toBe(1);
      expect((await lastRecordOf(invoice.id)).status).toBe('CORRECTO');
    });

    it('sends again a submission whose answer never came; "already registered" settles it, registered once', async () => {
      aeat.state.delayMs = 4500; // past VERIFACTU_TIMEOUT_MS: the AEAT registers it, the answer is lost
      const invoice = await issue();
      expect((await send()).answered).toBe(0);
      expect((await lastSubmission())?.error).toMatch(/no contestó|did not answer/);
      const key = `${t.config.provider.nif}|${invoice.numero}|21-11-2026`;
      await expect.poll(() => aeat.registry.has(key), { timeout: 10_000 }).toBe(true); // the first sending registered
      aeat.state.delayMs = 0;
      t.clock.advanceSeconds(3600);
      expect((await send()).answered).toBe(1);
      const record = await lastRecordOf(invoice.id);
      expect(record).toMatchObject({ status: 'CORRECTO', csv: null });
      expect(record.duplicateRequestId).toMatch(/^P\d{8}$/);
      const registered = [...aeat.messages.flatMap((message) => message.records)].filter(
        (received) => received.numero === invoice.numero,
      );
      expect(registered).toHaveLength(2); // sent twice, registered once
      expect(aeat.registry.get(key)?.state).toBe('Correcta');
    });

    it('keeps the records when the AEAT refuses the whole message, and retries at once after "Reintentar"', async () => {
      const invoice = await issue();
      aeat.state.nextFailure = 'client-fault';
      expect((await send()).answered).toBe(0);
      expect(await lastSubmission()).toMatchObject({ status: 'RECHAZADO' });
      expect((await senderState()).lastError).toContain('Codigo[4104]');
      expect((await lastRecordOf(invoice.id)).status).toBe('PENDIENTE');
      expect((await send()).answered).toBe(0);
      t.clock.advanceSeconds(1);
      expect((await send()).answered).toBe(0); // the back-off after the failure, longer than the AEAT's wait
      expect((await call('POST', '/cumplia-core/admin/verifactu/reintentar', 'worker')).statusCode).toBe(403);
      const retried = await call('POST', '/cumplia-core/admin/verifactu/reintentar', 'admin');
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json().message).toBe('Los registros pendientes se envían ahora.');
      expect((await send()).answered).toBe(1);
      expect((await lastRecordOf(invoice.id)).status).toBe('CORRECTO');
    });

    it('splits a refused message until its bad record stands alone, shown for correction; the others register', async () => {
      const issued = [await issue(), await issue(), await issue(), await issue()];
      const bad = issued[2];
      // A record whose XML breaks the AEAT's schema: the AEAT refuses any message that holds it (4102).
      await t.db.execute(sql`alter table verifactu_records disable trigger verifactu_records_immutable`);
      try {
        const [record] = await recordsOf(bad?.id ?? 0);
        await t.db
          .update(verifactuRecords)
          .set({
            xml: record?.xml?.replace(/<sf:TipoFactura>\w+<\/sf:TipoFactura>/, '<sf:TipoFactura>ZZ</sf:TipoFactura>'),
          })
          .where(eq(verifactuRecords.id, record?.id ?? 0));
      } finally {
        await t.db.execute(sql`alter table verifactu_records enable trigger verifactu_records_immutable`);
      }
      const sizes: number[] = [];
      for (let round = 0; round < 12; round++) {
        const before = aeat.messages.length;
        await send();
        if (aeat.messages.length > before) sizes.push(aeat.messages.at(-1)?.records.length ?? 0);
        t.clock.advanceSeconds(3600);
      }
      // 4 refused, then 2 (the first two registered), then the bad one alone and refused, the fourth alone answered.
      const statuses = await Promise.all(issued.map(async (invoice) => (await lastRecordOf(invoice?.id ?? 0)).status));
      expect(statuses).toEqual(['CORRECTO', 'CORRECTO', 'INCORRECTO', 'CORRECTO']);
      const refused = await lastRecordOf(bad?.id ?? 0);
      expect(refused.errorCode).toBe(4102);
      expect(refused.errorDescription).toMatch(/La AEAT rechazó el envío: Codigo\[4102\]\.El XML no cumple el esquema/);
      // The AEAT never registered the bad record; the messages it answered held only good ones.
      expect(sizes).toEqual([2, 1]);
      expect((await senderState()).batchLimit).toBeNull();
      // Shown for correction on 'Verifactu', as any record the AEAT rejects.
      const listed = await call('GET', '/cumplia-core/admin/verifactu/registros?estado=atencion&size=100', 'admin');
      expect(listed.statusCode, listed.body).toBe(200);
      expect(JSON.stringify(listed.json())).toContain(bad?.numero);
      // Its correction is a new, well-formed record, which the AEAT registers.
      const corrected = await call('POST', `/cumplia-core/admin/verifactu/registros/${refused.id}/subsanar`, 'admin');
      expect(corrected.statusCode, corrected.body).toBe(200);
      t.clock.advanceSeconds(3600);
      await send();
      expect(await lastRecordOf(bad?.id ?? 0)).toMatchObject({ status: 'CORRECTO', subsanacion: true });
    });

    it('sends the message again after an AEAT server fault', async () => {
      const invoice = await issue();
      aeat.state.nextFailure = 'server-fault';
      await send();
      expect(await lastSubmission()).toMatchObject({ status: 'FALLIDO' });
      t.clock.advanceSeconds(3600);
      await send();
      expect((await lastRecordOf(invoice.id)).status).toBe('CORRECTO');
    });

    it('sends again the records of a submission a stopped process left in flight', async () => {
      const invoice = await issue();
      const [left] = await t.db
        .insert(verifactuSubmissions)
        .values({
          status: 'ENVIANDO',
          endpoint: aeat.url,
          recordCount: 1,
          startedAt: new Date(t.clock.now().getTime() - 3_600_000),
        })
        .returning({ id: verifactuSubmissions.id });
      await t.db.update(verifactuSenderState).set({ inFlightSubmissionId: left?.id ?? null });
      expect((await send()).answered).toBe(1);
      const [interrupted] = await t.db
        .select()
        .from(verifactuSubmissions)
        .where(eq(verifactuSubmissions.id, left?.id ?? 0));
      expect(interrupted?.status).toBe('INTERRUMPIDO');
      expect((await lastRecordOf(invoice.id)).status).toBe('CORRECTO');
    });

    it('sends a cancellation, and one without prior record when the registration was rejected', async () => {
      const registered = await issue();
      const neverRegistered = await issue();
      aeat.state.decide = (record) =>
        record.numero === neverRegistered.numero && record.operation === 'Alta'
          ? { status: 'Incorrecto', code: 1104, description: 'El valor del campo NumSerieFactura es incorrecto.' }
          : undefined;
      await sendAll();
      for (const invoice of [registered, neverRegistered]) {
        const cancelled = await call('POST', `/cumplia-core/admin/facturas/${invoice.id}/anular`, 'admin', {
          motivo: 'Emitida por error: servicio no contratado',
        });
        expect(cancelled.statusCode, cancelled.body).toBe(200);
      }
      await sendAll();
      const registeredCancellation = await lastRecordOf(registered.id);
      expect(registeredCancellation).toMatchObject({
        recordType: 'ANULACION',
        status: 'CORRECTO',
        sinRegistroPrevio: false,
      });
      const withoutPrior = await lastRecordOf(neverRegistered.id);
      expect(withoutPrior).toMatchObject({ recordType: 'ANULACION', status: 'CORRECTO', sinRegistroPrevio: true });
      expect(aeat.registry.get(`${t.config.provider.nif}|${registered.numero}|21-11-2026`)?.state).toBe('Anulada');
      expect(aeat.registry.get(`${t.config.provider.nif}|${neverRegistered.numero}|21-11-2026`)?.state).toBe('Anulada');
      const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, registered.id));
      expect(stored?.anuladaAt).not.toBeNull();
    });

    it('keeps one chain through registrations, corrections and cancellations, each fingerprint recomputable', async () => {
      // A registration corrected after its rejection, and a cancellation, of its own.
      const corrected = await issue();
      const cancelled = await issue();
      rejectFirstRegistrationOf(corrected.numero);
      await sendAll();
      const rejected = await lastRecordOf(corrected.id);
      const correction = await call('POST', `/cumplia-core/admin/verifactu/registros/${rejected.id}/subsanar`, 'admin');
      expect(correction.statusCode, correction.body).toBe(200);
      const cancellation = await call('POST', `/cumplia-core/admin/facturas/${cancelled.id}/anular`, 'admin', {
        motivo: 'Emitida por error: servicio no contratado',
      });
      expect(cancellation.statusCode, cancellation.body).toBe(200);
      await sendAll();

      const chain = await readRecordChain(t.db, t.config.provider.nif);
      const inChain = (record: { id: number }) => chain.some((link) => link.record.id === record.id);
      expect(inChain(await lastRecordOf(corrected.id))).toBe(true);
      expect((await lastRecordOf(corrected.id)).subsanacion).toBe(true);
      expect(inChain(await lastRecordOf(cancelled.id))).toBe(true);
      expect((await lastRecordOf(cancelled.id)).recordType).toBe('ANULACION');
      for (const { record, previousHash, recomputedHash } of chain) {
        expect(record.previousHash).toBe(previousHash);
        expect(record.hash).toBe(recomputedHash);
      }
      // A record is never edited: the database refuses it.
      const first = chain[0]?.record;
      await expect(
        t.db
          .update(verifactuRecords)
          .set({ hash: 'F'.repeat(64) })
          .where(eq(verifactuRecords.id, first?.id ?? 0)),
      ).rejects.toThrow();
      await expect(t.db.delete(verifactuRecords).where(eq(verifactuRecords.id, first?.id ?? 0))).rejects.toThrow();
    });

    it('e-mails the provider when records wait longer than the threshold, at most once a day', async () => {
      await aeat.stop();
      await issue();
      await send();
      t.clock.advanceSeconds(29 * 60);
      expect((await alertVerifactuBacklog({ ctx: t.jobCtx })).alerted).toBe(false);
      t.clock.advanceSeconds(2 * 60);
      expect((await alertVerifactuBacklog({ ctx: t.jobCtx })).alerted).toBe(true);
      const [mail] = await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, t.config.provider.inbox)))
        .orderBy(desc(outboxMessages.id))
        .limit(1);
      expect(mail?.subject).toBe('Verifactu: registros de facturación pendientes o rechazados');
      expect(mail?.bodyText).toContain('1 registro de facturación espera su envío a la AEAT desde el');
      expect(mail?.bodyText).toContain('Sin respuesta de la AEAT');
      expect((await alertVerifactuBacklog({ ctx: t.jobCtx })).alerted).toBe(false);
      await aeat.start();
      await sendAll();
    });
  });

  describe('the Verifactu screens', () => {
    it('lists the records and the sender state to staff, with the record XML as sent', async () => {
      const invoice = await issue();
      await sendAll();
      const record = await lastRecordOf(invoice.id);
      for (const token of ['admin', 'worker'] as const) {
        const scope = token;
        const list = await call(
          'GET',
          `/cumplia-core/${scope}/verifactu/registros?estado=todos&numero=${invoice.numero}`,
          token,
        );
        expect(list.statusCode, list.body).toBe(200);
        expect(list.json().content).toEqual([
          expect.objectContaining({
            id: record.id,
            numero: invoice.numero,
            estado: 'CORRECTO',
            operacion: 'ALTA',
            csv: record.csv,
          }),
        ]);
        const status = await call('GET', `/cumplia-core/${scope}/verifactu/estado`, token);
        expect(status.statusCode).toBe(200);
        expect(status.json()).toMatchObject({ entorno: 'pruebas', pendientes: 0, esperaSegundos: 1 });
        expect(status.json().envios.length).toBeGreaterThan(0);
        const xml = await call('GET', `/cumplia-core/${scope}/verifactu/registros/${record.id}/xml`, token);
        expect(xml.statusCode).toBe(200);
        expect(xml.headers['content-disposition']).toContain(`registro_verifactu_${invoice.numero}_${record.id}.xml`);
        expect(xml.body).toBe(`<?xml version="1.0" encoding="UTF-8"?>\n${record.xml}`);
        expect((await validateAeat(xml.body, 'SuministroInformacion.xsd')).valid).toBe(true);
      }
      // The invoice list shows each invoice's standing with the AEAT.
      const invoicesList = await call(
        'GET',
        `/cumplia-core/admin/facturas?cifNif=${encodeURIComponent('B9')}&size=100`,
        'admin',
      );
      expect(invoicesList.json().content).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            facturaId: invoice.numero,
            verifactu: expect.objectContaining({ estado: 'CORRECTO', csv: record.csv }),
          }),
        ]),
      );
    });

    it('refuses agencies, companies and visitors; the producer declaration is public', async () => {
      for (const path of ['/cumplia-core/admin/verifactu/registros', '/cumplia-core/admin/verifactu/estado']) {
        expect((await call('GET', path, 'agency')).statusCode).toBe(403);
        expect((await call('GET', path, 'company')).statusCode).toBe(403);
        expect((await call('GET', path, null)).statusCode).toBe(401);
      }
      expect((await call('POST', '/cumplia-core/admin/verifactu/reintentar', 'company')).statusCode).toBe(403);
      const declaration = await call('GET', '/cumplia-core/public/declaracion-responsable', null);
      expect(declaration.statusCode).toBe(200);
      expect(declaration.json()).toMatchObject({
        nombreSistema: 'Cumplia',
        idSistema: 'CU',
        soloVerifactu: true,
        productor: { nif: t.config.provider.nif },
      });
      // It names the phrase the invoices print beside their QR code, not the other one the Orden allows.
      const features = declaration.json().componentes.join(' ');
      expect(features).toContain(`con la frase «${VERIFACTU_LEGEND}»`);
      expect(features).not.toContain('leyenda VERI*FACTU');
    });
  });
});
