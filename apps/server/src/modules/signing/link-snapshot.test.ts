import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.js';
import { companyEditBody, companyRequest } from '../../test-support/company-request.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let agency: string;

beforeAll(async () => {
  t = await createTestApp();
  const user = await t.factories.agencyUser();
  agency = (await t.loginTokens(user.username, 'G')).token;
});
afterAll(async () => {
  await t.close();
});

async function linkTokenFor(phone: string) {
  const token = /\/firma\/([\w-]+)/.exec((await t.lastMessageTo(phone))?.bodyText ?? '')?.[1];
  if (!token) throw new Error(`no signing link sent to ${phone}`);
  return token;
}

/** The text of the first contract a link asks to sign, as the signer reads it. */
async function contractTextOf(token: string) {
  const page = await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${token}` });
  expect(page.statusCode, page.body).toBe(200);
  const [first] = page.json().contratos as { id: number }[];
  const pdf = await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${token}/contratos/${first?.id}` });
  expect(pdf.statusCode).toBe(200);
  return (await pdfText(pdf.rawPayload)).text;
}

/**
 * Every company field a contract or its SEPA mandate prints, with a new value and how the new contract shows it.
 * The postcode moved from Tenerife to Madrid also changes the tax the contract states (IGIC 7 % to not subject).
 */
const PRINTED_FIELDS: { field: string; change: Record<string, unknown>; printed: RegExp; before: RegExp }[] = [
  {
    field: 'razonSocial',
    change: { razonSocial: 'Ferretería Nueva S.L.' },
    printed: /Ferretería Nueva S\.L\./,
    before: /Empresa B38201000 S\.L\./,
  },
  {
    field: 'nifCif',
    change: { nifCif: 'B38201125' },
    printed: /NIF\/CIF: B38201125/,
    before: /NIF\/CIF: B38201018/,
  },
  {
    field: 'nombre',
    change: { nombre: 'Otilia Rancel Pérez' },
    printed: /Otilia Rancel Pérez/,
    before: /Nayra Déniz Alonso/,
  },
  {
    field: 'direccion',
    change: { direccion: 'Avenida Trinidad 12' },
    printed: /Avenida Trinidad 12/,
    before: /Calle Obispo Rey Redondo 7/,
  },
  {
    field: 'codigoPostal',
    change: { codigoPostal: '28013', localidad: 'Madrid', provincia: 'Madrid' },
    printed: /IGIC \(no sujeta\)/,
    before: /IGIC 7 %/,
  },
  { field: 'localidad', change: { localidad: 'Tacoronte' }, printed: /Tacoronte/, before: /San Cristóbal/ },
  {
    field: 'actividad',
    change: { actividad: 'Venta de ferretería' },
    printed: /Venta de ferretería/,
    before: /Asesoría/,
  },
  { field: 'cnae', change: { cnae: '4752' }, printed: /CNAE 4752/, before: /CNAE 6920/ },
  {
    field: 'email',
    change: { email: 'nueva@ferreteria.example' },
    printed: /nueva@ferreteria\.example/,
    before: /@empresa\.example/,
  },
  { field: 'numTrabajadores', change: { numTrabajadores: 23 }, printed: /trabajadoras: 23/, before: /trabajadoras: 0/ },
];

const NIFS = [
  'B38201000',
  'B38201018',
  'B38201026',
  'B38201034',
  'B38201042',
  'B38201059',
  'B38201067',
  'B38201075',
  'B38201083',
  'B38201091',
];
const ADMINISTRATORS = [
  '44120100M',
  '44120101Y',
  '44120102F',
  '44120103P',
  '44120104D',
  '44120105X',
  '44120106B',
  '44120107N',
  '44120108J',
  '44120109Z',
];

describe('a pending signing link covers everything its documents print', () => {
  PRINTED_FIELDS.forEach(({ field, change, printed, before }, index) => {
    it(`voids the link when ${field} changes, and the new link's contract prints the new value`, async () => {
      const nifCif = NIFS[index] ?? '';
      const phone = `+3461230${String(index).padStart(4, '0')}`;
      const created = await t.app.inject({
        method: 'POST',
        url: '/cumplia-core/gestorias/my/empresas',
        headers: { authorization: `Bearer ${agency}` },
        payload: companyRequest(nifCif, ADMINISTRATORS[index] ?? '', phone),
      });
      expect(created.statusCode, created.body).toBe(201);
      const oldLink = await linkTokenFor(phone);
      expect(await contractTextOf(oldLink)).toMatch(before);

      const [row] = await t.db.select().from(companies).where(eq(companies.nifCif, nifCif));
      if (!row) throw new Error('no company');
      const edited = await t.app.inject({
        method: 'PUT',
        url: `/cumplia-core/gestorias/my/empresas/${nifCif}`,
        headers: { authorization: `Bearer ${agency}` },
        payload: companyEditBody(row, change),
      });
      expect(edited.statusCode, edited.body).toBe(200);

      // The old link signs nothing any more; a new one went to the phone, with a contract naming the new data.
      expect((await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${oldLink}` })).statusCode).toBe(410);
      const newLink = await linkTokenFor(phone);
      expect(newLink).not.toBe(oldLink);
      const text = await contractTextOf(newLink);
      expect(text).toMatch(printed);
      expect(text).not.toMatch(before);
    });
  });
});
