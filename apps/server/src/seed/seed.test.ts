import { isValidIban, isValidNif, isValidPersonalNif, isValidSpanishPhone, PLACEHOLDER_IBAN } from '@cumplia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agencies,
  auditLog,
  companies,
  contracts,
  outboxMessages,
  renewals,
  signatures,
  users,
} from '../db/schema/index.js';
import { startFailureText } from '../production-requirements.js';
import { createDemoTestApp } from '../test-support/demo-test-app.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { bootstrapAdmin, requireStaffInProduction } from './bootstrap-admin.js';
import { DEMO_PASSWORD } from './demo-data.js';
import { demoLogins, seedDemoData } from './seed-demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createDemoTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo seed', () => {
  it('holds only valid Spanish ids, phones and accounts', async () => {
    const seededCompanies = await t.db.select().from(companies);
    const seededAgencies = await t.db.select().from(agencies);
    expect(seededAgencies).toHaveLength(2);
    expect(seededCompanies.length).toBeGreaterThanOrEqual(10);
    for (const company of [...seededCompanies, ...seededAgencies]) {
      expect(isValidNif(company.nifCif), company.nifCif).toBe(true);
      expect(isValidSpanishPhone(company.telefono), company.telefono).toBe(true);
      // A client invited by SMS gives its administrator's DNI when it completes its sign-up.
      if ('agencyId' in company && company.dni === '') continue;
      expect(isValidPersonalNif(company.dni), company.dni).toBe(true);
    }
    for (const company of seededCompanies) {
      // ... and its payment data.
      if (company.dni === '') continue;
      if (company.metodoDePago === 'SEPA') expect(isValidIban(company.numCuenta), company.numCuenta).toBe(true);
      else expect(company.numCuenta).toBe(PLACEHOLDER_IBAN);
    }
  });

  it('leaves the audit trail of its history: each agency company created, each verified one approved', async () => {
    const seeded = await t.db.select().from(companies);
    const trail = await t.db.select().from(auditLog);
    const created = trail.filter((entry) => entry.action === 'company.create').map((entry) => Number(entry.entityId));
    expect(created.sort()).toEqual(
      seeded
        .filter((c) => c.agencyId !== null)
        .map((c) => c.id)
        .sort(),
    );
    const verified = trail.filter((entry) => entry.action === 'company.verify').map((entry) => Number(entry.entityId));
    expect(verified.sort()).toEqual(
      seeded
        .filter((c) => c.verificado)
        .map((c) => c.id)
        .sort(),
    );
    expect(trail.every((entry) => entry.actorUserId !== null)).toBe(true);
  });

  it("signs each signed company's contracts through the real signing: sealed PDFs, evidence, flags", async () => {
    const signedCompanies = (await t.db.select().from(companies)).filter((company) => company.permitirDescarga);
    expect(signedCompanies.length).toBeGreaterThanOrEqual(8);
    const signedContracts = await t.db.select().from(contracts);
    const evidence = await t.db.select().from(signatures);
    for (const company of signedCompanies) {
      const own = signedContracts.filter((contract) => contract.companyId === company.id);
      const tools = [company.lopdgdd, company.acosoLaboral, company.desconexionDigital].filter(Boolean).length;
      expect(own, company.razonSocial).toHaveLength(tools);
      for (const contract of own) {
        expect(contract.status).toBe('FIRMADO');
        expect(
          Buffer.from(contract.signedPdf ?? [])
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
        expect(evidence.some((signature) => signature.contractId === contract.id)).toBe(true);
      }
      const flags = [company.contratoLopdAceptado, company.contratoAcosoAceptado, company.contratoDesconexionAceptado];
      expect(flags.filter(Boolean)).toHaveLength(tools);
    }
  });

  it('leaves the messages of its history sent when they happened, none failed', async () => {
    const messages = await t.db.select().from(outboxMessages);
    expect(messages.some((message) => message.channel === 'SMS')).toBe(true);
    expect(messages.filter((message) => message.status === 'FAILED')).toEqual([]);
    for (const message of messages.filter((m) => m.createdAt < t.clock.now())) expect(message.status).toBe('SENT');
  });

  it('gives every company with signed tools a current renewal', async () => {
    const signed = (await t.db.select().from(companies)).filter((company) => company.permitirDescarga);
    const current = await t.db.select().from(renewals);
    expect(current.map((renewal) => renewal.companyId).sort()).toEqual(signed.map((company) => company.id).sort());
  });

  it('lets every printed demo login in through the real login', async () => {
    for (const login of demoLogins()) {
      const tipo = login.tipo === 'G' || login.tipo === 'E' ? login.tipo : null;
      const response = await t.login(login.nif, tipo, login.password);
      expect(response.statusCode, `${login.role}: ${response.body}`).toBe(200);
    }
    expect(demoLogins().every((login) => login.password === DEMO_PASSWORD)).toBe(true);
  });

  it('runs only once', async () => {
    const before = await t.db.select({ id: users.id }).from(users);
    expect(await seedDemoData(t.db, t.config, t.clock.now())).toBe(false);
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });
});

describe('bootstrap superadmin', () => {
  it('creates the configured superadmin only when no staff user exists', async () => {
    const fresh = await createTestApp();
    try {
      // A production database with nobody to run it does not start, unless the first superadmin is named.
      const production = { env: 'production' as const, bootstrapAdmin: null };
      const refusal = await requireStaffInProduction(fresh.db, production).catch((error: unknown) => error);
      expect(startFailureText(refusal)).toMatch(
        /^Cumplia cannot start in production with no staff user: set CUMPLIA_ADMIN_NIF/,
      );
      // Said in one message, without a stack trace.
      expect(startFailureText(refusal)).not.toMatch(/\n\s+at /);
      await requireStaffInProduction(fresh.db, { env: 'development', bootstrapAdmin: null });
      expect(await bootstrapAdmin(fresh.db, { nif: '12345678z', password: 'una-contraseña-larga' })).toBe(true);
      await requireStaffInProduction(fresh.db, production);
      expect(await bootstrapAdmin(fresh.db, { nif: '87654321X', password: 'una-contraseña-larga' })).toBe(false);
      expect((await fresh.login('12345678Z', null, 'una-contraseña-larga')).statusCode).toBe(200);
      await expect(bootstrapAdmin(fresh.db, { nif: 'B38123451', password: 'x'.repeat(12) })).rejects.toThrow();
    } finally {
      await fresh.close();
    }
  });
  it('creates it once when two replicas start together (on PostgreSQL each call has its own connection)', async () => {
    const fresh = await createTestApp();
    try {
      const admin = { nif: '12345678Z', password: 'una-contraseña-larga' };
      const created = await Promise.all([bootstrapAdmin(fresh.db, admin), bootstrapAdmin(fresh.db, admin)]);
      expect(created.sort()).toEqual([false, true]);
    } finally {
      await fresh.close();
    }
  });
});
