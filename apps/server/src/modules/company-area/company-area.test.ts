import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.js';
import { seedDemoData } from '../../db/seed/seed-demo.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let panaderia: string;
let otherCompany: { token: string; companyId: number };

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const setFlags = (flags: Partial<typeof companies.$inferInsert>) =>
  t.db.update(companies).set(flags).where(eq(companies.nifCif, 'B38567897'));

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, t.config, t.clock.now());
  panaderia = (await t.login('54327891M', 'E', 'Demo-Cumplia-2026')).json().token;
  const other = await t.factories.companyUser();
  otherCompany = { token: (await t.loginTokens(other.username, 'E')).token, companyId: other.companyId };
});
afterAll(async () => {
  await t.close();
});

describe('company area', () => {
  it('gives the company its own data', async () => {
    const response = await get('/cumplia-core/empresas/my', panaderia);
    expect(response.json()).toMatchObject({
      nifCif: 'B38567897',
      verificado: true,
      permitirDescarga: true,
      lopdgdd: true,
    });
  });

  it('downloads a protocol generated with its data, under the spec file name', async () => {
    const response = await get('/cumplia-core/pdfs/empresas/my/plantillas/acoso', panaderia);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('plantilla_acoso_laboral.pdf');
    const { text } = await pdfText(new Uint8Array(response.rawPayload));
    expect(text).toContain('Panadería La Laguna S.L.');
  });

  it('refuses the download when not verified, not permitted, tool off or contract unsigned, with the spec text', async () => {
    const message = 'No tiene disponible la descarga del documento LOPDGDD';
    for (const flags of [
      { verificado: false },
      { permitirDescarga: false },
      { lopdgdd: false },
      { contratoLopdAceptado: false },
    ]) {
      await setFlags(flags);
      const response = await get('/cumplia-core/pdfs/empresas/my/plantillas/lopd', panaderia);
      expect(response.statusCode, JSON.stringify(flags)).toBe(404);
      expect(response.json().message).toBe(message);
      await setFlags({ verificado: true, permitirDescarga: true, lopdgdd: true, contratoLopdAceptado: true });
    }
    expect((await get('/cumplia-core/pdfs/empresas/my/plantillas/lopd', panaderia)).statusCode).toBe(200);
    const other = await get('/cumplia-core/pdfs/empresas/my/plantillas/lopd', otherCompany.token);
    expect(other.json().message).toBe(message);
  });

  it("answers the contracts download only for the company's own id", async () => {
    const own = (await get('/cumplia-core/empresas/my', panaderia)).json().id;
    const mine = await get(`/cumplia-core/pdfs/download/${own}`, panaderia);
    expect(mine.statusCode).toBe(404);
    expect(mine.json().message).toBe('No tiene descargas de contratos asociados');
    expect((await get(`/cumplia-core/pdfs/download/${otherCompany.companyId}`, panaderia)).statusCode).toBe(403);
  });

  it('lists only its own invoices and refuses agencies and visitors', async () => {
    const mine = (await get('/cumplia-core/facturas/empresa/my?page=0&size=10', panaderia)).json();
    expect(mine.totalElements).toBe(1);
    expect(mine.content[0]).toMatchObject({
      tipo: 'ORDINARIA',
      empresa: { nifCif: 'B38567897' },
      facturaDetalles: [
        expect.objectContaining({ nombrePlantilla: 'LOPD' }),
        expect.objectContaining({ nombrePlantilla: 'ACOSO' }),
        expect.objectContaining({ nombrePlantilla: 'DIGITAL' }),
      ],
    });
    const agency = (await t.login('45219873X', 'G', 'Demo-Cumplia-2026')).json().token;
    for (const url of [
      '/cumplia-core/empresas/my',
      '/cumplia-core/pdfs/empresas/my/plantillas/lopd',
      '/cumplia-core/facturas/empresa/my',
    ]) {
      expect((await get(url, agency)).statusCode, url).toBe(403);
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });
});
