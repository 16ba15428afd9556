import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-data.js';
import { createDemoTestApp } from '../test-support/demo-test-app.js';
import type { TestApp } from '../test-support/test-app.js';

let t: TestApp;
let company: string;
let agency: string;
let staff: string;

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  t = await createDemoTestApp();
  const token = async (nif: string, tipo: 'G' | 'E' | null) => (await t.login(nif, tipo, DEMO_PASSWORD)).json().token;
  company = await token('54327891M', 'E');
  agency = await token('45219873X', 'G');
  staff = await token('43827164C', null);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('Cache-Control', () => {
  it('is no-store on every answer to an authenticated request: data, lists, PDFs, CSVs and errors', async () => {
    const urls: [string, string][] = [
      ['/cumplia-core/empresas/my', company],
      ['/cumplia-core/pdfs/empresas/my/plantillas/acoso', company],
      ['/cumplia-core/facturas/empresa/my', company],
      ['/cumplia-core/gestorias/my/empresas', agency],
      ['/cumplia-core/gestorias/archivos/download-ejemplo', agency],
      ['/cumplia-core/gestorias/archivos/download/999999', agency],
      ['/cumplia-core/admin/gestorias/users', staff],
      // A public route that lets itself be cached must not be cached for a signed-in user.
      ['/cumplia-core/public/provider', company],
    ];
    for (const [url, token] of urls) {
      const response = await get(url, token);
      expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBeLessThan(500);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const pdf = await get('/cumplia-core/pdfs/empresas/my/plantillas/acoso', company);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('is no-store on API answers without a token too, except public content that chose its own policy', async () => {
    expect((await get('/cumplia-core/empresas/my')).headers['cache-control']).toBe('no-store');
    expect((await get('/health')).headers['cache-control']).toBe('no-store');
    expect((await get('/cumplia-auth/captcha/challenge')).headers['cache-control']).toBe('no-store');
    expect((await get('/cumplia-core/public/provider')).headers['cache-control']).toBe('public, max-age=300');
  });
});
