import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import { pdfText } from '../../test-support/pdf-text.js';
import type { TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let superadmin: string;
let worker: string;
const call = (method: 'GET' | 'POST', url: string, token?: string) =>
  t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  t = await createDemoTestApp();
  superadmin = await demoToken(t, 'superadmin');
  worker = await demoToken(t, 'worker');
});
afterAll(async () => {
  await t.close();
});

describe('staff: new companies and verification', () => {
  it('lists the unverified companies, 7 per page, on both paths', async () => {
    const admin = (await call('GET', '/cumplia-core/admin/empresas?page=0&size=7&verificado=false', superadmin)).json();
    const unverified = await t.db.select().from(companies).where(eq(companies.verificado, false));
    expect(admin.totalElements).toBe(unverified.length);
    expect(admin.content.every((c: { nifCif: string }) => unverified.some((u) => u.nifCif === c.nifCif))).toBe(true);
    expect((await call('GET', '/cumplia-core/worker/empresas?verificado=false', worker)).json().totalElements).toBe(
      unverified.length,
    );
  });

  it('verifies a company once, audited', async () => {
    const [target] = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38456786'));
    expect((await call('POST', `/cumplia-core/admin/empresas/${target?.id}/verify`, superadmin)).statusCode).toBe(200);
    const [after] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, target?.id ?? 0));
    expect(after?.verificado).toBe(true);
    const verifications = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.verify'), eq(auditLog.entityId, String(target?.id))));
    expect(verifications).toHaveLength(1);
    expect((await call('POST', '/cumplia-core/admin/empresas/999999/verify', superadmin)).statusCode).toBe(404);
  });

  it('refuses agencies, companies and visitors', async () => {
    const agency = await demoToken(t, 'agency');
    const company = await demoToken(t, 'company');
    for (const [method, url] of [
      ['GET', '/cumplia-core/admin/empresas?verificado=false'],
      ['GET', '/cumplia-core/worker/empresas'],
      ['POST', '/cumplia-core/admin/empresas/1/verify'],
      ['GET', '/cumplia-core/admin/empresas/1/download-protocols'],
      ['GET', '/cumplia-core/admin/empresas/1/download-protocol/LOPD'],
      ['POST', '/cumplia-core/admin/empresas/1/force-send-protocols'],
    ] as const) {
      expect((await call(method, url, agency)).statusCode).toBe(403);
      expect((await call(method, url, company)).statusCode).toBe(403);
      expect((await call(method, url)).statusCode).toBe(401);
    }
  });
});

describe('staff: protocols of a company', () => {
  const companyId = async (nifCif: string) =>
    (await t.db.select({ id: companies.id }).from(companies).where(eq(companies.nifCif, nifCif)))[0]?.id ?? 0;
  const setTools = (id: number, tools: { lopdgdd: boolean; acosoLaboral: boolean; desconexionDigital: boolean }) =>
    t.db.update(companies).set(tools).where(eq(companies.id, id));
  /** Saves the answers the data protection and disconnection protocols still lack in the company's profile. */
  const completeProfile = async (id: number) => {
    const profileUrl = `/cumplia-core/admin/empresas/${id}/perfil-cumplimiento`;
    const { profile } = (await call('GET', profileUrl, worker)).json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: profileUrl,
      headers: { authorization: `Bearer ${worker}` },
      payload: {
        ...profile,
        representantes: 'Iván Morales Quintero',
        encargados: [{ tipo: 'gestoria', nombre: 'Gestoría Atlántica S.L.', nifCif: 'B38123451', servicio: 'nóminas' }],
        horarioLaboral: 'de lunes a viernes, de 7:00 a 15:00',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  it('lists the protocols of the active tools and serves each as a PDF named after the NIF/CIF', async () => {
    const id = await companyId('B38456786');
    await setTools(id, { lopdgdd: true, acosoLaboral: false, desconexionDigital: true });
    const list = await call('GET', `/cumplia-core/admin/empresas/${id}/download-protocols`, worker);
    expect(list.json()).toEqual([
      { type: 'LOPD', name: 'LOPDGDD' },
      { type: 'DIGITAL', name: 'Desconexión digital' },
    ]);

    // Until the compliance profile holds the answers the document uses, staff get the list, not a document.
    const incomplete = await call('GET', `/cumplia-core/admin/empresas/${id}/download-protocol/DIGITAL`, superadmin);
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json().message).toContain('Complete y guarde el perfil de cumplimiento');
    const unsent = await call('POST', `/cumplia-core/admin/empresas/${id}/force-send-protocols`, worker);
    expect(unsent.statusCode).toBe(409);
    await completeProfile(id);

    const pdf = await call('GET', `/cumplia-core/admin/empresas/${id}/download-protocol/DIGITAL`, superadmin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('plantilla_desconexion_digital_B38456786.pdf');
    const { text } = await pdfText(new Uint8Array(pdf.rawPayload));
    expect(text).toContain('Frutas y Verduras Tacoronte S.L.');
  });

  it('refuses a protocol whose tool is off, and unknown companies or types', async () => {
    const id = await companyId('B38334454');
    await setTools(id, { lopdgdd: true, acosoLaboral: false, desconexionDigital: false });
    const off = await call('GET', `/cumplia-core/admin/empresas/${id}/download-protocol/ACOSO`, superadmin);
    expect(off.statusCode).toBe(404);
    expect(off.json().message).toBe('No tiene disponible la descarga del documento Acoso Laboral');
    expect((await call('GET', '/cumplia-core/admin/empresas/999999/download-protocols', superadmin)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/cumplia-core/admin/empresas/${id}/download-protocol/OTRO`, superadmin)).statusCode,
    ).toBe(400);
  });

  /** Its gestoría (Asesoría Teide) answers what the proposed register leaves open and confirms it. */
  const confirmRegisterOf = async (nifCif: string) => {
    const agency = (await t.login('42156784S', 'G', DEMO_PASSWORD)).json().token;
    const url = `/cumplia-core/gestorias/my/empresas/${nifCif}/registro-actividades`;
    const headers = { authorization: `Bearer ${agency}` };
    const view = (await t.app.inject({ method: 'GET', url, headers })).json();
    const actividades = view.actividades.map((activity: { camaras: object | null }) =>
      activity.camaras
        ? {
            ...activity,
            camaras: { ...activity.camaras, ubicacion: 'entrada', capta: 'la entrada', quienVe: 'la gerencia' },
          }
        : activity,
    );
    const saved = (
      await t.app.inject({ method: 'PUT', url, headers, payload: { version: view.version, actividades } })
    ).json();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${url}/confirmar`,
      headers,
      payload: { version: saved.version },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  };

  it("e-mails the active tools' protocols as attachments, audited, once the register is confirmed", async () => {
    const id = await companyId('B38112231');
    await setTools(id, { lopdgdd: true, acosoLaboral: false, desconexionDigital: true });
    await completeProfile(id);
    // A data protection pack from a register nobody confirmed is a draft: it is not sent as issued.
    const draft = await call('POST', `/cumplia-core/admin/empresas/${id}/force-send-protocols`, worker);
    expect(draft.statusCode).toBe(409);
    expect(draft.json()).toMatchObject({ code: 'REGISTER_NOT_REVIEWED' });
    await confirmRegisterOf('B38112231');
    const sent = await call('POST', `/cumplia-core/admin/empresas/${id}/force-send-protocols`, worker);
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await t.lastMessageTo('libreria@vegueta.example');
    expect(mail?.subject).toBe('Sus protocolos de cumplimiento');
    expect(mail?.attachments).toEqual([
      { fileName: 'plantilla_lopd.pdf', kind: 'protocol', ref: `${id}:LOPD` },
      { fileName: 'plantilla_desconexion_digital.pdf', kind: 'protocol', ref: `${id}:DIGITAL` },
    ]);
    const sendings = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.send-protocols'), eq(auditLog.entityId, String(id))));
    expect(sendings).toHaveLength(1);

    await t.db.update(companies).set({ lopdgdd: false, desconexionDigital: false }).where(eq(companies.id, id));
    const none = await call('POST', `/cumplia-core/admin/empresas/${id}/force-send-protocols`, superadmin);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('La empresa no tiene herramientas activas.');
  });
});
