import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoTestApp, demoToken } from '../test-support/demo-test-app.js';
import type { TestApp } from '../test-support/test-app.js';

let t: TestApp;
let agency: string;
let admin: string;

const names = async (url: string, token: string, pick: (row: never) => string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode, url).toBe(200);
  return (response.json().content as never[]).map(pick);
};
const companyName = (row: { razonSocial: string }) => row.razonSocial;
const ofCompany = (row: { empresa: { razonSocial: string } }) => row.empresa.razonSocial;

beforeAll(async () => {
  t = await createDemoTestApp();
  agency = await demoToken(t, 'agency');
  admin = await demoToken(t, 'superadmin');
});
afterAll(async () => {
  await t.close();
});

describe('every list searches names without regard to accents or capitals', () => {
  it.each([
    ['panaderia', 'Panadería La Laguna S.L.'],
    ['PANADERÍA', 'Panadería La Laguna S.L.'],
    ['exposito', 'Laura Expósito Mesa'],
  ])("the agency's company lists find %s", async (typed, found) => {
    const query = `nombreEmpresa=${encodeURIComponent(typed)}`;
    expect(await names(`/cumplia-core/gestorias/my/empresas?${query}`, agency, companyName)).toEqual([found]);
  });

  it("'Empresas sin usuario' finds a company typed without its accent", async () => {
    const url = '/cumplia-core/gestorias/my/empresas/sin-usuario';
    expect(await names(`${url}?size=100`, agency, companyName)).toContain('Laura Expósito Mesa');
    expect(await names(`${url}?nombreEmpresa=exposito`, agency, companyName)).toEqual(['Laura Expósito Mesa']);
  });

  it("'Renovaciones' finds the bakery as 'panaderia', for the agency and for staff", async () => {
    const agencyRows = await names(
      '/cumplia-core/gestorias/my/renovaciones?nombreEmpresa=panaderia',
      agency,
      ofCompany,
    );
    const staffRows = await names('/cumplia-core/admin/renovaciones?nombreEmpresa=panaderia', admin, ofCompany);
    expect(new Set(agencyRows)).toEqual(new Set(['Panadería La Laguna S.L.']));
    expect(new Set(staffRows)).toEqual(new Set(['Panadería La Laguna S.L.']));
  });

  it("the staff's company, collaborator and invoice lists fold accents too", async () => {
    expect(await names('/cumplia-core/admin/empresas?nombre=panaderia', admin, companyName)).toEqual([
      'Panadería La Laguna S.L.',
    ]);
    const agencies = await names('/cumplia-core/admin/gestorias?nombre=gestoria atlantica', admin, companyName);
    expect(agencies).toEqual(['Gestoría Atlántica Tenerife S.L.']);
    const invoices = await names('/cumplia-core/admin/facturas?razonSocial=panaderia&size=50', admin, ofCompany);
    expect(invoices.length).toBeGreaterThan(0);
    expect(new Set(invoices)).toEqual(new Set(['Panadería La Laguna S.L.']));
  });
});
