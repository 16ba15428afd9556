import type { RegisterActivity, RegisterView } from '@cumplia/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import type { TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let panaderia: string;
let atlantica: string;
let teide: string;
let worker: string;

const PANADERIA = 'B38567897';
const OWN = '/cumplia-core/empresas/my/registro-actividades';
const OF_ATLANTICA = `/cumplia-core/gestorias/my/empresas/${PANADERIA}/registro-actividades`;

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
const view = async (url: string, token: string) => (await call('GET', url, token)).json() as RegisterView;

/** A company of the test's own, with its own login: its register is touched by one test only. */
async function ownCompany(cnae: string, numTrabajadores: number) {
  const user = await t.factories.companyUser();
  await t.db.update(companies).set({ cnae, numTrabajadores }).where(eq(companies.id, user.companyId));
  return { token: (await t.loginTokens(user.username, 'E')).token, companyId: user.companyId };
}

/** Answers the proposal leaves blank for a bakery: where the cameras are is not in a fresh profile. */
const answered = (activities: RegisterActivity[]) => activities.filter((activity) => activity.camaras === null);

beforeAll(async () => {
  t = await createDemoTestApp();
  panaderia = await demoToken(t, 'company');
  atlantica = await demoToken(t, 'agency');
  teide = (await t.login('42156784S', 'G', DEMO_PASSWORD)).json().token;
  worker = await demoToken(t, 'worker');
});
afterAll(async () => {
  await t.close();
});

describe('register of processing activities', () => {
  it('a company never reviewed sees the library proposal for its sector and headcount, to be reviewed', async () => {
    const haulier = await ownCompany('4941', 35);
    const register = await view(OWN, haulier.token);
    expect(register).toMatchObject({ version: 0, estado: 'propuesta', revision: null });
    const models = register.actividades.map((activity) => activity.modelo);
    expect(models).toEqual(
      expect.arrayContaining([
        'clientes',
        'proveedores',
        'personal',
        'candidatos',
        'tacografo',
        'documentos-transporte',
      ]),
    );
    expect(models).not.toContain('canal-denuncias');
    const personal = register.actividades.find((activity) => activity.modelo === 'personal');
    expect(personal?.encargados).toContain(`${t.config.provider.legalName}, plataforma de cumplimiento`);
  });

  it('the gestoría saves an edit, confirms it once nothing is missing, and the company sees who reviewed it', async () => {
    const proposal = await view(OF_ATLANTICA, atlantica);
    const edited = answered(proposal.actividades).map((activity) =>
      activity.modelo === 'clientes'
        ? { ...activity, finalidad: 'Vender pan y bollería por encargo y en tienda.' }
        : activity,
    );
    const saved = await call('PUT', OF_ATLANTICA, atlantica, { version: proposal.version, actividades: edited });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: proposal.version + 1, estado: 'pendienteRevision' });

    const stale = await call('PUT', OF_ATLANTICA, atlantica, { version: proposal.version, actividades: edited });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'REGISTER_CHANGED' });

    const confirmed = await call('POST', `${OF_ATLANTICA}/confirmar`, atlantica, { version: proposal.version + 1 });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const ownView = await view(OWN, panaderia);
    expect(ownView).toMatchObject({ estado: 'revisado', revision: { version: proposal.version + 1 } });
    expect(ownView.revision?.persona).toBe('Elena Rodríguez Afonso (gestoría)');
    expect(ownView.actividades.find((activity) => activity.modelo === 'clientes')?.finalidad).toBe(
      'Vender pan y bollería por encargo y en tienda.',
    );

    // Another edit needs another confirmation.
    const again = await call('PUT', OWN, panaderia, {
      version: ownView.version,
      actividades: ownView.actividades.slice(1),
    });
    expect(again.json()).toMatchObject({ estado: 'pendienteRevision', revision: { version: ownView.version } });

    const companyId = (
      await t.db.select({ id: companies.id }).from(companies).where(eq(companies.nifCif, PANADERIA))
    )[0]?.id;
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'company'), eq(auditLog.entityId, String(companyId))));
    expect(audits.map((audit) => audit.action)).toEqual(
      expect.arrayContaining(['company.register', 'company.register.confirm']),
    );
  });

  it('confirming is refused while an activity is incomplete or contradictory, naming each problem', async () => {
    const salon = await ownCompany('9602', 2);
    const proposal = await view(OWN, salon.token);
    const withTransfer = proposal.actividades.map((activity) =>
      activity.modelo === 'clientes'
        ? {
            ...activity,
            transferencias: [
              { destinatario: 'Agenda Online Inc.', pais: 'Estados Unidos', mecanismo: '', detalle: '' },
            ],
          }
        : activity,
    );
    const saved = (
      await call('PUT', OWN, salon.token, { version: 0, actividades: withTransfer })
    ).json() as RegisterView;
    expect(saved.problemas).toEqual([expect.objectContaining({ regla: 'transferenciaSinMecanismo', indice: 0 })]);
    const refused = await call('POST', `${OWN}/confirmar`, salon.token, { version: saved.version });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'REGISTER_INCONSISTENT' });
    expect(Object.values(refused.json().errors)).toEqual([
      expect.stringContaining('«Clientes» comunica datos a Agenda Online Inc. (Estados Unidos)'),
    ]);
    expect((await view(OWN, salon.token)).estado).toBe('pendienteRevision');
  });

  it('the proposal itself is confirmed as the first version when nothing is missing', async () => {
    const salon = await ownCompany('9602', 0);
    const proposal = await view(OWN, salon.token);
    expect(proposal.problemas).toEqual([]);
    const confirmed = (await call('POST', `${OWN}/confirmar`, salon.token, { version: 0 })).json() as RegisterView;
    expect(confirmed).toMatchObject({ version: 1, estado: 'revisado', revision: { version: 1 } });
    expect(confirmed.actividades).toEqual(proposal.actividades);
  });

  it('nobody reaches a register outside their reach, and staff only read', async () => {
    const teideAsks = await call('GET', OF_ATLANTICA, teide);
    expect(teideAsks.statusCode).toBe(404);
    expect((await call('PUT', OF_ATLANTICA, teide, { version: 0, actividades: [] })).statusCode).toBe(404);
    expect((await call('POST', `${OF_ATLANTICA}/confirmar`, teide, { version: 0 })).statusCode).toBe(404);
    expect((await call('GET', OWN, atlantica)).statusCode).toBe(403);
    expect((await call('PUT', OF_ATLANTICA, panaderia, { version: 0, actividades: [] })).statusCode).toBe(403);
    expect((await call('POST', `${OWN}/confirmar`, worker, { version: 0 })).statusCode).toBe(403);
    expect((await call('GET', OWN, null)).statusCode).toBe(401);

    const companyId = (
      await t.db.select({ id: companies.id }).from(companies).where(eq(companies.nifCif, PANADERIA))
    )[0]?.id;
    const staffView = await call('GET', `/cumplia-core/admin/empresas/${companyId}/registro-actividades`, worker);
    expect(staffView.statusCode).toBe(200);
    expect(
      (await call('GET', `/cumplia-core/admin/empresas/${companyId}/registro-actividades`, panaderia)).statusCode,
    ).toBe(403);
  });

  it('a save that does not fit the contract is refused with a Spanish message and changes nothing', async () => {
    const shop = await ownCompany('4711', 3);
    const proposal = await view(OWN, shop.token);
    const broken = proposal.actividades.map((activity, index) =>
      index === 0 ? { ...activity, datos: [''] } : activity,
    );
    const refused = await call('PUT', OWN, shop.token, { version: 0, actividades: broken });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('No deje elementos vacíos.');
    expect((await view(OWN, shop.token)).version).toBe(0);
  });

  it('the library is offered to every signed-in role and to nobody else', async () => {
    const library = await call('GET', '/cumplia-core/registro-actividades/biblioteca', atlantica);
    expect(library.statusCode).toBe(200);
    expect(library.json().modelos.map((model: { clave: string }) => model.clave)).toContain('expedientes-juridicos');
    expect((await call('GET', '/cumplia-core/registro-actividades/biblioteca', null)).statusCode).toBe(401);
  });
});
