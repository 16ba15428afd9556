import { MESSAGES } from '@cumplia/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messageAttachmentLoader } from '../../attachment-renderers.js';
import {
  backgroundWorkItems,
  companies,
  invoices,
  onboardingInvitations,
  outboxMessages,
  rateLimits,
  users,
} from '../../db/schema/index.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { signAsRepresentative } from '../../test-support/sign-link.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { workRetryDelaySeconds } from '../background-work/index.js';
import { sendDueOnboardingReminders } from './onboarding-reminders.js';
import { PRE_REGISTRATION_MESSAGES } from './pre-register-company.js';

let t: TestApp;
let logins: { agency: string; otherAgency: string; companyUser: string };
let agency: string;
let otherAgency: string;
let companyUser: string;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, ...(token ? { headers: auth(token) } : {}) });
const send = (method: 'POST' | 'PUT', url: string, payload: object = {}, token?: string) =>
  t.app.inject({ method, url, payload, ...(token ? { headers: auth(token) } : {}) });

async function uploadCsv(token: string, name: string, csv: Buffer) {
  const boundary = '----cumplia-onboarding';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/cumplia-core/gestorias/upload-csv',
    headers: { ...auth(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), csv, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  expect(response.statusCode, response.body).toBe(201);
  // Until every line is processed; a batch that came back forever would be a stalled queue.
  for (let polls = 0; (await t.csvLines.drain()) > 0; polls++) {
    if (polls > 1000) throw new Error('the CSV lines never finish');
  }
  return response.json().id as number;
}

/** The agency invites a company to sign up by SMS. */
async function invite(nifCif: string, telefono: string) {
  const response = await send('POST', '/cumplia-core/gestorias/my/empresas/invitacion', { nifCif, telefono }, agency);
  expect(response.statusCode, response.body).toBe(201);
}

/** The onboarding link of the newest SMS to a phone, as its recipient reads it. */
async function onboardingToken(phone: string) {
  const sms = await t.lastMessageTo(phone);
  const token = /\/alta\/([\w-]+)/.exec(sms?.bodyText ?? '')?.[1];
  if (!token) throw new Error(`no onboarding link in: ${sms?.bodyText}`);
  return token;
}

const lines = async (fileId: number) =>
  (await get(`/cumplia-core/gestorias/archivos/procesamientos/${fileId}`, agency)).json().content as {
    linea: number;
    status: string;
    mensajeError: string | null;
    alta: { estado: string; detalle: string | null; nifCif: string } | null;
  }[];

const completion = {
  razonSocial: 'Talleres Anaga S.L.',
  nombre: 'María Pérez Díaz',
  username: '43981256N',
  email: 'maria@talleres-anaga.example',
  direccion: 'Calle La Marina 4',
  codigoPostal: '38001',
  localidad: 'Santa Cruz de Tenerife',
  provincia: 'Santa Cruz de Tenerife',
  cnae: '4520',
  actividad: 'Reparación de vehículos',
  numTrabajadores: 6,
  metodoDePago: 'SEPA',
  numCuenta: 'ES76 2077 0024 0031 0257 5766',
  protocolos: ['LOPD', 'ACOSO'],
  confirmaGestoria: true,
};

beforeAll(async () => {
  t = await createTestApp();
  logins = {
    agency: (await t.factories.agencyUser()).username,
    otherAgency: (await t.factories.agencyUser()).username,
    companyUser: (await t.factories.companyUser()).username,
  };
});
// Each test logs in afresh: the reminders test moves the clock on, past the sessions of before.
beforeEach(async () => {
  agency = (await t.loginTokens(logins.agency, 'G')).token;
  otherAgency = (await t.loginTokens(logins.otherAgency, 'G')).token;
  companyUser = (await t.loginTokens(logins.companyUser, 'E')).token;
});
afterAll(async () => {
  await t.close();
});

describe('onboarding by SMS', () => {
  it('turns a CSV line into a signed, invoiced client: SMS link, page, draft, completion, one-code signature', async () => {
    // Windows-1252, as Excel saves it: 'Teléfono' in the header.
    const csv = Buffer.from(
      'NIF;Teléfono\r\nB38567897;612 000 001\r\nB12345678;612000002\r\nB38345674;612000003\r\n',
      'latin1',
    );
    const fileId = await uploadCsv(agency, 'clientes.csv', csv);
    expect((await lines(fileId)).map((line) => [line.linea, line.status, line.alta?.estado ?? null])).toEqual([
      [2, 'PROCESADO', 'EN_COLA'],
      [3, 'ERROR', null],
      [4, 'PROCESADO', 'EN_COLA'],
    ]);
    // The SMS carries a personal link; anyone but the recipient sees it masked.
    const sms = await t.lastMessageTo('+34612000001');
    expect(sms?.bodyText).toMatch(
      /ha dado de alta a su empresa\. Complete sus datos, elija sus protocolos y firme aqui: http.*\/alta\/[\w-]{20,}$/,
    );
    expect((await t.storedMessageTo('+34612000001'))?.bodyText).toMatch(/\/alta\/••••••$/);
    // Sent, with whatever the other tests left in the queue before it.
    while ((await t.outbox.drain()) > 0);
    expect((await lines(fileId))[0]?.alta?.estado).toBe('ENVIADO');

    const token = await onboardingToken('+34612000001');
    const view = (await get(`/cumplia-core/alta/${token}`)).json();
    expect(view).toMatchObject({
      nifCif: 'B38567897',
      telefono: '+34 ••• ••• 001',
      gestoriaPorConfirmar: true,
      estado: 'PENDIENTE',
    });
    expect(view.datos.razonSocial).toBe('');
    expect(view.precios.map((price: { protocolo: string }) => price.protocolo)).toEqual(['LOPD', 'ACOSO', 'DIGITAL']);
    expect((await lines(fileId))[0]?.alta?.estado).toBe('ABIERTO');

    // Saved as it goes: a draft survives closing the page.
    const draft = await send('PUT', `/cumplia-core/alta/${token}/borrador`, {
      razonSocial: 'Talleres Anaga',
      protocolos: ['LOPD'],
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await get(`/cumplia-core/alta/${token}`)).json().datos).toMatchObject({
      razonSocial: 'Talleres Anaga',
      protocolos: ['LOPD'],
    });

    // Checked on the server: a bad IBAN, and the agency not confirmed, are refused with Spanish messages.
    const badIban = await send('POST', `/cumplia-core/alta/${token}/completar`, {
      ...completion,
      numCuenta: 'ES00 1234',
    });
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json().errors?.numCuenta).toBe('IBAN no válido');
    const providersIban = await send('POST', `/cumplia-core/alta/${token}/completar`, {
      ...completion,
      numCuenta: 'ES91 2100 0418 4502 0005 1332',
    });
    expect(providersIban.statusCode).toBe(422);
    expect(providersIban.json().errors?.numCuenta).toBe(MESSAGES.validation.numCuentaIsProviders);
    const unconfirmed = await send('POST', `/cumplia-core/alta/${token}/completar`, {
      ...completion,
      confirmaGestoria: false,
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toMatch(/^Confirme que Gestoría \d+ es su gestoría para continuar\.$/);

    const completed = await send('POST', `/cumplia-core/alta/${token}/completar`, completion);
    expect(completed.statusCode, completed.body).toBe(200);
    const signingToken = completed.json().firma as string;
    expect((await lines(fileId))[0]?.alta?.estado).toBe('COMPLETADO');
    // No signing SMS: the page signs itself; the only SMS so far is the invitation.
    expect((await t.lastMessageTo('+34612000001'))?.bodyText).toContain('/alta/');

    const signing = (await get(`/cumplia-core/firma/${signingToken}`)).json();
    expect(signing.contratos.map((contract: { protocolo: string }) => contract.protocolo).toSorted()).toEqual([
      'ACOSO',
      'LOPD',
    ]);
    expect(signing.gestoria).toMatch(/^Gestoría \d+$/);
    const signed = await signAsRepresentative(t, signingToken, '+34612000001');
    expect(signed.statusCode, signed.body).toBe(200);

    // Signed: the agency sees it, the company is complete and confirmed, invoiced, with its login to verify.
    expect((await lines(fileId))[0]?.alta?.estado).toBe('FIRMADO');
    const list = (await get('/cumplia-core/gestorias/my/empresas?page=0&size=10', agency)).json();
    const listed = list.content.find((company: { nifCif: string }) => company.nifCif === 'B38567897');
    expect(listed).toMatchObject({
      razonSocial: 'Talleres Anaga S.L.',
      lopdgdd: true,
      acosoLaboral: true,
      alta: { estado: 'FIRMADO' },
    });
    const [company] = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38567897'));
    expect(company?.agencyConfirmedAt).not.toBeNull();
    expect(company?.numCuenta).toBe('ES7620770024003102575766');
    const issued = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.companyId, company?.id ?? 0));
    expect(issued).toHaveLength(1);
    const [login] = await t.db.select().from(users).where(eq(users.username, '43981256N'));
    expect(login?.email).toBe('maria@talleres-anaga.example');

    const mails = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'maria@talleres-anaga.example'));
    expect(mails.map((mail) => mail.subject).toSorted()).toEqual([
      'Active su cuenta de Cumplia',
      'Contratos firmados en Cumplia',
    ]);
    const confirmation = mails.find((mail) => mail.subject === 'Contratos firmados en Cumplia');
    expect(confirmation?.bodyText).toContain('guía de bienvenida');
    const attachments = confirmation?.attachments ?? [];
    expect(attachments.map((attachment) => attachment.kind).toSorted()).toEqual([
      'invoice',
      'leaflet',
      'signed-contract',
      'signed-contract',
    ]);
    // No profile yet: the protocols wait for it, and the e-mail names them rather than promising them.
    expect(confirmation?.bodyText).toContain(
      'Los protocolos de LOPDGDD y Acoso laboral se redactan con las respuestas',
    );
    const files = await messageAttachmentLoader({ config: t.config, now: t.clock.now })(
      t.db,
      attachments.filter((attachment) => attachment.kind === 'leaflet'),
    );
    const leaflet = await pdfText(files[0]?.content ?? new Uint8Array());
    expect(leaflet.text).toContain('Bienvenida a Cumplia');
    expect(leaflet.text).toContain('Talleres Anaga S.L.');
    expect(leaflet.text).toContain('Su protocolo de Acoso laboral: qué debe hacer');
    expect(leaflet.text).toContain('Cómo contactarnos');
    expect(leaflet.text).not.toContain('Desconexión digital: qué debe hacer');

    // A signed link shows as signed and edits nothing more.
    const signedView = (await get(`/cumplia-core/alta/${token}`)).json();
    expect(signedView).toMatchObject({ estado: 'FIRMADO', nifCif: '', telefono: '', datos: {} });
    for (const personal of [company?.dni, company?.email, company?.direccion, 'ES7620770024003102575766']) {
      expect(JSON.stringify(signedView)).not.toContain(personal);
    }
    expect((await send('POST', `/cumplia-core/alta/${token}/completar`, completion)).statusCode).toBe(409);
    expect(
      (await send('POST', '/cumplia-core/gestorias/my/empresas/B38567897/alta/reenviar', {}, agency)).statusCode,
    ).toBe(409);
  });

  it('lets the agency resend (the old link stops working) and cancel; other agencies and companies cannot', async () => {
    await send(
      'POST',
      '/cumplia-core/gestorias/my/empresas/invitacion',
      { nifCif: 'B38234563', telefono: '612 000 010' },
      agency,
    );
    const first = await onboardingToken('+34612000010');
    expect((await get('/cumplia-core/gestorias/my/empresas/B38234563/alta', agency)).json()).toMatchObject({
      estado: 'EN_COLA',
      reenviable: true,
    });

    expect(
      (await send('POST', '/cumplia-core/gestorias/my/empresas/B38234563/alta/reenviar', {}, otherAgency)).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', '/cumplia-core/gestorias/my/empresas/B38234563/alta/reenviar', {}, companyUser)).statusCode,
    ).toBe(403);
    const resent = await send('POST', '/cumplia-core/gestorias/my/empresas/B38234563/alta/reenviar', {}, agency);
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await onboardingToken('+34612000010');
    expect(second).not.toBe(first);
    expect((await get(`/cumplia-core/alta/${first}`)).statusCode).toBe(404);
    expect((await get(`/cumplia-core/alta/${second}`)).statusCode).toBe(200);

    expect(
      (await send('POST', '/cumplia-core/gestorias/my/empresas/B38234563/alta/cancelar', {}, agency)).statusCode,
    ).toBe(200);
    const cancelled = await get(`/cumplia-core/alta/${second}`);
    expect(cancelled.statusCode).toBe(404);
    expect(cancelled.json().message).toContain('Su gestoría ha cancelado esta invitación');
    expect((await get('/cumplia-core/gestorias/my/empresas/B38234563/alta', agency)).json().estado).toBe('CANCELADO');

    // The short 'Alta' follows the CSV's rules: the agency's own claim again is refused.
    const again = await send(
      'POST',
      '/cumplia-core/gestorias/my/empresas/invitacion',
      { nifCif: 'B38234563', telefono: '612000010' },
      agency,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La empresa ya está dada de alta.');
    const badPhone = await send(
      'POST',
      '/cumplia-core/gestorias/my/empresas/invitacion',
      { nifCif: 'B38901237', telefono: '123' },
      agency,
    );
    expect(badPhone.statusCode).toBe(400);
    expect(
      (
        await send(
          'POST',
          '/cumplia-core/gestorias/my/empresas/invitacion',
          { nifCif: 'B38901237', telefono: '612000011' },
          companyUser,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('reminds by SMS after 3 and 7 days, at most twice, and never a signed or cancelled company', async () => {
    // Sign-ups of its own: a CSV line and an invitation left open, one cancelled, one signed.
    const [fromCsv, invited, cancelled, signed] = ['B38777207', 'B38777215', 'B38777223', 'B38777231'];
    await uploadCsv(agency, 'recordatorios.csv', Buffer.from(`NIF;Teléfono\r\n${fromCsv};612000021\r\n`));
    await invite(invited, '612000020');
    await invite(cancelled, '612000022');
    expect(
      (await send('POST', `/cumplia-core/gestorias/my/empresas/${cancelled}/alta/cancelar`, {}, agency)).statusCode,
    ).toBe(200);
    await invite(signed, '612000023');
    const completed = await send('POST', `/cumplia-core/alta/${await onboardingToken('+34612000023')}/completar`, {
      ...completion,
      razonSocial: 'Carpintería Tegueste S.L.',
      username: '43981257J',
      email: 'ana@carpinteria-tegueste.example',
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await signAsRepresentative(t, completed.json().firma, '+34612000023')).statusCode).toBe(200);

    const remindersByNif = async () =>
      Object.fromEntries(
        (
          await t.db
            .select({ nifCif: companies.nifCif, reminders: onboardingInvitations.reminders })
            .from(onboardingInvitations)
            .innerJoin(companies, eq(companies.id, onboardingInvitations.companyId))
            .where(inArray(companies.nifCif, [fromCsv, invited, cancelled, signed]))
        ).map((row) => [row.nifCif, row.reminders]),
      );
    const reminded = (open: number) => ({ [fromCsv]: open, [invited]: open, [cancelled]: 0, [signed]: 0 });
    t.clock.advanceSeconds(2 * 86_400);
    await sendDueOnboardingReminders({ ctx: t.jobCtx });
    expect(await remindersByNif()).toEqual(reminded(0));
    t.clock.advanceSeconds(86_400);
    // Due: the CSV line and the invitation never completed; not the signed one nor the cancelled one.
    expect(await sendDueOnboardingReminders({ ctx: t.jobCtx })).toBeGreaterThanOrEqual(2);
    expect(await remindersByNif()).toEqual(reminded(1));
    expect((await t.lastMessageTo('+34612000020'))?.bodyText).toMatch(
      /^Cumplia: recuerde completar el alta de su empresa que inicio Gestoria \d+\. Complete sus datos y firme aqui: http.*\/alta\/[\w-]{20,}$/,
    );
    await sendDueOnboardingReminders({ ctx: t.jobCtx });
    expect(await remindersByNif()).toEqual(reminded(1));
    t.clock.advanceSeconds(4 * 86_400);
    await sendDueOnboardingReminders({ ctx: t.jobCtx });
    expect(await remindersByNif()).toEqual(reminded(2));
    t.clock.advanceSeconds(10 * 86_400);
    await sendDueOnboardingReminders({ ctx: t.jobCtx });
    expect(await remindersByNif()).toEqual(reminded(2));
    // The newest link is the reminder's, and it works.
    expect((await get(`/cumplia-core/alta/${await onboardingToken('+34612000020')}`)).statusCode).toBe(200);
  });

  it('a reminder the database refuses backs off on its own invitation; the reminders behind it go', async () => {
    const [refused, healthy] = ['B38777249', 'B38777256'];
    await invite(refused, '612000031');
    await invite(healthy, '612000032');
    await t.db.execute(sql`create or replace function refuse_reminder() returns trigger language plpgsql as $$
      begin
        if new.recipient = '+34612000031' then raise exception 'reminder refused'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_reminder before insert on outbox_messages for each row execute function refuse_reminder()`,
    );
    const remindersOf = async (nifCif: string) => {
      const [row] = await t.db
        .select({ id: onboardingInvitations.id, reminders: onboardingInvitations.reminders })
        .from(onboardingInvitations)
        .innerJoin(companies, eq(companies.id, onboardingInvitations.companyId))
        .where(eq(companies.nifCif, nifCif));
      return row ?? { id: 0, reminders: -1 };
    };
    try {
      t.clock.advanceSeconds(3 * 86_400);
      await sendDueOnboardingReminders({ ctx: t.jobCtx });
      expect([(await remindersOf(refused)).reminders, (await remindersOf(healthy)).reminders]).toEqual([0, 1]);
      const workItemOf = async () => {
        const [row] = await t.db
          .select()
          .from(backgroundWorkItems)
          .where(
            and(
              eq(backgroundWorkItems.queue, 'onboarding-reminder'),
              eq(backgroundWorkItems.itemId, (await remindersOf(refused)).id),
            ),
          );
        return row;
      };
      const item = await workItemOf();
      expect(item).toMatchObject({ attempts: 1, deadAt: null });
      expect(item?.lastError).toMatch(/reminder refused/);
      // Backing off: the next poll leaves it alone; once its time comes it is tried again.
      await sendDueOnboardingReminders({ ctx: t.jobCtx });
      t.clock.advanceSeconds(workRetryDelaySeconds(1));
      await sendDueOnboardingReminders({ ctx: t.jobCtx });
      expect((await workItemOf())?.attempts).toBe(2);
      expect((await remindersOf(healthy)).reminders).toBe(1);
    } finally {
      await t.db.execute(sql`drop trigger refuse_reminder on outbox_messages`);
    }
  });

  it('a line whose outcome cannot be written fails alone; the lines of its batch and behind it are processed', async () => {
    const phones = ['+34633000011', '+34633000012', '+34633000013'];
    const cifs = ['B38771085', 'B38771093', 'B38771101'];
    // The database refuses to record the second line as processed: outside the line's savepoint, the batch fails.
    await t.db.execute(sql`create or replace function refuse_second_line() returns trigger language plpgsql as $$
      begin
        if new.telefono = '633000012' and new.status = 'PROCESADO' then raise exception 'line refused'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_second_line before update on upload_lines for each row execute function refuse_second_line()`,
    );
    const csv = cifs.map((cif, n) => `${cif};${phones[n]?.slice(3)}`).join('\n');
    let fileId: number;
    try {
      fileId = await uploadCsv(agency, 'veneno.csv', Buffer.from(csv));
    } finally {
      await t.db.execute(sql`drop trigger refuse_second_line on upload_lines`);
    }
    const processed = await lines(fileId);
    expect(processed.map((line) => line.status)).toEqual(['PROCESADO', 'ERROR', 'PROCESADO']);
    expect(processed[1]?.mensajeError).toBe(PRE_REGISTRATION_MESSAGES.failed);
    const registered = await t.db.select().from(companies).where(inArray(companies.nifCif, cifs));
    expect(registered.map((company) => company.nifCif).sort()).toEqual([cifs[0], cifs[2]]);
  });

  it('a line whose SMS the database refuses is recorded as failed; the rest of its batch goes on, one SMS each', async () => {
    const phones = ['+34633000001', '+34633000002', '+34633000003', '+34633000004'];
    const cifs = ['B38771044', 'B38771051', 'B38771069', 'B38771077'];
    // The database fails the third line's SMS (a process killed outright is the crash-recovery test's, on PostgreSQL).
    await t.db.execute(sql`create or replace function crash_on_third_sms() returns trigger language plpgsql as $$
      begin
        if new.recipient = '+34633000003' then raise exception 'worker killed'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger crash_on_third_sms before insert on outbox_messages for each row execute function crash_on_third_sms()`,
    );
    const csv = cifs.map((cif, n) => `${cif};${phones[n]}`).join('\n');
    const boundary = '----cumplia-crash';
    const upload = await t.app.inject({
      method: 'POST',
      url: '/cumplia-core/gestorias/upload-csv',
      headers: { ...auth(agency), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="corte.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    while ((await t.csvLines.drain()) > 0) {
      // until every line is processed
    }
    await t.db.execute(sql`drop trigger crash_on_third_sms on outbox_messages`);
    const smsTo = async (phone: string) =>
      (await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone))).length;
    const processed = await lines(upload.json().id);
    expect(processed.map((line) => line.status)).toEqual(['PROCESADO', 'PROCESADO', 'ERROR', 'PROCESADO']);
    expect(processed[2]?.mensajeError).toBe(PRE_REGISTRATION_MESSAGES.failed);
    expect(await t.db.select().from(companies).where(inArray(companies.nifCif, cifs))).toHaveLength(3);
    expect(await Promise.all(phones.map(smsTo))).toEqual([1, 1, 0, 1]);
  });
});

describe('onboarding draft saving', () => {
  it('lets the page save as the company types, beyond the public forms limit, but not without end', async () => {
    const strict = await createTestApp({ PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const token = (await strict.loginTokens((await strict.factories.agencyUser()).username, 'G')).token;
      await strict.app.inject({
        method: 'POST',
        url: '/cumplia-core/gestorias/my/empresas/invitacion',
        headers: auth(token),
        payload: { nifCif: 'B38771085', telefono: '612000030' },
      });
      const link = /\/alta\/([\w-]+)/.exec((await strict.lastMessageTo('+34612000030'))?.bodyText ?? '')?.[1];
      const save = (n: number) =>
        strict.app.inject({
          method: 'PUT',
          url: `/cumplia-core/alta/${link}/borrador`,
          payload: { razonSocial: `Ferre ${n}` },
        });
      const statuses: number[] = [];
      for (let n = 0; n < 61; n++) statuses.push((await save(n)).statusCode);
      expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
      expect(statuses[60]).toBe(429);
      // Invented links share the client's budget: they get no fresh one each, and leave no row each.
      const rowsBefore = (await strict.db.select().from(rateLimits)).length;
      for (let n = 0; n < 50; n++) {
        const invented = await strict.app.inject({
          method: 'PUT',
          url: `/cumplia-core/alta/${'x'.repeat(30)}${n}/borrador`,
          payload: { razonSocial: 'Nada' },
        });
        expect(invented.statusCode).toBe(429);
      }
      expect((await strict.db.select().from(rateLimits)).length).toBe(rowsBefore);
    } finally {
      await strict.close();
    }
  }, 90_000);
});
