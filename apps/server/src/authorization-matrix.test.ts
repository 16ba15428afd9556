import { ENDPOINT_CONTRACTS, type LoginType, ROLES } from '@cumplia/domain';
import { PDFDocument } from '@pdfme/pdf-lib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema/index.js';
import { hashPassword } from './modules/auth/password-hasher.js';
import { DEMO_PASSWORD } from './seed/demo-data.js';
import { createDemoTestApp } from './test-support/demo-test-app.js';
import { routeTable } from './test-support/route-table.js';
import type { TestApp } from './test-support/test-app.js';

type Principal = 'superadmin' | 'worker' | 'agency' | 'company';
type Audience = 'public' | Principal[];

const STAFF: Principal[] = ['superadmin', 'worker'];
const ANY_USER: Principal[] = ['superadmin', 'worker', 'agency', 'company'];

/**
 * Who may call each endpoint. Every route the app registers must be listed: a new route fails this test until
 * its audience is decided here. Tenant checks (one agency or company reaching another's data) are below.
 */
const AUDIENCE: Record<string, Audience> = {
  'POST /cumplia-auth/authenticate': 'public',
  'POST /cumplia-auth/refresh-token': 'public',
  'POST /cumplia-auth/logout': 'public',
  'POST /cumplia-auth/users/verify': 'public',
  'GET /cumplia-core/public/cnae': 'public',
  'POST /cumplia-auth/users/password-recovery': 'public',
  'POST /cumplia-auth/users/changepassword': 'public',
  'GET /cumplia-auth/captcha/challenge': 'public',
  'GET /cumplia-core/public/provider': 'public',
  'GET /cumplia-core/public/declaracion-responsable': 'public',
  'POST /cumplia-core/empresas/register': 'public',
  'GET /cumplia-core/firma/:token': 'public',
  'GET /cumplia-core/confirmar-contacto/:token': 'public',
  'POST /cumplia-core/confirmar-contacto/:token': 'public',
  'GET /cumplia-core/firma/:token/contratos/:contractId': 'public',
  'POST /cumplia-core/firma/:token/codigo': 'public',
  'POST /cumplia-core/firma/:token/firmar': 'public',
  'POST /cumplia-core/documentos/verificar': 'public',
  'GET /cumplia-core/alta/:token': 'public',
  'PUT /cumplia-core/alta/:token/borrador': 'public',
  'POST /cumplia-core/alta/:token/completar': 'public',
  'POST /cumplia-mail/contact': 'public',
  'POST /cumplia-mail/newsletter/subscribe': 'public',
  'POST /cumplia-mail/newsletter/confirm': 'public',
  'POST /cumplia-mail/newsletter/unsubscribe': 'public',

  'GET /cumplia-core/users/my': ANY_USER,
  'GET /cumplia-core/users/my/notifications': ANY_USER,
  'GET /cumplia-core/facturas/:id/download': ANY_USER,
  'POST /cumplia-core/empresas/:id/asignar-usuario': ['agency', ...STAFF],

  'GET /cumplia-core/empresas/my': ['company'],
  'GET /cumplia-core/empresas/mias': ['company'],
  'GET /cumplia-core/empresas/invitaciones': ['company'],
  'POST /cumplia-core/empresas/invitaciones/:id/aceptar': ['company'],
  'POST /cumplia-core/empresas/invitaciones/:id/rechazar': ['company'],
  'GET /cumplia-core/empresas/my/resumen': ['company'],
  'GET /cumplia-core/facturas/empresa/my': ['company'],
  'GET /cumplia-core/facturas/empresa/my/export': ['company'],
  'GET /cumplia-core/pdfs/empresas/my/plantillas/:tipo': ['company'],
  'GET /cumplia-core/pdfs/download/:companyId': ['company'],
  'GET /cumplia-core/pdfs/contratos/:contractId': ['company'],
  // The compliance profile: the company's own (no id in the path), an agency's companies, staff any company's.
  'GET /cumplia-core/empresas/my/perfil-cumplimiento': ['company'],
  'PUT /cumplia-core/empresas/my/perfil-cumplimiento': ['company'],
  'GET /cumplia-core/gestorias/my/empresas/:cifNif/perfil-cumplimiento': ['agency'],
  'PUT /cumplia-core/gestorias/my/empresas/:cifNif/perfil-cumplimiento': ['agency'],
  'PUT /cumplia-core/empresas/my/perfil-cumplimiento/cnae': ['company'],
  'PUT /cumplia-core/gestorias/my/empresas/:cifNif/perfil-cumplimiento/cnae': ['agency'],
  // The register of processing activities: the company and its agency review and confirm it, staff read it.
  'GET /cumplia-core/empresas/my/registro-actividades': ['company'],
  'PUT /cumplia-core/empresas/my/registro-actividades': ['company'],
  'POST /cumplia-core/empresas/my/registro-actividades/confirmar': ['company'],
  'GET /cumplia-core/gestorias/my/empresas/:cifNif/registro-actividades': ['agency'],
  'PUT /cumplia-core/gestorias/my/empresas/:cifNif/registro-actividades': ['agency'],
  'POST /cumplia-core/gestorias/my/empresas/:cifNif/registro-actividades/confirmar': ['agency'],
  'GET /cumplia-core/admin/empresas/:id/registro-actividades': STAFF,
  'GET /cumplia-core/registro-actividades/biblioteca': ANY_USER,

  'GET /cumplia-core/gestorias/my': ['agency'],
  'GET /cumplia-core/gestorias/my/empresas': ['agency'],
  'POST /cumplia-core/gestorias/my/empresas': ['agency'],
  'POST /cumplia-core/gestorias/my/empresas/invitacion': ['agency'],
  'GET /cumplia-core/gestorias/my/empresas/:cifNif/alta': ['agency'],
  'POST /cumplia-core/gestorias/my/empresas/:cifNif/alta/reenviar': ['agency'],
  'POST /cumplia-core/gestorias/my/empresas/:cifNif/alta/cancelar': ['agency'],
  'GET /cumplia-core/gestorias/archivos/informe/:id': ['agency'],
  'GET /cumplia-core/gestorias/my/empresas/sin-usuario': ['agency'],
  'GET /cumplia-core/gestorias/my/empresas/recuento': ['agency'],
  'GET /cumplia-core/gestorias/my/empresas/export': ['agency'],
  'PUT /cumplia-core/gestorias/my/empresas/:cifNif': ['agency'],
  'PUT /cumplia-core/gestorias/my/empresas/:cifNif/tools': ['agency'],
  'GET /cumplia-core/gestorias/my/empresas/:cifNif/tools/precios': ['agency'],
  'GET /cumplia-core/gestorias/my/renovaciones': ['agency'],
  'POST /cumplia-core/gestorias/my/renovaciones/:id/no-renovar': ['agency'],
  'GET /cumplia-core/gestorias/empresas/:cifNif': ['agency'],
  'POST /cumplia-core/gestorias/upload-csv': ['agency'],
  'GET /cumplia-core/gestorias/archivos/my': ['agency'],
  'GET /cumplia-core/gestorias/archivos/procesamientos/:id': ['agency'],
  'GET /cumplia-core/gestorias/archivos/download/:id': ['agency'],
  'GET /cumplia-core/gestorias/archivos/download-ejemplo': ['agency'],
  'GET /cumplia-core/facturas/gestoria': ['agency'],
  'GET /cumplia-core/facturas/gestoria/export': ['agency'],
  'GET /cumplia-core/gestorias/my/resumen': ['agency'],

  // Money (remittance, SEPA, rectification), verification, super-collaborators, logins and roles, the audit log,
  // data-protection requests.
  'POST /cumplia-core/admin/facturas/marcar-facturadas': ['superadmin'],
  'PUT /cumplia-core/admin/facturas/:id/marcar-facturada': ['superadmin'],
  'PUT /cumplia-core/admin/facturas/:id/fecha-facturar': ['superadmin'],
  'POST /cumplia-core/admin/facturas/:id/rectificar': ['superadmin'],
  'POST /cumplia-core/admin/facturas/:id/corregida': ['superadmin'],
  'POST /cumplia-core/admin/facturas/sepa': ['superadmin'],
  'POST /cumplia-core/admin/facturas/:id/sepa': ['superadmin'],
  'GET /cumplia-core/admin/facturas/sepa/cuentas': ['superadmin'],
  'POST /cumplia-core/admin/facturas/sepa/resumen': ['superadmin'],
  'GET /cumplia-core/admin/sepa/devoluciones': ['superadmin'],
  'GET /cumplia-core/admin/sepa/devoluciones/export': ['superadmin'],
  'POST /cumplia-core/admin/sepa/devoluciones': ['superadmin'],
  'POST /cumplia-core/admin/sepa/devoluciones/:id/representar': ['superadmin'],
  'POST /cumplia-core/admin/sepa/devoluciones/:id/transferencia': ['superadmin'],
  'POST /cumplia-core/admin/sepa/devoluciones/:id/pagada': ['superadmin'],
  'GET /cumplia-core/admin/sepa/devoluciones/ficheros': ['superadmin'],
  'POST /cumplia-core/admin/sepa/mandatos/renovar': ['superadmin'],
  // The month-end close, payments recorded and the agencies' statements: the superadmin's; each agency its own.
  'GET /cumplia-core/admin/cierre': ['superadmin'],
  'GET /cumplia-core/admin/cierre/facturas': ['superadmin'],
  'GET /cumplia-core/admin/cierre/gestorias/:id/liquidacion': ['superadmin'],
  'POST /cumplia-core/admin/cierre/gestorias/:id/liquidacion': ['superadmin'],
  'POST /cumplia-core/admin/facturas/:id/cobrada': ['superadmin'],
  'GET /cumplia-core/admin/devoluciones-cliente': ['superadmin'],
  'POST /cumplia-core/admin/facturas/:id/devolucion-cliente': ['superadmin'],
  'GET /cumplia-core/gestorias/my/liquidaciones': ['agency'],
  'GET /cumplia-core/gestorias/my/liquidaciones/:id': ['agency'],
  'GET /cumplia-core/gestorias/my/comisiones': ['agency'],
  'GET /cumplia-core/admin/empresas/:id/altas-mismo-nif': ['superadmin'],
  'POST /cumplia-core/admin/empresas/:id/verify': ['superadmin'],
  'POST /cumplia-core/admin/empresas/verify': ['superadmin'],
  'POST /cumplia-core/admin/gestorias': ['superadmin'],
  'GET /cumplia-core/admin/gestorias/users': ['superadmin'],
  'POST /cumplia-core/admin/gestorias/:id/users': ['superadmin'],
  'GET /cumplia-core/admin/users/:id': ['superadmin'],
  'PUT /cumplia-core/admin/users/:id': ['superadmin'],
  'DELETE /cumplia-core/admin/users/:id': ['superadmin'],
  'GET /cumplia-core/admin/roles': ['superadmin'],
  'GET /cumplia-core/admin/auditoria': ['superadmin'],
  'GET /cumplia-core/admin/privacidad/exportar': ['superadmin'],
  'POST /cumplia-core/admin/privacidad/suprimir': ['superadmin'],
  'POST /cumplia-core/admin/facturas/:id/anular': ['superadmin'],
  // Verifactu: both kinds of staff follow the records; only the superadmin corrects them or lifts the back-off.
  'POST /cumplia-core/admin/verifactu/reintentar': ['superadmin'],
  'POST /cumplia-core/admin/verifactu/registros/:id/subsanar': ['superadmin'],

  // 'Mensajes': both kinds of staff list messages (codes and token links masked) and re-send one unread.
  'GET /cumplia-core/admin/outbox': STAFF,
  'POST /cumplia-core/admin/outbox/:id/reenviar': STAFF,
  // 'Trabajos detenidos': both kinds of staff retry or discard what a background job gave up on.
  'GET /cumplia-core/admin/trabajos-detenidos': STAFF,
  'POST /cumplia-core/admin/trabajos-detenidos/:cola/:id/reintentar': STAFF,
  'POST /cumplia-core/admin/trabajos-detenidos/reintentar-todos': STAFF,
  'POST /cumplia-core/admin/trabajos-detenidos/:cola/:id/descartar': STAFF,
};

/** Every other /admin and /worker route is for both kinds of staff. */
function audienceOf(method: string, url: string): Audience | undefined {
  const key = `${method} ${url}`;
  if (AUDIENCE[key]) return AUDIENCE[key];
  return /^\/cumplia-core\/(admin|worker)\//.test(url) ? STAFF : undefined;
}

const SAMPLE_PARAMS: Record<string, string> = { type: 'LOPD', tool: 'lopdgdd', tipo: 'lopd', cola: 'seal-contract' };
const concrete = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '1');

let t: TestApp;
const tokens = {} as Record<Principal, string>;

const LOGINS: Record<Principal, [string, LoginType | null]> = {
  superadmin: ['43827164C', null],
  worker: ['78451236F', null],
  agency: ['45219873X', 'G'],
  company: ['54327891M', 'E'],
};

beforeAll(async () => {
  t = await createDemoTestApp();
  for (const principal of ANY_USER) {
    const [username, tipo] = LOGINS[principal];
    tokens[principal] = (await t.login(username, tipo, DEMO_PASSWORD)).json().token;
  }
});

/**
 * Some staff actions on the sample id end a demo user's sessions at once (re-sending the verification resets
 * the password): such a user gets its demo password back and logs in again, so later routes still test it.
 */
async function liveToken(principal: Principal): Promise<string> {
  if ((await send('GET', '/cumplia-core/users/my', tokens[principal])).statusCode !== 401) return tokens[principal];
  const [username, tipo] = LOGINS[principal];
  await t.db
    .update(users)
    .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
    .where(eq(users.username, username));
  tokens[principal] = (await t.login(username, tipo, DEMO_PASSWORD)).json().token;
  return tokens[principal];
}

afterAll(async () => {
  await t.close();
});

function send(method: string, url: string, token?: string, payload: object = {}) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload }),
  });
}

/** A signed contract of a company, as the signing flow leaves it. */
async function signedContract(companyId: string): Promise<string> {
  const document = await PDFDocument.create();
  document.addPage();
  const pdf = Buffer.from(await document.save());
  return pick(sql`insert into contracts (company_id, protocol, status, pdf, signed_pdf, signed_at)
    values (${Number(companyId)}, 'LOPD', 'FIRMADO', ${pdf}, ${pdf}, now()) returning id as value`);
}

describe('authorization matrix: every endpoint x role', () => {
  it('classifies every registered route', () => {
    const routes = routeTable(t.app).filter((route) => route.url.startsWith('/cumplia-'));
    expect(routes.length).toBeGreaterThan(95);
    const unclassified = routes.filter((route) => !audienceOf(route.method, route.url));
    expect(unclassified, 'routes with no audience in AUDIENCE').toEqual([]);
  });

  it('registers every API route from an endpoint contract', () => {
    // Fastify's route tree names a parameter shared by two routes once (':ref|:id'): compare without the names.
    const shape = (method: string, path: string) => `${method} ${path.replace(/:\w+(\|:\w+)*/g, ':')}`;
    const contracts = new Set(ENDPOINT_CONTRACTS.map((contract) => shape(contract.method, contract.path)));
    const routes = routeTable(t.app).filter((route) => route.url.startsWith('/cumplia-'));
    const written = routes.filter((route) => !contracts.has(shape(route.method, route.url)));
    expect(written, 'API routes written by hand instead of from a contract').toEqual([]);
  });

  it('declares in each endpoint contract the audience this matrix expects', () => {
    expect(ENDPOINT_CONTRACTS.length).toBeGreaterThan(0);
    for (const contract of ENDPOINT_CONTRACTS) {
      const expected = audienceOf(contract.method, contract.path);
      const declared =
        contract.audience === 'public'
          ? 'public'
          : (Object.keys(ROLES) as Principal[]).filter((principal) => contract.audience.includes(ROLES[principal]));
      const sorted = (audience: Audience | undefined) => (Array.isArray(audience) ? [...audience].sort() : audience);
      expect(sorted(declared), `${contract.method} ${contract.path}`).toEqual(sorted(expected));
    }
  });

  it('answers 401 to visitors and 403 to every role outside the audience, and lets the audience through', async () => {
    const mismatches: string[] = [];
    for (const route of routeTable(t.app).filter((entry) => entry.url.startsWith('/cumplia-'))) {
      const audience = audienceOf(route.method, route.url) ?? [];
      const url = concrete(route.url);
      const anonymous = (await send(route.method, url)).statusCode;
      const anonymousExpected = audience === 'public' ? 'not 401/403' : '401';
      if (audience === 'public' ? [401, 403].includes(anonymous) : anonymous !== 401) {
        mismatches.push(`${route.method} ${route.url} visitor: ${anonymous}, expected ${anonymousExpected}`);
      }
      if (audience === 'public') continue;
      for (const principal of ANY_USER) {
        const status = (await send(route.method, url, await liveToken(principal))).statusCode;
        const allowed = audience.includes(principal);
        if (allowed ? [401, 403].includes(status) : status !== 403) {
          mismatches.push(
            `${route.method} ${route.url} ${principal}: ${status}, expected ${allowed ? 'through' : 403}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    // About 120 routes called as five principals each: a loaded machine needs more than the default 30 s.
  }, 120_000);
});

/** One id or NIF/CIF from a SQL query of the demo data. */
async function pick(query: ReturnType<typeof sql>): Promise<string> {
  const result = (await t.db.execute(query)) as unknown as { rows: { value: string | number }[] };
  const [row] = result.rows;
  if (row === undefined) throw new Error('demo data lacks the row this test needs');
  return String(row.value);
}

describe('authorization matrix: tenants', () => {
  it("refuses another agency every read and write of Gestoría Atlántica's companies, files and invoices", async () => {
    const other = (await t.login('42156784S', 'G', DEMO_PASSWORD)).json().token;
    const atlantica = sql`(select id from agencies where nif_cif = 'B38123451')`;
    const nifCif = await pick(sql`select nif_cif as value from companies where agency_id = ${atlantica} limit 1`);
    const companyId = await pick(sql`select id as value from companies where agency_id = ${atlantica} limit 1`);
    const invoiceId = await pick(sql`select id as value from invoices where agency_id = ${atlantica} limit 1`);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/cumplia-core/gestorias/upload-csv',
      headers: {
        authorization: `Bearer ${tokens.agency}`,
        'content-type': 'multipart/form-data; boundary=matrix',
      },
      payload: [
        '--matrix',
        'Content-Disposition: form-data; name="file"; filename="altas.csv"',
        'Content-Type: text/csv',
        '',
        'Razón social;Nombre comercial;CIF',
        '--matrix--',
        '',
      ].join('\r\n'),
    });
    expect(upload.statusCode).toBeLessThan(300);
    const fileId = await pick(sql`select max(id) as value from uploaded_files`);

    const company = (await send('GET', `/cumplia-core/gestorias/empresas/${nifCif}`, tokens.agency)).json();
    const profileUrl = `/cumplia-core/gestorias/my/empresas/${nifCif}/perfil-cumplimiento`;
    const { profile: ownProfile, version } = (await send('GET', profileUrl, tokens.agency)).json();
    const profile = { ...ownProfile, asesorConfidencial: 'Intruso' };
    const requests: [string, string, object?][] = [
      ['GET', `/cumplia-core/gestorias/empresas/${nifCif}`],
      ['PUT', `/cumplia-core/gestorias/my/empresas/${nifCif}`, { ...company, telefono: '+34600000009' }],
      [
        'PUT',
        `/cumplia-core/gestorias/my/empresas/${nifCif}/tools`,
        { lopdgdd: false, acosoLaboral: false, desconexionDigital: false },
      ],
      [
        'POST',
        `/cumplia-core/empresas/${companyId}/asignar-usuario`,
        { username: '12345678Z', email: 'intruso@example.test', name: 'Intruso' },
      ],
      ['GET', `/cumplia-core/gestorias/my/empresas/${nifCif}/perfil-cumplimiento`],
      ['PUT', `/cumplia-core/gestorias/my/empresas/${nifCif}/perfil-cumplimiento`, profile],
      ['PUT', `/cumplia-core/gestorias/my/empresas/${nifCif}/perfil-cumplimiento/cnae`, { cnae: '4752' }],
      ['GET', `/cumplia-core/gestorias/my/empresas/${nifCif}/registro-actividades`],
      ['PUT', `/cumplia-core/gestorias/my/empresas/${nifCif}/registro-actividades`, { version: 0, actividades: [] }],
      ['POST', `/cumplia-core/gestorias/my/empresas/${nifCif}/registro-actividades/confirmar`, { version: 0 }],
      ['GET', `/cumplia-core/gestorias/archivos/procesamientos/${fileId}`],
      ['GET', `/cumplia-core/gestorias/archivos/download/${fileId}`],
      ['GET', `/cumplia-core/facturas/${invoiceId}/download`],
    ];
    for (const [method, url, payload] of requests) {
      const response = await send(method, url, other, payload);
      expect(response.statusCode, `${method} ${url} other agency`).toBe(404);
    }
    for (const [method, url] of requests.filter(([method]) => method === 'GET')) {
      expect((await send(method, url, tokens.agency)).statusCode, `${method} ${url} own agency`).toBe(200);
    }
    const after = (await send('GET', `/cumplia-core/gestorias/empresas/${nifCif}`, tokens.agency)).json();
    expect(after).toEqual(company);
    expect((await send('GET', profileUrl, tokens.agency)).json().version).toBe(version);
  });

  it("refuses another company Panadería La Laguna's documents, contracts and invoices", async () => {
    const other = await t.factories.companyUser();
    const otherToken = (await t.loginTokens(other.username, 'E')).token;
    const panaderia = sql`(select id from companies where nif_cif = 'B38567897')`;
    const companyId = await pick(sql`select ${panaderia} as value`);
    const contractId = await signedContract(companyId);
    const invoiceId = await pick(sql`select id as value from invoices where company_id = ${panaderia} limit 1`);
    const requests = [
      `/cumplia-core/pdfs/download/${companyId}`,
      `/cumplia-core/pdfs/contratos/${contractId}`,
      `/cumplia-core/facturas/${invoiceId}/download`,
    ];
    for (const url of requests) {
      expect((await send('GET', url, tokens.company)).statusCode, `${url} own company`).toBe(200);
      const response = await send('GET', url, otherToken);
      expect([403, 404], `${url} other company`).toContain(response.statusCode);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });
});
