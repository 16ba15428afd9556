import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { creditorIdCheckDigits } from '@cumplia/domain';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from './config.js';
import { withDevelopmentFiles } from './development-files.js';
import { createDevelopmentCertificate } from './lib/certificates.js';
import { certificatesExpiringWithin } from './metrics/certificate-metrics.js';
import { servesMailCatcher } from './modules/outbox/dev-mail-catcher.routes.js';
import { PRODUCTION_REQUIRED_VARIABLES, productionStartWarnings } from './production-requirements.js';
import { productionEnv } from './test-support/production-env.js';
import { createTestPki } from './test-support/test-pki.js';

describe('configuration', () => {
  it('has working defaults for a development start', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.tokens.accessTtlSeconds).toBe(900);
    expect(config.seedDemo).toBe(true);
  });

  it('is production unless told otherwise; development listens on loopback, where alone it serves the mail catcher', () => {
    expect(() => loadConfig({})).toThrow(/^Cumplia cannot start in production/);
    const development = loadConfig({ NODE_ENV: 'development' });
    expect(development.host).toBe('127.0.0.1');
    expect(servesMailCatcher(development)).toBe(true);
    expect(servesMailCatcher(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }))).toBe(false);
    expect(servesMailCatcher(loadConfig({ ...productionEnv(), HOST: '127.0.0.1' }))).toBe(false);
    expect(loadConfig(productionEnv()).host).toBe('0.0.0.0');
  });

  it('refuses a production start that lacks any required setting, naming every one in one message', () => {
    let refusal = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      refusal = (error as Error).message;
    }
    expect(refusal).toMatch(/^Cumplia cannot start in production until these settings are given:/);
    for (const name of [
      'DATABASE_URL',
      'JWT_SECRET',
      'CAPTCHA_HMAC_SECRET',
      'MESSAGE_SEALING_SECRET',
      'PUBLIC_URL',
      'SMTP_URL',
      'MAIL_FROM',
      'SMPP_URL',
      'SIGNING_CERTIFICATE_P12',
      'TSA_URL',
      'VERIFACTU_ENVIRONMENT',
      'PROVIDER_LEGAL_NAME',
      'PROVIDER_NIF',
      'PROVIDER_ADDRESS',
      'PROVIDER_PHONE',
      'PROVIDER_EMAIL',
      'PROVIDER_REGISTRY',
      'SEPA_CREDITOR_ACCOUNTS',
      'SEPA_CREDITOR_ID',
      'LINKEDIN_URL',
      'INSTAGRAM_URL',
      'WHATSAPP_URL',
      'TIME_TRACKING_URL',
    ]) {
      expect(refusal).toContain(`  - ${name} is required in production: `);
    }
    // Given all, it starts with what was given and never with demo data.
    const config = loadConfig(productionEnv());
    expect(config.secrets.jwt).toBe('j'.repeat(32));
    expect(config.provider).toMatchObject({ legalName: 'Cumplia Soluciones Normativas S.L.', nif: 'B38990016' });
    expect(config.seedDemo).toBe(false);
    const { PROVIDER_NIF: _, ...withoutNif } = productionEnv();
    expect(() => loadConfig(withoutNif)).toThrow(/^[^\n]+\n {2}- PROVIDER_NIF is required in production: [^\n]+$/);
    expect(() => loadConfig({ ...productionEnv(), CUMPLIA_SEED_DEMO: 'true' })).toThrow(
      /CUMPLIA_SEED_DEMO cannot be true in production/,
    );
  });

  it('names what is wrong beside what is missing in one production refusal, so one restart fixes everything', () => {
    let refusal = '';
    try {
      loadConfig({ NODE_ENV: 'production', PORT: 'tres mil', SMTP_URL: 'http://correo' });
    } catch (error) {
      refusal = (error as Error).message;
    }
    expect(refusal).toMatch(/^Cumplia cannot start in production until these settings are given:/);
    expect(refusal).toContain('  - PORT: ');
    expect(refusal).toContain('  - SMTP_URL: must start with smtp:// or smtps://');
    expect(refusal).toContain('  - DATABASE_URL is required in production: ');
    expect(refusal).toContain('  - SEPA_CREDITOR_ID is required in production: ');
    // Outside production an invalid value is still refused, alone.
    expect(() => loadConfig({ NODE_ENV: 'test', PORT: 'tres mil' })).toThrow(/^Invalid configuration: PORT: /);
  });

  it('sends invoice records to the AEAT in production: the environment is required and picks the services', () => {
    const { VERIFACTU_ENVIRONMENT: _, ...production } = productionEnv();
    expect(() => loadConfig(production)).toThrow(/VERIFACTU_ENVIRONMENT is required in production/);
    const live = loadConfig({ ...production, VERIFACTU_ENVIRONMENT: 'produccion' }).verifactu;
    expect(live.endpoint).toBe(
      'https://www10.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
    );
    expect(live.qrBaseUrl).toBe('https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR');
    expect(live.client.certPem).toContain('BEGIN CERTIFICATE');
    const test = loadConfig({
      ...production,
      VERIFACTU_ENVIRONMENT: 'pruebas',
      VERIFACTU_CERTIFICATE_KIND: 'representante',
    }).verifactu;
    expect(test.endpoint).toBe('https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP');
    expect(test.qrBaseUrl).toBe('https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR');
    expect(() =>
      loadConfig({ ...production, VERIFACTU_ENVIRONMENT: 'produccion', VERIFACTU_CERTIFICATE_P12: 'no es un p12' }),
    ).toThrow(/VERIFACTU_CERTIFICATE_P12 cannot be read/);
    // Outside production nothing is sent until an environment is set; the QR uses the test service.
    const development = loadConfig({ NODE_ENV: 'test' }).verifactu;
    expect(development.endpoint).toBeNull();
    expect(development.qrBaseUrl).toBe('https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR');
  });

  it('seals in production only with a CA-issued certificate, its chain and a TSA (long-term validation)', () => {
    const production = productionEnv();
    expect(loadConfig(production).tsaUrl).toBe('http://tsa.invalid/tsa');
    expect(() => loadConfig({ ...production, TSA_URL: undefined })).toThrow(/TSA_URL is required in production/);
    expect(() =>
      loadConfig({
        ...production,
        SIGNING_CERTIFICATE_P12: createDevelopmentCertificate('clave', 'Proveedor').toString('base64'),
      }),
    ).toThrow(/self-signed certificate/);
    const withoutChain = createTestPki('http://crl.invalid/ca.crl').seal;
    const leafOnly = forge.pkcs12.toPkcs12Asn1(withoutChain.key, [withoutChain.certificate], 'clave', {
      algorithm: '3des',
    });
    expect(() =>
      loadConfig({
        ...production,
        SIGNING_CERTIFICATE_P12: Buffer.from(forge.asn1.toDer(leafOnly).getBytes(), 'binary').toString('base64'),
      }),
    ).toThrow(/lacks the certificate that issued/);
  });

  it('refuses an expired or not yet valid certificate anywhere, and in production one that expires within the margin', () => {
    const day = 86_400_000;
    const authority = createTestPki('http://crl.invalid/ca.crl');
    const between = (fromDays: number, toDays: number) =>
      authority
        .sealValidBetween(new Date(Date.now() + fromDays * day), new Date(Date.now() + toDays * day))
        .toString('base64');
    const seal = (p12: string, env: Record<string, string | undefined>) =>
      loadConfig({ ...env, SIGNING_CERTIFICATE_P12: p12, SIGNING_CERTIFICATE_PASSWORD: 'clave' });
    const test = { NODE_ENV: 'test' };
    expect(() => seal(between(-400, -1), test)).toThrow(/SIGNING_CERTIFICATE_P12 holds a certificate that expired on/);
    expect(() => seal(between(2, 400), test)).toThrow(
      /SIGNING_CERTIFICATE_P12 holds a certificate that is not valid until/,
    );
    // Five days left: fine for a test start, refused in production (the default margin is 7 days).
    const fiveDays = between(-30, 5);
    expect(seal(fiveDays, test).seal.certificate.validity.notAfter.getTime()).toBeGreaterThan(Date.now());
    expect(() => seal(fiveDays, productionEnv())).toThrow(/expires on .*, in 4 days \(fewer than 7\)/);
    // A start with it logs a warning for each certificate under 30 days (the AEAT's is the seal's here).
    expect(certificatesExpiringWithin(seal(fiveDays, test), new Date())).toEqual([
      { name: 'seal', daysLeft: 4 },
      { name: 'aeat', daysLeft: 4 },
    ]);
    expect(() => seal(fiveDays, { ...productionEnv(), CERTIFICATE_MIN_DAYS_LEFT: '3' })).not.toThrow();
    // The AEAT client certificate the same way.
    expect(() =>
      loadConfig({
        ...test,
        VERIFACTU_CERTIFICATE_P12: between(-400, -1),
        VERIFACTU_CERTIFICATE_PASSWORD: 'clave',
      }),
    ).toThrow(/VERIFACTU_CERTIFICATE_P12 holds a certificate that expired on/);
  });

  it('names an invalid value, a missing setting and an expired sealing certificate in the same refusal', () => {
    const expired = createTestPki('http://crl.invalid/ca.crl')
      .sealValidBetween(new Date(Date.now() - 400 * 86_400_000), new Date(Date.now() - 86_400_000))
      .toString('base64');
    const { DATABASE_URL: _left, ...withoutDatabase } = productionEnv();
    let refusal = '';
    try {
      loadConfig({ ...withoutDatabase, PORT: 'tres mil', SIGNING_CERTIFICATE_P12: expired });
    } catch (error) {
      refusal = (error as Error).message;
    }
    expect(refusal).toContain('  - PORT: ');
    expect(refusal).toContain('  - DATABASE_URL is required in production: ');
    expect(refusal).toMatch(/ {2}- SIGNING_CERTIFICATE_P12 holds a certificate that expired on/);
  });

  it('reads each secret from the file NAME_FILE names, refusing it beside NAME or unreadable, with the rest', () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'cumplia-secrets-'));
    try {
      const file = path.join(directory, 'jwt');
      writeFileSync(file, `${'s'.repeat(40)}\n`);
      expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET_FILE: file }).secrets.jwt).toBe('s'.repeat(40));
      expect(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET_FILE: file, JWT_SECRET: 't'.repeat(40) })).toThrow(
        /JWT_SECRET and JWT_SECRET_FILE are both set: keep one/,
      );
      let refusal = '';
      try {
        loadConfig({ ...productionEnv(), TSA_PASSWORD_FILE: path.join(directory, 'missing'), PORT: 'tres mil' });
      } catch (error) {
        refusal = (error as Error).message;
      }
      expect(refusal).toContain(`  - TSA_PASSWORD_FILE cannot be read (${path.join(directory, 'missing')}): ENOENT`);
      expect(refusal).toContain('  - PORT: ');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('keeps the secrets a rotation replaced, to verify and open with, each as long as a current one', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'n'.repeat(32),
      JWT_SECRET_PREVIOUS: `${'a'.repeat(32)}, ${'b'.repeat(32)}`,
    });
    expect(config.secrets.previous).toEqual({ jwt: ['a'.repeat(32), 'b'.repeat(32)], captcha: [], messages: [] });
    expect(() => loadConfig({ NODE_ENV: 'test', MESSAGE_SEALING_SECRET_PREVIOUS: 'corto' })).toThrow(
      /MESSAGE_SEALING_SECRET_PREVIOUS.*each previous secret has at least 32 characters/,
    );
  });

  it("keeps the TSA's user and password out of its URL, where a log line would carry them", () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TSA_URL: 'https://cumplia:secreto@tsa.example/tsr' })).toThrow(
      /TSA_URL: must not carry a user or password/,
    );
    try {
      loadConfig({ NODE_ENV: 'test', TSA_URL: 'https://cumplia:secreto@tsa.example/tsr' });
    } catch (error) {
      expect(String(error)).not.toContain('secreto');
    }
    expect(() => loadConfig({ NODE_ENV: 'test', TSA_USERNAME: 'cumplia' })).toThrow(/TSA_PASSWORD/);
    expect(
      loadConfig({ NODE_ENV: 'test', TSA_URL: 'https://tsa.example/tsr', TSA_USERNAME: 'u', TSA_PASSWORD: 'p' })
        .tsaCredentials,
    ).toEqual({ username: 'u', password: 'p' });
  });

  it('warns at a production start whose PUBLIC_URL is not https', () => {
    expect(productionStartWarnings(loadConfig(productionEnv()))).toEqual([]);
    expect(productionStartWarnings(loadConfig({ ...productionEnv(), PUBLIC_URL: 'http://app.cumplia.es' }))).toEqual([
      'PUBLIC_URL (http://app.cumplia.es) is not https: the links Cumplia sends by e-mail and SMS would travel unencrypted',
    ]);
    expect(productionStartWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });

  it('keeps the metrics listener off unless a port is given, and on loopback unless told', () => {
    expect(loadConfig({ NODE_ENV: 'test', METRICS_PORT: '' })).toMatchObject({
      metricsPort: null,
      metricsHost: '127.0.0.1',
    });
    expect(loadConfig({ NODE_ENV: 'production', ...productionEnv(), METRICS_PORT: '9464' })).toMatchObject({
      metricsPort: 9464,
      metricsHost: '127.0.0.1',
    });
    expect(loadConfig({ NODE_ENV: 'test', METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metricsHost).toBe('0.0.0.0');
    expect(() => loadConfig({ NODE_ENV: 'test', METRICS_PORT: '0' })).toThrow(/METRICS_PORT/);
  });

  it('checks the address and the sender of the SMS transport', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SMPP_URL: 'http://smsc.example' })).toThrow(/SMPP_URL/);
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_SENDER_ID: 'Un remitente demasiado largo' })).toThrow(
      /SMS_SENDER_ID/,
    );
    const config = loadConfig({ NODE_ENV: 'test', SMPP_URL: 'smpp://id:pw@127.0.0.1:2775', SMS_SENDER_ID: 'Cumplia' });
    expect(config.sms).toEqual({ smppUrl: 'smpp://id:pw@127.0.0.1:2775', senderId: 'Cumplia' });
    expect(loadConfig({ NODE_ENV: 'development' }).sms.smppUrl).toBeUndefined();
  });

  it('refuses a SEPA creditor identifier with wrong check digits, of another country or of another NIF', () => {
    // The worked example of QuimFerrer/sepa (testdata/creditor_ids.tsv), written as people type it.
    const config = loadConfig({ NODE_ENV: 'test', PROVIDER_NIF: 'B85626240', SEPA_CREDITOR_ID: 'es77 000 b85626240' });
    expect(config.provider.sepa.creditorId).toBe('ES77000B85626240');
    const withId = (id: string, nif = 'B85626240') =>
      loadConfig({ NODE_ENV: 'test', PROVIDER_NIF: nif, SEPA_CREDITOR_ID: id });
    expect(() => withId('ES78000B85626240')).toThrow(/SEPA_CREDITOR_ID: has wrong check digits/);
    expect(() => withId('ES77000B85626240', 'B38990016')).toThrow(/SEPA_CREDITOR_ID: must end with PROVIDER_NIF/);
    expect(() => withId(`DE${creditorIdCheckDigits('DE', 'B85626240')}ZZZB85626240`)).toThrow(
      /SEPA_CREDITOR_ID: must be a Spanish identifier/,
    );
    expect(loadConfig({ NODE_ENV: 'test' }).provider.sepa.creditorId).toMatch(/^ES\d{2}ZZZB38990016$/);
  });

  it('reads the sealing certificate from a path or base64, and makes a self-signed one otherwise', () => {
    const p12 = createDevelopmentCertificate('clave', 'Proveedor');
    const dir = mkdtempSync(path.join(tmpdir(), 'cumplia-config-'));
    try {
      const file = path.join(dir, 'sello.p12');
      writeFileSync(file, p12);
      const fromFile = loadConfig({
        NODE_ENV: 'test',
        SIGNING_CERTIFICATE_P12: file,
        SIGNING_CERTIFICATE_PASSWORD: 'clave',
      });
      const fromBase64 = loadConfig({
        NODE_ENV: 'test',
        SIGNING_CERTIFICATE_P12: p12.toString('base64'),
        SIGNING_CERTIFICATE_PASSWORD: 'clave',
      });
      expect(fromFile.seal.fingerprint).toBe(fromBase64.seal.fingerprint);
      expect(() =>
        loadConfig({ NODE_ENV: 'test', SIGNING_CERTIFICATE_P12: file, SIGNING_CERTIFICATE_PASSWORD: 'otra' }),
      ).toThrow(/SIGNING_CERTIFICATE_P12 cannot be read/);
      const development = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir });
      expect(development.seal.commonName).toMatch(/DESARROLLO/);
      // Reading the configuration writes nothing: keeping development's files is the start-up step's job.
      expect(readdirSync(dir)).toEqual(['sello.p12']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keeps a development start's secrets and certificate in the data directory, and reuses them", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cumplia-config-'));
    try {
      const first = loadConfig(withDevelopmentFiles({ NODE_ENV: 'development', DATA_DIR: dir }));
      const second = loadConfig(withDevelopmentFiles({ NODE_ENV: 'development', DATA_DIR: dir }));
      expect(readdirSync(dir).sort()).toEqual(['dev-secrets.json', 'dev-signing-certificate.p12']);
      expect(second.seal.fingerprint).toBe(first.seal.fingerprint);
      expect(second.secrets).toEqual(first.secrets);
      const given = loadConfig(
        withDevelopmentFiles({ NODE_ENV: 'development', DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) }),
      );
      expect(given.secrets.jwt).toBe('x'.repeat(32));
      expect(withDevelopmentFiles({ NODE_ENV: 'test', DATA_DIR: dir })).toEqual({ NODE_ENV: 'test', DATA_DIR: dir });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('turns the demo seed off when a real superadmin is bootstrapped, unless asked for', () => {
    const admin = {
      NODE_ENV: 'test',
      CUMPLIA_ADMIN_NIF: '12345678Z',
      CUMPLIA_ADMIN_PASSWORD: 'una-contraseña-larga',
    } as const;
    expect(loadConfig(admin).seedDemo).toBe(false);
    expect(loadConfig({ ...admin, CUMPLIA_SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('refuses a bootstrap superadmin password that breaks the password rule', () => {
    const admin = { NODE_ENV: 'test', CUMPLIA_ADMIN_NIF: '12345678Z' } as const;
    for (const password of ['passwordpassword', 'qwerty123456', '12345678Z-superadmin', '              ']) {
      expect(() => loadConfig({ ...admin, CUMPLIA_ADMIN_PASSWORD: password })).toThrow(/CUMPLIA_ADMIN_PASSWORD/);
    }
  });

  it("derives the provider's tax territory from its address unless set, and asks Ceuta and Melilla for the IPSI rate", () => {
    expect(loadConfig({ NODE_ENV: 'test' }).provider.tax).toEqual({ territory: 'CANARIAS', ipsiRateBasisPoints: null });
    expect(loadConfig({ NODE_ENV: 'test', PROVIDER_ADDRESS: 'Gran Vía 1, 28013 Madrid' }).provider.tax.territory).toBe(
      'PENINSULA_BALEARES',
    );
    expect(
      loadConfig({ NODE_ENV: 'test', PROVIDER_ADDRESS: 'Gran Vía 1, 28013 Madrid', PROVIDER_TAX_TERRITORY: 'CANARIAS' })
        .provider.tax.territory,
    ).toBe('CANARIAS');
    expect(() => loadConfig({ NODE_ENV: 'test', PROVIDER_ADDRESS: 'Sin código postal' })).toThrow(
      /PROVIDER_TAX_TERRITORY/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', PROVIDER_ADDRESS: 'Calle Real 1, 51001 Ceuta' })).toThrow(
      /PROVIDER_IPSI_RATE_BASIS_POINTS/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'test',
        PROVIDER_ADDRESS: 'Calle Real 1, 51001 Ceuta',
        PROVIDER_IPSI_RATE_BASIS_POINTS: '300',
      }).provider.tax,
    ).toEqual({ territory: 'CEUTA', ipsiRateBasisPoints: 300 });
  });

  it('explains what is wrong with an invalid variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PORT: 'abc' })).toThrow(/PORT/);
  });

  it('is documented in .env.example: every variable it reads, and those production requires left to fill in', () => {
    const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const documented = [...example.matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    const toFill = [...example.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    // What compose.yaml itself reads from .env (`${NAME…}`), beside what the processes read.
    const compose = readFileSync(new URL('../../../compose.yaml', import.meta.url), 'utf8');
    const composeOnly = [
      ...new Set([...compose.matchAll(/\$\{([A-Z][A-Z0-9_]+)/g)].map((match) => String(match[1]))),
    ].filter((name) => !CONFIG_VARIABLES.includes(name));
    expect([...documented].sort()).toEqual([...new Set([...CONFIG_VARIABLES, ...composeOnly])].sort());
    expect(toFill.filter((name) => !composeOnly.includes(name ?? '')).sort()).toEqual(
      [...PRODUCTION_REQUIRED_VARIABLES].sort(),
    );
  });
});
