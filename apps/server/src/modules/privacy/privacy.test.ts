import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  companies,
  contactMessages,
  invoices,
  newsletterSubscriptions,
  outboxMessages,
} from '../../db/schema/index.js';
import { renderEmail } from '../../generators/emails/email-layout.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import { queueVerificationLike, TEST_SIGNATURE } from '../../test-support/smtp-server.js';
import type { TestApp } from '../../test-support/test-app.js';
import { enqueueEmail } from '../outbox/enqueue-message.js';
import { purgeExpiredData } from './purge-expired-data.js';

let t: TestApp;
let superadmin: string;
const ROSA = { email: 'rosa@panaderialalaguna.example', nif: '54327891M' };

beforeAll(async () => {
  t = await createDemoTestApp();
  superadmin = await demoToken(t, 'superadmin');
  await t.db.insert(contactMessages).values({
    name: 'Rosa Martín',
    email: 'Rosa@PanaderiaLaLaguna.example',
    phone: '+34612345678',
    message: 'Quiero información sobre el protocolo de acoso.',
  });
  await t.db
    .insert(newsletterSubscriptions)
    .values({ email: ROSA.email, status: 'CONFIRMED', unsubscribeTokenHash: 'a'.repeat(64) });
  await queueVerificationLike(t.db, t.config, 'privacy-rosa', ROSA.email, t.clock.now());
  // Her contact form as forwarded to the provider's inbox, answerable to her.
  await enqueueEmail(t.db, t.config, {
    idempotencyKey: 'privacy-rosa-contact',
    to: 'hola@cumplia.example',
    replyTo: ROSA.email,
    email: renderEmail({
      subject: 'Nuevo mensaje de contacto',
      preheader: 'Rosa Martín',
      greeting: 'Hola:',
      paragraphs: ['Quiero información sobre el protocolo de acoso.'],
      signature: TEST_SIGNATURE,
    }),
    now: t.clock.now(),
  });
});
afterAll(async () => {
  await t.close();
});

const exportOf = (query: string, token = superadmin) =>
  t.app.inject({
    method: 'GET',
    url: `/cumplia-core/admin/privacidad/exportar?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
const erase = (payload: object, token = superadmin) =>
  t.app.inject({
    method: 'POST',
    url: '/cumplia-core/admin/privacidad/suprimir',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

describe('data-protection requests and retention', () => {
  describe('data-protection requests', () => {
    it('exports every record of a person found by NIF and e-mail, then erases what the law lets go, saying why', async () => {
      const response = await exportOf(`nif=${ROSA.nif.toLowerCase()}&email=${ROSA.email.toUpperCase()}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain(
        'attachment; filename="datos-personales-54327891M.json"',
      );
      const data = response.json();
      expect(data.users).toEqual([expect.objectContaining({ username: '54327891M', email: ROSA.email })]);
      // She runs the bakery and the obrador (one login, two companies), and is named by the dulcería staff
      // registered for her, which waits for her to accept it into her login.
      expect(data.companiesRepresented).toEqual([
        expect.objectContaining({ nifCif: 'B38567897', dni: ROSA.nif }),
        expect.objectContaining({ nifCif: 'B38778122', dni: ROSA.nif }),
        expect.objectContaining({ nifCif: 'B38201109', dni: ROSA.nif }),
      ]);
      expect(data.contactMessages).toHaveLength(1);
      expect(data.newsletterSubscriptions).toEqual([expect.objectContaining({ status: 'CONFIRMED' })]);
      type Sent = { channel: string; subject: string; recipient: string };
      const emails = data.messagesSent.filter((message: Sent) => message.channel === 'EMAIL');
      // The SMS sent to the phone she gave for her companies (the signing link and code) are hers too.
      const sms = data.messagesSent.filter((message: Sent) => message.channel === 'SMS');
      expect(sms.length).toBeGreaterThan(0);
      expect(new Set(sms.map((message: Sent) => message.recipient))).toEqual(
        new Set(data.companiesRepresented.map((company: { telefono: string }) => company.telefono)),
      );
      expect(emails.map((message: Sent) => message.subject).sort()).toEqual([
        'Active su cuenta de Cumplia',
        // The demo company signed its contracts through the real signing, which e-mailed them to Rosa.
        'Contratos firmados en Cumplia',
        'Nuevo mensaje de contacto',
        'Una empresa le indica como su administrador en Cumplia',
      ]);
      expect(response.body).not.toMatch(/passwordHash|tokenHash|\$argon2/);
      const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'privacy.export'));
      expect(entry).toMatchObject({ entityType: 'person', entityId: '54327891M' });

      // Then she asks to be erased: the login, messages and subscription go; what the law requires stays.
      const invoicesBefore = await t.db.select({ id: invoices.id }).from(invoices);
      const erasure = await erase({ nif: ROSA.nif, email: ROSA.email });
      expect(erasure.statusCode).toBe(200);
      const result = erasure.json();
      expect(result.erased).toMatchObject({ users: 1, contactMessages: 1, newsletterSubscriptions: 1 });
      expect(result.erased.messagesSent).toBe(4);
      const companyKept = (record: string) =>
        expect.objectContaining({ record, reason: expect.stringContaining('Código de Comercio') });
      expect(result.retained).toEqual(
        expect.arrayContaining([
          companyKept('Empresa Panadería La Laguna S.L. (B38567897)'),
          companyKept('Empresa Obrador Martín Febles S.L. (B38778122)'),
          companyKept('Empresa Dulcería Martín Febles S.L. (B38201109)'),
        ]),
      );
      // The evidence of each signed contract (three of the bakery, two of the obrador), as proof of the signature.
      const signatures = result.retained.filter((item: { record: string }) => item.record.startsWith('Firma'));
      expect(signatures).toHaveLength(5);
      for (const signature of signatures) {
        expect(signature).toEqual(
          expect.objectContaining({
            record: expect.stringMatching(/^Firma del contrato \d+$/),
            reason: expect.stringContaining('art. 17.3.e RGPD'),
          }),
        );
      }
      expect(result.retained).toHaveLength(8);

      expect((await t.login(ROSA.nif, 'E', DEMO_PASSWORD)).statusCode).toBe(401);
      const after = (await exportOf(`nif=${ROSA.nif}&email=${ROSA.email}`)).json();
      expect(after).toMatchObject({ users: [], contactMessages: [], newsletterSubscriptions: [] });
      // What stays are the SMS to the companies' phones, part of the signatures' evidence kept above.
      expect(after.messagesSent.filter((message: { channel: string }) => message.channel !== 'SMS')).toEqual([]);
      expect(after.companiesRepresented).toHaveLength(3);
      expect(await t.db.select().from(companies).where(eq(companies.nifCif, 'B38567897'))).toHaveLength(1);
      expect(await t.db.select({ id: invoices.id }).from(invoices)).toEqual(invoicesBefore);
      const [erasureEntry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'privacy.erase'));
      expect(erasureEntry?.after).toEqual(result.erased);
    });

    it('asks for an e-mail or a NIF, valid ones, and answers 404 for an unknown person', async () => {
      expect((await exportOf('')).json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Indique el correo electrónico o el NIF de la persona.',
      });
      expect((await exportOf('email=no-es-correo')).json().message).toBe('El correo electrónico no es válido.');
      expect((await erase({ nif: '12345678A' })).json().message).toBe('El NIF no es válido.');
      const unknown = await exportOf('email=nadie@example.test');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No hay datos de esta persona.');
    });

    it("refuses to erase the requester's own login", async () => {
      const response = await erase({ nif: '43827164C' });
      expect(response.statusCode).toBe(409);
    });
  });

  describe('retention', () => {
    it('deletes contact messages and delivered messages past their periods, never pending ones', async () => {
      const now = t.clock.now();
      const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600_000);
      const contact = { name: 'Visitante', email: 'visitante@example.test', phone: '+34600000000', message: 'Hola' };
      await t.db.insert(contactMessages).values([
        { ...contact, createdAt: daysAgo(400) },
        { ...contact, createdAt: daysAgo(30) },
      ]);
      await queueVerificationLike(t.db, t.config, 'old-sent', 'viejo@example.test', daysAgo(400));
      await queueVerificationLike(t.db, t.config, 'old-pending', 'pendiente@example.test', daysAgo(400));
      await t.db.update(outboxMessages).set({ status: 'SENT' }).where(eq(outboxMessages.idempotencyKey, 'old-sent'));

      const purged = await purgeExpiredData({ ctx: t.jobCtx });
      expect(purged.contactMessages).toBe(1);
      expect(purged.outboxMessages).toBeGreaterThanOrEqual(1);
      const contacts = await t.db.select().from(contactMessages).where(eq(contactMessages.email, contact.email));
      expect(contacts.map((row) => row.createdAt)).toEqual([daysAgo(30)]);
      const keys = (await t.db.select().from(outboxMessages)).map((row) => row.idempotencyKey);
      expect(keys).toContain('old-pending');
      expect(keys).not.toContain('old-sent');
      expect(await purgeExpiredData({ ctx: t.jobCtx })).toEqual({
        contactMessages: 0,
        outboxMessages: 0,
        sealedMessagesWiped: 0,
      });
    });
  });
});
