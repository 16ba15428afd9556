import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const onPostgres = process.env.CUMPLIA_TEST_DB === 'postgres';

let t: TestApp;
let agency: { token: string; agencyId: number };

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  const user = await t.factories.agencyUser();
  agency = { token: (await t.loginTokens(user.username, 'G')).token, agencyId: user.agencyId };
});
afterAll(async () => {
  if (onPostgres) await t.close();
});

/** Waits until another backend of this database waits on a lock, and returns its pid. */
async function blockedBackend(client: pg.Client): Promise<number> {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
    );
    if (rows[0]) return rows[0].pid;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the request never reached the lock');
}

describe.skipIf(!onPostgres)('a connection dropped inside a write transaction', () => {
  it('answers 503 and the process lives on', async () => {
    const blocker = new pg.Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    try {
      // The company insert's trigger updates the agency row: holding it keeps the request inside its transaction.
      await blocker.query('begin');
      await blocker.query('select id from agencies where id = $1 for update', [agency.agencyId]);
      // inject is lazy until awaited: Promise.resolve starts it now.
      const pending = Promise.resolve(
        t.app.inject({
          method: 'POST',
          url: '/cumplia-core/gestorias/my/empresas',
          headers: { authorization: `Bearer ${agency.token}` },
          payload: {
            razonSocial: 'Empresa Cortada S.L.',
            nombreComercial: 'Cortada',
            nifCif: 'B38567897',
            tipo: 'E',
            nombre: 'Administradora',
            username: '43981256N',
            email: 'cortada@example.test',
            telefono: '612345678',
            direccion: 'Calle Real 1',
            codigoPostal: '38001',
            localidad: 'Santa Cruz de Tenerife',
            provincia: 'Santa Cruz de Tenerife',
            cnae: '4520',
            actividad: 'Servicios',
            metodoDePago: 'TRANSFERENCIA',
            lopdgdd: true,
            acosoLaboral: false,
            desconexionDigital: false,
          },
        }),
      );
      const pid = await blockedBackend(blocker);
      await blocker.query('select pg_terminate_backend($1)', [pid]);
      const response = await pending;
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    // The pool replaced the dead connection: the app serves the next requests.
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: '/cumplia-core/gestorias/my/empresas',
      headers: { authorization: `Bearer ${agency.token}` },
    });
    expect(list.statusCode).toBe(200);
  });
});
