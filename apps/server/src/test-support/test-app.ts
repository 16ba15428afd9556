import { CAPTCHA_HEADER, type LoginType, ROLES, type RoleName } from '@cumplia/domain';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app.js';
import { messageAttachmentLoader } from '../attachment-renderers.js';
import type { Config } from '../config.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import { agencies, agencyUsers, companies, companyUsers, outboxMessages } from '../db/schema/index.js';
import { createContractSealer } from '../jobs/contract-sealer.js';
import { createCsvLineProcessor } from '../jobs/csv-line-processor.js';
import { createOutboxSender } from '../jobs/outbox-sender.js';
import { createPasswordRecoveryJob } from '../jobs/password-recovery-job.js';
import type { PollingWorker } from '../jobs/polling-worker.js';
import { createConfiguredTransport } from '../modules/outbox/configured-transport.js';
import { deliverableContent } from '../modules/outbox/message-content.js';
import { createUser } from '../modules/users/create-user.js';
import { jobContext } from '../platform/job-context.js';
import { createServices } from '../platform/services.js';
import { TEST_CLOCK_START, testConfig } from './test-config.js';
import { createTestDatabase } from './test-database.js';

export const TEST_PASSWORD = 'Contraseña-de-prueba-1';

/** A clock the test moves by hand. */
export function createTestClock(start = TEST_CLOCK_START) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceSeconds: (seconds: number) => {
      current += seconds * 1000;
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real app on a fresh database, with cheap captchas and a controllable clock. With `logStream`, the log
 * lines (at LOG_LEVEL, `info` unless overridden) go there, for tests that read what was logged.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { logStream?: DestinationStream; database?: DatabaseHandle } = {},
) {
  const database = options.database ?? (await createTestDatabase());
  const config: Config = testConfig({
    LOG_LEVEL: process.env.CUMPLIA_TEST_LOG === '1' ? 'debug' : options.logStream ? 'info' : 'silent',
    ...overrides,
  });
  const clock = createTestClock();
  // A signature wakes the real contract sealer, as in a running server.
  let sealer: PollingWorker | undefined;
  const app: FastifyInstance = await buildApp({
    services: createServices(database.db, config, {
      now: clock.now,
      wakeSealer: () => sealer?.wake() ?? Promise.resolve(),
    }),
    database,
    serveWebApp: false,
    // CUMPLIA_TEST_LOG=1 shows the server log while debugging a test.
    logger: process.env.CUMPLIA_TEST_LOG === '1' || options.logStream !== undefined,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  let sequence = 0;
  // The outbox sender runs only when a test drains it, so each test sees the queue as it wants it.
  const outbox = createOutboxSender({
    db: database.db,
    config,
    transport: createConfiguredTransport({ config, db: database.db, now: clock.now, log: app.log, keep: () => {} }),
    loadAttachments: messageAttachmentLoader({ config, now: clock.now }),
    now: clock.now,
    log: app.log,
  });
  const csvLines = createCsvLineProcessor({ services: app.services, log: app.log });
  const contractSealer = createContractSealer({ services: app.services, log: app.log, onQueued: () => {} });
  sealer = contractSealer;
  const passwordRecoveries = createPasswordRecoveryJob({ services: app.services, log: app.log });

  /** Solves a real challenge from the API, as the widget does, and returns the X-CAPTCHA-AUTH payload. */
  async function solveCaptcha(): Promise<string> {
    const response = await app.inject({ method: 'GET', url: '/cumplia-auth/captcha/challenge' });
    const challenge = response.json() as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('captcha not solved');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  /** Logs in as a browser would; `remoteAddress` is the client's IP (the throttle counts failures by it). */
  async function login(username: string, tipo: LoginType | null, password = TEST_PASSWORD, remoteAddress?: string) {
    return app.inject({
      method: 'POST',
      url: '/cumplia-auth/authenticate',
      ...(remoteAddress ? { remoteAddress } : {}),
      headers: { [CAPTCHA_HEADER]: await solveCaptcha() },
      payload: { username, password, tipo },
    });
  }

  /** Logs in and returns the tokens, failing the test when the login fails. */
  async function loginTokens(username: string, tipo: LoginType | null) {
    const response = await login(username, tipo);
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response.json() as { token: string; refreshToken: string };
  }

  return {
    app,
    db: database.db as Database,
    /** The PostgreSQL URL of the test database (undefined on PGlite), for tests that need their own connection. */
    databaseUrl: database.url,
    config,
    clock,
    solveCaptcha,
    login,
    loginTokens,
    factories: createFactories(database.db, () => ++sequence),
    outbox,
    csvLines,
    /** The contract sealer a signature wakes. */
    sealer: contractSealer,
    /** The context a background job gives its actions, for tests that run one job's action directly. */
    jobCtx: jobContext(app.services, app.log, 'test'),
    /** Turns queued password recovery requests into e-mails when a test drains it. */
    passwordRecoveries,
    /** The newest message to an address, as the recipient would read it (its secrets unsealed). */
    lastMessageTo: async (recipient: string) => {
      const [message] = await database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, recipient))
        .orderBy(desc(outboxMessages.id))
        .limit(1);
      if (!message) return undefined;
      const content = deliverableContent(config, message, clock.now());
      return content ? { ...message, bodyText: content.text, bodyHtml: content.html } : message;
    },
    /** The newest message to an address as stored, i.e. as anyone but the recipient may see it. */
    storedMessageTo: async (recipient: string) => {
      const [message] = await database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, recipient))
        .orderBy(desc(outboxMessages.id))
        .limit(1);
      return message;
    },
    close: async () => {
      await outbox.stop();
      await csvLines.stop();
      await passwordRecoveries.stop();
      await contractSealer.stop();
      await app.close();
      await database.close();
    },
  };
}

/** Valid DNIs for test users: number n with its mod-23 letter, unique within a test file. */
function dniFor(n: number): string {
  const digits = String(10_000_000 + n).padStart(8, '0');
  return `${digits}${'TRWAGMYFPDXBNJZSQVHLCKE'.charAt(Number(digits) % 23)}`;
}

function createFactories(db: Database, next: () => number) {
  async function user(roles: RoleName[], options: { password?: string | null } = {}) {
    const username = dniFor(next());
    const id = await createUser(db, {
      username,
      name: `Usuario ${username}`,
      email: `${username.toLowerCase()}@example.test`,
      password: options.password === undefined ? TEST_PASSWORD : options.password,
      roles,
    });
    return { id, username };
  }

  async function agency() {
    const n = next();
    const [row] = await db
      .insert(agencies)
      .values({
        razonSocial: `Gestoría de prueba ${n} S.L.`,
        nombreComercial: `Gestoría ${n}`,
        nifCif: `B8${String(n).padStart(7, '0')}`,
        nombre: 'Administradora de prueba',
        dni: dniFor(n),
        email: `gestoria${n}@example.test`,
        telefono: '+34600000000',
      })
      .returning({ id: agencies.id });
    if (!row) throw new Error('agency not created');
    return row.id;
  }

  async function company(agencyId: number | null) {
    const n = next();
    const [row] = await db
      .insert(companies)
      .values({
        agencyId,
        razonSocial: `Empresa de prueba ${n} S.L.`,
        nombreComercial: `Empresa ${n}`,
        nifCif: `B9${String(n).padStart(7, '0')}`,
        nombre: 'Administrador de prueba',
        dni: dniFor(n),
        email: `empresa${n}@example.test`,
        telefono: '+34600000001',
        agencyConfirmedAt: new Date(),
      })
      .returning({ id: companies.id });
    if (!row) throw new Error('company not created');
    return row.id;
  }

  return {
    user,
    staff: (role: 'superadmin' | 'worker' = 'superadmin') =>
      user([role === 'superadmin' ? ROLES.superadmin : ROLES.worker]),
    agencyUser: async (options: { password?: string | null } = {}) => {
      const agencyId = await agency();
      const created = await user([ROLES.agency], options);
      await db.insert(agencyUsers).values({ agencyId, userId: created.id });
      return { ...created, agencyId };
    },
    companyUser: async (options: { password?: string | null } = {}) => {
      const companyId = await company(null);
      const created = await user([ROLES.company], options);
      await db.insert(companyUsers).values({ companyId, userId: created.id });
      return { ...created, companyId };
    },
  };
}
