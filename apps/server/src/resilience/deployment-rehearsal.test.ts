import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAPTCHA_HEADER } from '@cumplia/domain';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { productionEnv } from '../test-support/production-env.js';
import { seriesValue } from '../test-support/prometheus-text.js';
import { freePort, waitUntil } from '../test-support/server-process.js';
import { startSmppServer } from '../test-support/smpp-server.js';
import { startSmtpServer } from '../test-support/smtp-server.js';
import { createPostgresDatabase } from '../test-support/test-database.js';

/**
 * The deployment of compose.yaml without Docker (this machine has no Docker daemon): the same commands and
 * settings, read from compose.yaml, run from the built files on one PostgreSQL: the one-shot migrations, two API
 * replicas and the background worker, behind Debian's Caddy with TLS and deploy/Caddyfile. Each process gets its
 * own ports, since all share one host, and listens on loopback. Needs `npm run build` and `caddy`.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
// The PostgreSQL pass only: the processes share one PostgreSQL server.
const serverUrl = process.env.CUMPLIA_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const ADMIN = { nif: '12345678Z', password: 'Ensayo-de-despliegue-2026' };

type ComposeService = { command?: string[]; environment?: Record<string, string>; volumes?: string[] };
const compose = parse(readFileSync(path.join(repoRoot, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};

function service(name: string): ComposeService & { command: string[] } {
  const found = compose.services[name];
  if (!found?.command) throw new Error(`compose.yaml has no command for ${name}`);
  return { ...found, command: found.command };
}

/** A service's own settings, less those compose fills from .env (`${…}`) and those this host must change. */
function composeEnvironment(name: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service(name).environment ?? {}).filter(
      ([key, value]) => !String(value).includes('${') && !['PORT', 'METRICS_PORT'].includes(key),
    ),
  );
}

type RunningProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function run(command: string[], env: Record<string, string>): RunningProcess {
  const [program = '', ...args] = command;
  const child = spawn(program === 'node' ? process.execPath : program, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Whether `url` answers 200; a process that has exited fails the wait at once, with what it printed. */
const answers = (url: string, running: RunningProcess) => {
  if (running.child.exitCode !== null) {
    throw new Error(`exited with ${running.child.exitCode}:\n${running.output()}`);
  }
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
};

const caddyPath = ['/usr/bin/caddy', '/usr/local/bin/caddy'].find((candidate) => existsSync(candidate));

// Its tests share the deployment: the one that stops a replica and the worker starts them again.
describe.runIf(serverUrl)('the deployment of compose.yaml, rehearsed without Docker', () => {
  const processes: RunningProcess[] = [];
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let smsc: Awaited<ReturnType<typeof startSmppServer>>;
  type Replica = { name: string; port: number; metricsPort: number; process: RunningProcess };
  const replicas: Replica[] = [];
  let worker: { metricsPort: number; process: RunningProcess };
  let proxy: { base: string; agent: https.Agent };
  let caddyHome: string | undefined;
  let caddy: RunningProcess;
  let productionSettings: Record<string, string>;

  /** Starts (or starts again) an API replica on its ports, and waits until it is ready. */
  async function startReplica(replica: Omit<Replica, 'process'>) {
    const started = run(service(replica.name).command, {
      ...productionSettings,
      ...composeEnvironment(replica.name),
      PORT: String(replica.port),
      METRICS_PORT: String(replica.metricsPort),
    });
    processes.push(started);
    await waitUntil(
      () => answers(`http://127.0.0.1:${replica.port}/health/ready`, started),
      60_000,
      `${replica.name} to be ready:\n${started.output()}`,
    );
    return started;
  }

  /** Starts (or starts again) the background worker on its metrics port, and waits until it answers. */
  async function startWorker(metricsPort: number) {
    const started = run(service('worker').command, {
      ...productionSettings,
      ...composeEnvironment('worker'),
      METRICS_PORT: String(metricsPort),
    });
    processes.push(started);
    await waitUntil(
      () => answers(`http://127.0.0.1:${metricsPort}/metrics`, started),
      60_000,
      `the worker to start:\n${started.output()}`,
    );
    return { metricsPort, process: started };
  }

  /** A request through the proxy over TLS, checked against Caddy's own root certificate. */
  function proxied(
    pathname: string,
    options: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
    return new Promise((resolve, reject) => {
      const request = https.request(
        `${proxy.base}${pathname}`,
        {
          method: options.method ?? 'GET',
          agent: proxy.agent,
          headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        },
      );
      request.on('error', reject);
      request.end(options.body);
    });
  }

  async function captchaHeader() {
    const challenge = JSON.parse((await proxied('/cumplia-auth/captcha/challenge')).body) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return { [CAPTCHA_HEADER]: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
  }

  /** A visitor's message through the public contact form, over the proxy. */
  async function sendContactForm(message: string) {
    return proxied('/cumplia-mail/contact', {
      method: 'POST',
      headers: await captchaHeader(),
      body: JSON.stringify({
        name: 'Marta González',
        city: 'La Laguna',
        email: 'marta@example.test',
        phone: '+34 612 345 678',
        message,
      }),
    });
  }

  beforeAll(async () => {
    if (!existsSync(path.join(repoRoot, 'apps/server/dist/server.js'))) {
      throw new Error('The rehearsal runs the built files: run `npm run build` first.');
    }
    if (!caddyPath) throw new Error('The rehearsal needs Caddy: apt-get install -y caddy');
    database = await createPostgresDatabase(serverUrl as string);
    smtp = await startSmtpServer();
    // An SMPP password holds at most 8 characters; this one appears nowhere else.
    smsc = await startSmppServer({ password: 'Ens4y0pw' });
    const httpsPort = await freePort();
    productionSettings = {
      ...productionEnv(),
      PATH: process.env.PATH ?? '',
      DATABASE_URL: database.url,
      PUBLIC_URL: `https://localhost:${httpsPort}`,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMPP_URL: smsc.url(),
      // Nothing is invoiced here; a record would be refused at once rather than reach the AEAT.
      VERIFACTU_ENDPOINT: 'http://127.0.0.1:9/',
      CUMPLIA_ADMIN_NIF: ADMIN.nif,
      CUMPLIA_ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'ensayo-jwt-0123456789abcdefghijklmnopqrstuvwxyz',
      CAPTCHA_HMAC_SECRET: 'ensayo-captcha-0123456789abcdefghijklmnopqrstuv',
      MESSAGE_SEALING_SECRET: 'ensayo-sellado-0123456789abcdefghijklmnopqrstu',
      TSA_USERNAME: 'cumplia-ensayo',
      TSA_PASSWORD: 'ensayo-tsa-0123456789abcdef',
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cumplia-rehearsal-')),
      // As in the production image, which leaves the embedded database out (Dockerfile): no process may load it.
      NODE_OPTIONS: `--import=${new URL('../test-support/without-embedded-database.mjs', import.meta.url).href}`,
    };

    const migrate = run(service('migrate').command, { ...productionSettings, ...composeEnvironment('migrate') });
    expect(await migrate.exited, migrate.output()).toBe(0);
    expect(migrate.output()).toMatch(/Esquema de la base de datos al día/);

    const ports: Omit<Replica, 'process'>[] = [];
    for (const name of ['web-1', 'web-2']) ports.push({ name, port: await freePort(), metricsPort: await freePort() });
    const workerMetricsPort = await freePort();
    const [startedReplicas, startedWorker] = await Promise.all([
      Promise.all(ports.map((replica) => startReplica(replica))),
      startWorker(workerMetricsPort),
    ]);
    ports.forEach((replica, n) => {
      replicas.push({ ...replica, process: startedReplicas[n] as RunningProcess });
    });
    worker = startedWorker;

    // Caddy as compose runs it, with the Caddyfile compose mounts.
    const caddyService = service('caddy');
    const mount = caddyService.volumes?.find((volume) => volume.includes('Caddyfile'))?.split(':') ?? [];
    const [hostFile = '', containerFile = ''] = mount;
    caddyHome = mkdtempSync(path.join(tmpdir(), 'cumplia-caddy-'));
    caddy = run(
      [
        caddyPath,
        ...caddyService.command.slice(1).map((arg) => (arg === containerFile ? path.join(repoRoot, hostFile) : arg)),
      ],
      {
        PATH: process.env.PATH ?? '',
        HOME: caddyHome,
        XDG_DATA_HOME: path.join(caddyHome, 'data'),
        XDG_CONFIG_HOME: path.join(caddyHome, 'config'),
        CUMPLIA_SITE_ADDRESS: `https://localhost:${httpsPort}`,
        CUMPLIA_UPSTREAMS: replicas.map((replica) => `127.0.0.1:${replica.port}`).join(' '),
        CADDY_HTTP_PORT: String(await freePort()),
        CADDY_HTTPS_PORT: String(httpsPort),
        CADDY_ADMIN: `127.0.0.1:${await freePort()}`,
      },
    );
    processes.push(caddy);
    const rootCertificate = path.join(caddyHome, 'data/caddy/pki/authorities/local/root.crt');
    await waitUntil(async () => existsSync(rootCertificate), 30_000, `Caddy's local CA:\n${caddy.output()}`);
    proxy = {
      base: `https://localhost:${httpsPort}`,
      agent: new https.Agent({ keepAlive: true, ca: readFileSync(rootCertificate) }),
    };
    await waitUntil(
      () =>
        proxied('/health/ready').then(
          (response) => response.status === 200,
          () => false,
        ),
      30_000,
      `the proxy to answer:\n${caddy.output()}`,
    );
  }, 180_000);

  afterAll(async () => {
    proxy?.agent.destroy();
    for (const running of processes) if (running.child.exitCode === null) running.child.kill('SIGKILL');
    await Promise.all(processes.map((running) => running.exited));
    await smtp?.close();
    await smsc?.close();
    await database?.drop();
    if (caddyHome) rmSync(caddyHome, { recursive: true, force: true });
  }, 60_000);

  it('logs the superadmin in through the proxy over TLS, and the replica logs the request under the proxy’s id', async () => {
    const login = await proxied('/cumplia-auth/authenticate', {
      method: 'POST',
      headers: await captchaHeader(),
      body: JSON.stringify({ username: ADMIN.nif, password: ADMIN.password, tipo: null }),
    });
    expect(login.status, login.body).toBe(200);
    const { token } = JSON.parse(login.body) as { token: string };
    const me = await proxied('/cumplia-core/users/my', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status, me.body).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ username: ADMIN.nif });

    const requestId = String(me.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const logged = () =>
      replicas
        .flatMap((replica) => replica.process.output().split('\n'))
        .filter((line) => line.includes(`"reqId":"${requestId}"`))
        .map((line) => JSON.parse(line) as { msg: string; reqId: string });
    // The completion is logged just after the answer leaves.
    await waitUntil(async () => logged().length === 2, 5_000, 'the request to be logged');
    expect(logged().map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    // Every line is structured, and the token never reaches the log.
    expect(replicas.some((replica) => replica.process.output().includes(token))).toBe(false);
  });

  it('keeps link tokens, credentials and cookies out of the proxy’s access log', async () => {
    const token = 'enlace-secreto-0123456789abcdefghijklmn';
    await proxied(`/firma/${token}`);
    await proxied(`/cumplia-core/alta/${token}/borrador`);
    await proxied(`/newsletter/confirmar?token=${token}&origen=correo`, {
      headers: {
        authorization: `Bearer ${token}`,
        cookie: `sesion=${token}`,
        referer: `https://localhost/firma/${token}`,
      },
    });
    await waitUntil(
      async () => caddy.output().includes('/newsletter/confirmar?token=REDACTADO&origen=correo'),
      5_000,
      `the access log:\n${caddy.output()}`,
    );
    expect(caddy.output()).toContain('/cumplia-core/alta/REDACTADO/borrador');
    expect(caddy.output()).not.toContain(token);
  });

  it('has the worker deliver the e-mail a contact form queued on a replica, and every process is scraped', async () => {
    const scrape = async (port: number) => (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    const loginsCounted = async () => {
      const texts = await Promise.all(replicas.map((replica) => scrape(replica.metricsPort)));
      const series =
        'http_request_duration_seconds_count{method="POST",route="/cumplia-auth/authenticate",status_code="200"}';
      return texts.reduce((sum, text) => sum + seriesValue(text, series), 0);
    };
    const emailsSent = async () =>
      seriesValue(await scrape(worker.metricsPort), 'cumplia_outbox_deliveries_total{channel="EMAIL",outcome="sent"}');
    const [loginsBefore, sentBefore, receivedBefore] = [
      await loginsCounted(),
      await emailsSent(),
      smtp.received.length,
    ];
    const login = await proxied('/cumplia-auth/authenticate', {
      method: 'POST',
      headers: await captchaHeader(),
      body: JSON.stringify({ username: ADMIN.nif, password: ADMIN.password, tipo: null }),
    });
    expect(login.status, login.body).toBe(200);
    expect(await loginsCounted()).toBe(loginsBefore + 1);

    const sent = await sendContactForm('¿Cubre el protocolo de acoso a los trabajadores en prácticas?');
    expect(sent.status, sent.body).toBe(200);
    await waitUntil(async () => smtp.received.length > receivedBefore, 30_000, 'the worker to send the e-mail');
    expect(smtp.received[receivedBefore]?.to).toEqual([productionEnv().PROVIDER_EMAIL]);

    const replicaMetrics = await Promise.all(replicas.map((replica) => scrape(replica.metricsPort)));
    for (const text of replicaMetrics) {
      expect(seriesValue(text, 'cumplia_database_up')).toBe(1);
      expect(seriesValue(text, 'cumplia_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    }
    await waitUntil(async () => (await emailsSent()) === sentBefore + 1, 10_000, "the worker's delivery count");
    expect(seriesValue(await scrape(worker.metricsPort), 'cumplia_job_queue_depth{queue="outbox"}')).toBe(0);
  });

  it('writes no configured secret and no session token to any process log or the proxy log, through a whole visit', async () => {
    const login = await proxied('/cumplia-auth/authenticate', {
      method: 'POST',
      headers: await captchaHeader(),
      body: JSON.stringify({ username: ADMIN.nif, password: ADMIN.password, tipo: null }),
    });
    expect(login.status, login.body).toBe(200);
    const { token, refreshToken } = JSON.parse(login.body) as { token: string; refreshToken: string };
    const refreshed = await proxied('/cumplia-auth/refresh-token', {
      method: 'POST',
      body: JSON.stringify({ refreshToken }),
    });
    expect(refreshed.status, refreshed.body).toBe(200);
    const renewed = JSON.parse(refreshed.body) as { token: string; refreshToken: string };
    expect(
      (await proxied('/cumplia-core/users/my', { headers: { authorization: `Bearer ${renewed.token}` } })).status,
    ).toBe(200);
    const receivedBefore = smtp.received.length;
    const sent = await sendContactForm('¿Qué pasa con los datos de mis clientes si dejo de trabajar con ustedes?');
    expect(sent.status, sent.body).toBe(200);
    await waitUntil(async () => smtp.received.length > receivedBefore, 30_000, 'the worker to send the e-mail');

    const secrets: Record<string, string> = {
      JWT_SECRET: productionSettings.JWT_SECRET ?? '',
      CAPTCHA_HMAC_SECRET: productionSettings.CAPTCHA_HMAC_SECRET ?? '',
      MESSAGE_SEALING_SECRET: productionSettings.MESSAGE_SEALING_SECRET ?? '',
      TSA_PASSWORD: productionSettings.TSA_PASSWORD ?? '',
      CUMPLIA_ADMIN_PASSWORD: ADMIN.password,
      'SMPP_URL password': decodeURIComponent(new URL(productionSettings.SMPP_URL ?? '').password),
      'SIGNING_CERTIFICATE_P12 (its start)': (productionSettings.SIGNING_CERTIFICATE_P12 ?? '').slice(0, 48),
      'access token': token,
      'refresh token': refreshToken,
      'renewed access token': renewed.token,
      'renewed refresh token': renewed.refreshToken,
    };
    const logs = processes.map((running) => running.output()).join('\n');
    expect(logs.length).toBeGreaterThan(1000);
    for (const [name, value] of Object.entries(secrets)) {
      expect(value.length, name).toBeGreaterThanOrEqual(8);
      expect(logs.includes(value), `${name} in a log`).toBe(false);
    }
  });

  it('backs up encrypted and off the host, records it for the alert, and restores the backup into place', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'cumplia-backup-'));
    const local = path.join(work, 'backups');
    const offsite = path.join(work, 'offsite');
    const identity = path.join(work, 'identity.txt');
    mkdirSync(local);
    mkdirSync(offsite);
    // The provider's key pair (age-keygen): the public half on the host, the private half kept off it.
    const keygen = spawnSync('age-keygen', ['--output', identity], { encoding: 'utf8' });
    const recipient = /Public key: (age1\w+)/.exec(keygen.stderr)?.[1] ?? '';
    expect(recipient, keygen.stderr).not.toBe('');
    const url = new URL(database.url);
    const pgEnv = {
      PATH: process.env.PATH ?? '',
      HOME: work,
      PGHOST: url.hostname,
      PGPORT: url.port || '5432',
      PGUSER: decodeURIComponent(url.username),
      PGPASSWORD: decodeURIComponent(url.password),
      PGDATABASE: url.pathname.slice(1),
    };
    const scrapeWorker = async () => (await fetch(`http://127.0.0.1:${worker.metricsPort}/metrics`)).text();
    expect(seriesValue(await scrapeWorker(), 'cumplia_backup_last_success_timestamp_seconds')).toBe(0);

    // The very scripts the backup image installs as cumplia-backup and cumplia-restore (Dockerfile, compose.yaml).
    const backup = run(['sh', 'deploy/backup.sh'], {
      ...pgEnv,
      BACKUP_DIR: local,
      BACKUP_AGE_RECIPIENTS: recipient,
      BACKUP_REMOTE: offsite,
    });
    expect(await backup.exited, backup.output()).toBe(0);
    const [name, ...others] = readdirSync(local).filter((file) => file.endsWith('.dump.age'));
    expect(others).toEqual([]);
    const written = readFileSync(path.join(local, String(name)));
    expect(written.subarray(0, 21).toString()).toBe('age-encryption.org/v1');
    expect(written.includes('PGDMP')).toBe(false);
    expect(readFileSync(path.join(offsite, String(name))).equals(written)).toBe(true);
    const recorded = seriesValue(await scrapeWorker(), 'cumplia_backup_last_success_timestamp_seconds');
    expect(Math.abs(recorded - Date.now() / 1000)).toBeLessThan(120);

    // Restored into a database of its own (this deployment keeps serving from its own); the one there is set aside.
    const target = `${pgEnv.PGDATABASE}_restored`;
    const admin = { ...pgEnv, PGDATABASE: 'postgres' };
    const psql = (sql: string, env: Record<string, string> = admin) =>
      spawnSync('psql', ['--no-psqlrc', '--tuples-only', '--no-align', '-c', sql], { env, encoding: 'utf8' });
    expect(psql(`create database "${target}"`).status).toBe(0);
    try {
      const restore = run(['sh', 'deploy/restore.sh', path.join(local, String(name))], {
        ...pgEnv,
        PGDATABASE: target,
        BACKUP_AGE_IDENTITY_FILE: identity,
      });
      expect(await restore.exited, restore.output()).toBe(0);
      expect(restore.output()).toMatch(new RegExp(`kept as ${target}_before_\\d+`));
      const restored = psql(`select username from users where username = '${ADMIN.nif}'`, {
        ...pgEnv,
        PGDATABASE: target,
      });
      expect(restored.stdout.trim(), restored.stderr).toBe(ADMIN.nif);
    } finally {
      const left = psql(`select datname from pg_database where datname like '${target}%'`).stdout.split('\n');
      for (const dbname of left.filter(Boolean)) psql(`drop database "${dbname}"`);
      rmSync(work, { recursive: true, force: true });
    }
    // compose runs those scripts, with encryption and the copy off the host required.
    const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain('COPY deploy/backup.sh /usr/local/bin/cumplia-backup');
    expect(dockerfile).toContain('COPY deploy/restore.sh /usr/local/bin/cumplia-restore');
    expect(service('backup').command.join(' ')).toContain('cumplia-backup');
    const rawCompose = readFileSync(path.join(repoRoot, 'compose.yaml'), 'utf8');
    expect(rawCompose).toMatch(/BACKUP_AGE_RECIPIENTS: \$\{BACKUP_AGE_RECIPIENTS:\?/);
    expect(rawCompose).toMatch(/BACKUP_REMOTE: offsite:\$\{BACKUP_S3_BUCKET:\?/);
  });

  it('stops a replica under load with no failed request: it drains, finishes what it has, and exits cleanly', async () => {
    const login = await proxied('/cumplia-auth/authenticate', {
      method: 'POST',
      headers: await captchaHeader(),
      body: JSON.stringify({ username: ADMIN.nif, password: ADMIN.password, tipo: null }),
    });
    const { token } = JSON.parse(login.body) as { token: string };
    const outcomes: string[] = [];
    let loading = true;
    const client = async () => {
      while (loading) {
        const outcome = await proxied('/cumplia-core/users/my', { headers: { authorization: `Bearer ${token}` } }).then(
          (response) => String(response.status),
          (error: Error) => error.message,
        );
        outcomes.push(outcome);
      }
    };
    const clients = Array.from({ length: 4 }, client);

    await new Promise((resolve) => setTimeout(resolve, 1500));
    const [stopping, staying] = replicas;
    if (!stopping || !staying) throw new Error('two replicas expected');
    const servedBeforeStop = (stopping.process.output().match(/"request completed"/g) ?? []).length;
    const stoppedAt = Date.now();
    stopping.process.child.kill('SIGTERM');
    const exitCode = await stopping.process.exited;
    const stopTook = Date.now() - stoppedAt;
    const answeredWhenStopped = outcomes.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    loading = false;
    await Promise.all(clients);
    const stoppedOutput = stopping.process.output();
    // Back to the deployment the other tests use once this one has looked: the replica starts again.
    stopping.process = await startReplica(stopping);

    const failed = outcomes.filter((outcome) => outcome !== '200');
    expect(failed, `${failed.length} of ${outcomes.length} failed`).toEqual([]);
    expect(exitCode, stoppedOutput).toBe(0);
    // The stopping replica had its share of the load, and the other one carried it all after.
    expect(servedBeforeStop).toBeGreaterThan(5);
    expect(outcomes.length - answeredWhenStopped).toBeGreaterThan(5);
    // It drained for SHUTDOWN_DRAIN_MS before it closed.
    expect(stopTook).toBeGreaterThanOrEqual(Number(composeEnvironment('web-1').SHUTDOWN_DRAIN_MS));
    expect(stoppedOutput).toContain('"msg":"stopped"');

    // The worker, too, stops on SIGTERM after its batches (and starts again).
    worker.process.child.kill('SIGTERM');
    expect(await worker.process.exited, worker.process.output()).toBe(0);
    worker = await startWorker(worker.metricsPort);
  }, 120_000);
});

// No database involved: it runs in the PGlite pass only.
describe.skipIf(process.env.CUMPLIA_TEST_DB === 'postgres')('compose.yaml holds together', () => {
  it('has replicas that only answer requests, one worker for the jobs, a drain shorter than the stop grace, and Caddy pointed at the replicas', () => {
    const full = compose.services as Record<string, ComposeService & Record<string, unknown>>;
    const worker = composeEnvironment('worker');
    expect(worker.BACKGROUND_JOBS).toBeUndefined();
    for (const name of ['web-1', 'web-2']) {
      const web = full[name];
      const environment = web?.environment ?? {};
      expect(environment.BACKGROUND_JOBS).toBe('false');
      expect(environment.TRUST_PROXY).toBe('1');
      expect(JSON.stringify(web?.healthcheck)).toContain(`127.0.0.1:${environment.PORT}/health/ready`);
      const graceSeconds = Number(String(web?.stop_grace_period).replace(/s$/, ''));
      expect(Number(environment.SHUTDOWN_DRAIN_MS) + 10_000).toBeLessThanOrEqual(graceSeconds * 1000);
    }
    const upstreams = String(full.caddy?.environment?.CUMPLIA_UPSTREAMS).split(' ');
    expect(upstreams).toEqual(['web-1', 'web-2'].map((name) => `${name}:${full[name]?.environment?.PORT}`));
    for (const name of ['migrate', 'web-1', 'web-2', 'worker']) {
      expect(full[name]?.environment?.NODE_ENV).toBe('production');
      expect(full[name]?.environment?.DATABASE_URL).toMatch(/^postgresql:\/\/.+@postgres:5432\/cumplia$/);
    }
  });

  it('pins every image by digest, rotates every log, limits every service, and caps each Node heap under its limit', () => {
    const full = compose.services as Record<string, ComposeService & Record<string, unknown>>;
    const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => String(match[1]));
    const stages = new Set([...dockerfile.matchAll(/^FROM \S+ AS (\w+)/gm)].map((match) => String(match[1])));
    for (const base of bases.filter((image) => !stages.has(image))) expect(base).toMatch(/@sha256:[0-9a-f]{64}$/);
    const megabytes = (size: string) => Number.parseFloat(size) * (size.endsWith('G') ? 1024 : 1);
    for (const [name, definition] of Object.entries(full)) {
      const built = definition.build as { target?: string } | undefined;
      if (built) expect(stages, name).toContain(built.target);
      else expect(String(definition.image), name).toMatch(/@sha256:[0-9a-f]{64}$/);
      expect(definition.logging, name).toMatchObject({
        driver: 'json-file',
        options: { 'max-size': expect.any(String) },
      });
      const limits = (definition.deploy as { resources?: { limits?: { memory?: string; cpus?: string } } } | undefined)
        ?.resources?.limits;
      expect(limits?.memory, name).toBeDefined();
      expect(limits?.cpus, name).toBeDefined();
      const heap = /--max-old-space-size=(\d+)/.exec(String(definition.environment?.NODE_OPTIONS ?? ''));
      if (String(definition.command?.[0]) === 'node') {
        expect(heap, name).not.toBeNull();
        expect(Number(heap?.[1]), name).toBeLessThan(megabytes(String(limits?.memory)) * 0.8);
      }
    }
    // The proxy the rehearsal runs is Debian bookworm's Caddy package: the one the image installs.
    expect(full.caddy?.build).toMatchObject({ target: 'proxy' });
    expect(dockerfile).toMatch(
      /^FROM debian:bookworm-slim@sha256:[0-9a-f]{64} AS proxy\n(?:.*\n)*?.*apt-get install[^\n]* caddy /m,
    );
    expect(readFileSync('/etc/debian_version', 'utf8')).toMatch(/^12\./);
    // The staging mail catcher shows every message: never published beyond the host's loopback.
    for (const port of (full.mailpit?.ports as string[] | undefined) ?? []) expect(port).toMatch(/^127\.0\.0\.1:/);
  });
});
