import { Writable } from 'node:stream';
import { CAPTCHA_HEADER, MESSAGES } from '@cumplia/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let agency: { token: string; username: string };
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

const NUL = 'B38\u0000567897';
const LONE_SURROGATE = 'B38\uD800567897';
const invalidText = { code: 'VALIDATION_ERROR', message: MESSAGES.validation.invalidCharacters };

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${agency.token}` } });
const post = async (url: string, payload: object, captcha = false) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: captcha ? { [CAPTCHA_HEADER]: await t.solveCaptcha() } : {},
  });

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
  const user = await t.factories.agencyUser();
  agency = { username: user.username, token: (await t.loginTokens(user.username, 'G')).token };
});
afterAll(async () => {
  await t.close();
});

describe('text that is not text', () => {
  it('answers 400 for a NUL byte in a list filter, a path parameter or a percent-encoded surrogate', async () => {
    for (const url of [
      '/cumplia-core/gestorias/my/empresas?nombreEmpresa=Pan%00der%C3%ADa',
      '/cumplia-core/gestorias/my/empresas?nifCif=B38%00',
      '/cumplia-core/gestorias/my/empresas/sin-usuario?nombreEmpresa=%00',
      '/cumplia-core/gestorias/empresas/B38%00567897',
      // The UTF-8 form of a lone surrogate is no UTF-8 at all: refused before routing, in the same terms.
      '/cumplia-core/gestorias/empresas/B38%ED%A0%80567897',
    ]) {
      const response = await get(url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json(), url).toMatchObject(invalidText);
    }
  });

  it('answers 400 for a NUL byte or a lone surrogate in the bodies of login, recovery, verification and password change', async () => {
    for (const bad of [NUL, LONE_SURROGATE]) {
      const bodies: [string, object, boolean][] = [
        ['/cumplia-auth/authenticate', { username: bad, password: TEST_PASSWORD, tipo: 'G' }, true],
        ['/cumplia-auth/authenticate', { username: agency.username, password: `x${bad}`, tipo: 'G' }, true],
        ['/cumplia-auth/users/password-recovery', { nif: bad }, true],
        [
          '/cumplia-auth/users/verify',
          { username: bad, email: 'a@example.test', verificationCode: '123456', password: TEST_PASSWORD },
          true,
        ],
        ['/cumplia-auth/users/changepassword', { username: bad, code: '123456', newPassword: TEST_PASSWORD }, false],
      ];
      for (const [url, payload, captcha] of bodies) {
        const response = await post(url, payload, captcha);
        expect(response.statusCode, `${url} ${JSON.stringify(payload)} ${response.body}`).toBe(400);
        expect(response.json(), url).toMatchObject(invalidText);
      }
    }
    // The login still works for the real user.
    expect((await t.login(agency.username, 'G')).statusCode).toBe(200);
  });

  it('answers 400 for a lone surrogate in a key or a nested value of a body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/cumplia-core/gestorias/my/empresas',
      headers: { authorization: `Bearer ${agency.token}`, 'content-type': 'application/json' },
      payload: '{"razonSocial":"Empresa \\udc00 S.L.","nested":{"\\ud800":1}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ...invalidText, errors: { razonSocial: invalidText.message } });
  });

  it('answers 400 for a NUL byte in the name of an uploaded file', async () => {
    const boundary = '----cumplia-text-boundary';
    const response = await t.app.inject({
      method: 'POST',
      url: '/cumplia-core/gestorias/upload-csv',
      headers: { authorization: `Bearer ${agency.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000b.csv"\r\nContent-Type: text/csv\r\n\r\nB38567897;612345678\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject(invalidText);
  });
});

describe('error logs', () => {
  it('carry no query parameter of a failed query: no e-mail, IBAN, NIF or name', async () => {
    const email = 'persona.privada@empresa-secreta.example';
    const iban = 'ES7620770024003102575766';
    // A database-level failure of the insert, as any constraint the code does not expect would cause.
    await t.db.execute(
      sql.raw(`alter table companies add constraint forced_failure check (email <> '${email}') not valid`),
    );
    logLines.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/cumplia-core/gestorias/my/empresas',
      headers: { authorization: `Bearer ${agency.token}` },
      payload: {
        razonSocial: 'Empresa Reservada S.L.',
        nifCif: 'B38567897',
        tipo: 'E',
        nombre: 'Nombre Muy Privado',
        username: '43981256N',
        email,
        telefono: '612345678',
        nombreComercial: 'Reservada',
        direccion: 'Calle Real 1',
        codigoPostal: '38001',
        localidad: 'Santa Cruz de Tenerife',
        provincia: 'Santa Cruz de Tenerife',
        cnae: '4520',
        actividad: 'Servicios',
        metodoDePago: 'SEPA',
        numCuenta: iban,
        lopdgdd: true,
        acosoLaboral: false,
        desconexionDigital: false,
      },
    });
    expect(response.statusCode, response.body).toBe(500);
    const errorLines = logLines.filter((line) => line.includes('unhandled error'));
    expect(errorLines).toHaveLength(1);
    const logged = errorLines.join('\n');
    // The line still says what failed.
    expect(logged).toContain('forced_failure');
    expect(logged).toContain('insert into');
    for (const personal of [email, iban, 'Nombre Muy Privado', '43981256N', 'B38567897', '612345678']) {
      expect(logged, personal).not.toContain(personal);
    }
  });

  it('show route patterns and query names, not the NIFs, tokens or names in paths and filters', async () => {
    logLines.length = 0;
    await get('/cumplia-core/gestorias/empresas/B38567897');
    await get('/cumplia-core/gestorias/my/empresas?nombreEmpresa=Panader%C3%ADa%20Reservada&nifCif=B38567897&page=0');
    await t.app.inject({ method: 'GET', url: '/cumplia-core/firma/token-secreto-0123456789abcdef' });
    const requests = logLines.filter((line) => line.includes('incoming request')).join('\n');
    expect(requests).toContain('/cumplia-core/gestorias/empresas/:cifNif');
    expect(requests).toContain(
      '/cumplia-core/gestorias/my/empresas?nombreEmpresa=[oculto]&nifCif=[oculto]&page=[oculto]',
    );
    for (const personal of ['B38567897', 'Reservada', 'token-secreto']) {
      expect(requests, personal).not.toContain(personal);
    }
  });
});
