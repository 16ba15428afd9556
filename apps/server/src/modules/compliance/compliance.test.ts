import { complianceObligations, complianceProfileSchema, profileGapsOf } from '@cumplia/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageAttachmentLoader } from '../../attachment-renderers.js';
import { auditLog, companies, complianceProfiles, protocolDocumentVersions } from '../../db/schema/index.js';
import { protocolWordingVersion } from '../../generators/pdf/protocol-pdfs.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import { pdfText } from '../../test-support/pdf-text.js';
import type { TestApp } from '../../test-support/test-app.js';
import { withWordingCopy } from '../../test-support/wording-copy.js';
import { protocolAttachment } from './protocol-attachments.js';

let t: TestApp;
let panaderia: string;
let atlantica: string;
let teide: string;
let staff: string;
type OwnCompany = { token: string; companyId: number };

const PROFILE_URL = '/cumplia-core/empresas/my/perfil-cumplimiento';
const REGISTER_URL = '/cumplia-core/empresas/my/registro-actividades';
const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object, remoteAddress?: string) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const companyNombre = async (id: number) =>
  (await t.db.select({ nombre: companies.nombre }).from(companies).where(eq(companies.id, id)))[0]?.nombre;
const companyId = async (nifCif: string) =>
  (await t.db.select({ id: companies.id }).from(companies).where(eq(companies.nifCif, nifCif)))[0]?.id ?? 0;

/** A verified company of the test's own, in the dental sector, with the three tools signed and no profile yet. */
async function dentalCompany(): Promise<OwnCompany> {
  const user = await t.factories.companyUser();
  await t.db
    .update(companies)
    .set({
      cnae: '8623',
      actividad: 'Actividades odontológicas',
      numTrabajadores: 12,
      direccion: 'Calle Triana 42',
      provincia: 'Las Palmas',
      verificado: true,
      permitirDescarga: true,
      lopdgdd: true,
      acosoLaboral: true,
      desconexionDigital: true,
      contratoLopdAceptado: true,
      contratoAcosoAceptado: true,
      contratoDesconexionAceptado: true,
    })
    .where(eq(companies.id, user.companyId));
  return { token: (await t.loginTokens(user.username, 'E')).token, companyId: user.companyId };
}

/** What the dental company's documents need beyond its sector's defaults. */
const COMPLETE_ANSWERS = {
  representantes: 'Nayra Cabrera León',
  encargados: [{ tipo: 'gestoria', nombre: 'Gestoría Atlántica S.L.', nifCif: 'B38123451', servicio: 'nóminas' }],
  delegadoProteccionDatos: 'Lucía Ojeda Martel, dpd@example.test',
  asesorConfidencial: 'Elena Suárez Vega',
  comisionInstructora: ['Nayra Cabrera León', 'Pedro Rivero Gil'],
  canalEmail: 'acoso@example.test',
  horarioLaboral: 'de lunes a viernes, de 9:00 a 17:00',
};

/** A dental company whose profile is saved complete (version 1): every document issues. */
async function dentalCompanyWithProfile(): Promise<OwnCompany> {
  const company = await dentalCompany();
  const { profile } = (await call('GET', PROFILE_URL, company.token)).json();
  const saved = await call('PUT', PROFILE_URL, company.token, { ...profile, ...COMPLETE_ANSWERS });
  expect(saved.json()).toMatchObject({ version: 1, missing: { lopd: [], acoso: [], desconexion: [] } });
  return company;
}

beforeAll(async () => {
  t = await createDemoTestApp();
  panaderia = await demoToken(t, 'company');
  atlantica = await demoToken(t, 'agency');
  teide = (await t.login('42156784S', 'G', DEMO_PASSWORD)).json().token;
  staff = await demoToken(t, 'worker');
});
afterAll(async () => {
  await t.close();
});

describe('compliance profile', () => {
  it('a company without a profile sees its sector defaults and what to complete, and gets no document', async () => {
    const fresh = await dentalCompany();
    const view = (await call('GET', PROFILE_URL, fresh.token)).json();
    expect(view).toMatchObject({ saved: false, version: 0, cnae: '8623' });
    expect(view.profile.actividades).toContain('pacientes');
    expect(view.missing.acoso).toEqual(['Complete y guarde el perfil de cumplimiento de la empresa']);
    expect(view.obligations.find((o: { key: string }) => o.key === 'delegadoProteccionDatos')).toMatchObject({
      aplica: true,
    });
    const download = await call('GET', '/cumplia-core/pdfs/empresas/my/plantillas/acoso', fresh.token);
    expect(download.statusCode).toBe(409);
    expect(download.json()).toMatchObject({ code: 'PROFILE_INCOMPLETE' });
    expect(download.json().message).toContain('Para generar el documento Acoso Laboral complete antes');
    // An e-mail that references the protocol goes without it rather than with a document full of blanks.
    const load = messageAttachmentLoader({ config: t.config, now: t.clock.now });
    expect(await load(t.db, [protocolAttachment(fresh.companyId, 'ACOSO')])).toEqual([]);
  });

  it('saving a partial profile lists the missing answers in the download refusal, then the full one issues it', async () => {
    const fresh = await dentalCompany();
    const { profile } = (await call('GET', PROFILE_URL, fresh.token)).json();
    const partial = { ...profile, representantes: COMPLETE_ANSWERS.representantes };
    const saved = await call('PUT', PROFILE_URL, fresh.token, partial);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ saved: true, version: 1 });
    const refused = (await call('GET', '/cumplia-core/pdfs/empresas/my/plantillas/lopd', fresh.token)).json();
    expect(refused.message).toContain('Encargados del tratamiento');
    expect(refused.message).toContain('Delegado de protección de datos (nombre y contacto)');

    const second = (await call('PUT', PROFILE_URL, fresh.token, { ...partial, ...COMPLETE_ANSWERS })).json();
    expect(second.version).toBe(2);
    expect(second.missing).toEqual({ lopd: [], acoso: [], desconexion: [] });
    const pdf = await call('GET', '/cumplia-core/pdfs/empresas/my/plantillas/lopd', fresh.token);
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(new Uint8Array(pdf.rawPayload));
    expect(text).toContain('Ley 41/2002');
    expect(text).toContain('Lucía Ojeda Martel');
    expect(text).toContain('Versión del perfil: 2');

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.compliance-profile'), eq(auditLog.entityId, String(fresh.companyId))))
      .orderBy(auditLog.id);
    expect(audits).toHaveLength(2);
    expect(audits[1]?.before).toMatchObject({ version: 1 });
  });

  it('documents regenerate from the current profile and record the version each company was issued', async () => {
    const fresh = await dentalCompanyWithProfile();
    // The data protection pack of a register nobody has confirmed is a draft, and a draft is not an issue.
    const draft = await call('GET', '/cumplia-core/pdfs/empresas/my/plantillas/lopd', fresh.token);
    expect((await pdfText(new Uint8Array(draft.rawPayload))).text).toContain('BORRADOR PENDIENTE DE REVISIÓN');
    const unissued = await t.db
      .select()
      .from(protocolDocumentVersions)
      .where(eq(protocolDocumentVersions.companyId, fresh.companyId));
    expect(unissued).toEqual([]);
    // Nor is a draft e-mailed: the message goes without it until the register is confirmed.
    const load = messageAttachmentLoader({ config: t.config, now: t.clock.now });
    expect(await load(t.db, [protocolAttachment(fresh.companyId, 'LOPD')])).toEqual([]);
    const confirmed = await call('POST', `${REGISTER_URL}/confirmar`, fresh.token, { version: 0 });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await load(t.db, [protocolAttachment(fresh.companyId, 'LOPD')])).toHaveLength(1);
    const issued = await call('GET', '/cumplia-core/pdfs/empresas/my/plantillas/lopd', fresh.token);
    expect((await pdfText(new Uint8Array(issued.rawPayload))).text).not.toContain('BORRADOR');
    const [issuedPack] = await t.db
      .select()
      .from(protocolDocumentVersions)
      .where(eq(protocolDocumentVersions.companyId, fresh.companyId));
    expect(issuedPack).toMatchObject({ protocol: 'LOPD', registerVersion: 1 });
    const { profile } = (await call('GET', PROFILE_URL, fresh.token)).json();
    await call('PUT', PROFILE_URL, fresh.token, { ...profile, asesorConfidencial: 'Marta Díaz Hernández' });
    const pdf = await call('GET', '/cumplia-core/pdfs/empresas/my/plantillas/acoso', fresh.token);
    expect((await pdfText(new Uint8Array(pdf.rawPayload))).text).toContain(
      'Persona asesora confidencial: Marta Díaz Hernández',
    );
    const versions = await t.db
      .select()
      .from(protocolDocumentVersions)
      .where(eq(protocolDocumentVersions.companyId, fresh.companyId));
    expect(versions.map((row) => [row.protocol, row.profileVersion])).toEqual(
      expect.arrayContaining([
        ['LOPD', 1],
        ['ACOSO', 2],
      ]),
    );
    const staffView = (
      await call('GET', `/cumplia-core/admin/empresas/${fresh.companyId}/perfil-cumplimiento`, staff)
    ).json();
    expect(staffView.version).toBe(2);
    expect(staffView.documentVersions[0]).toMatchObject({
      protocol: 'ACOSO',
      profileVersion: 2,
      templateVersion: protocolWordingVersion('acoso'),
    });
  });

  it('a wording changed in a template reaches the next download, and the version issued before stays on record', async () => {
    const fresh = await dentalCompanyWithProfile();
    await withWordingCopy(async (edit) => {
      const first = await call('GET', '/cumplia-core/pdfs/empresas/my/plantillas/desconexion', fresh.token);
      expect(first.statusCode).toBe(200);
      const before = protocolWordingVersion('desconexion');
      const sentence = 'Cláusula añadida por el despacho en la plantilla.';
      edit('desconexion.md', '# Seguimiento\n', `# Seguimiento\n\n${sentence}\n`);
      const second = await call('GET', '/cumplia-core/pdfs/empresas/my/plantillas/desconexion', fresh.token);
      expect((await pdfText(new Uint8Array(second.rawPayload))).text).toContain(sentence);
      const view = (
        await call('GET', `/cumplia-core/admin/empresas/${fresh.companyId}/perfil-cumplimiento`, staff)
      ).json();
      const issued = view.documentVersions
        .filter((row: { protocol: string }) => row.protocol === 'DIGITAL')
        .map((row: { templateVersion: string }) => row.templateVersion);
      expect(issued).toEqual([protocolWordingVersion('desconexion'), before]);
      expect(issued[0]).not.toBe(before);
    });
  });

  it('a company without staff is refused the harassment and disconnection documents, with the reason', async () => {
    const fresh = await dentalCompanyWithProfile();
    const { profile } = (await call('GET', PROFILE_URL, fresh.token)).json();
    await call('PUT', PROFILE_URL, fresh.token, { ...profile, numTrabajadores: 0 });
    const refused = await call('GET', '/cumplia-core/pdfs/empresas/my/plantillas/acoso', fresh.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DOCUMENT_NOT_APPLICABLE' });
    expect(refused.json().message).toContain('artículo 48 LO 3/2007');
    const lopd = await call('GET', '/cumplia-core/pdfs/empresas/my/plantillas/lopd', fresh.token);
    expect(lopd.statusCode).toBe(200);
    // Nor is it sold them again: switching the harassment protocol back on is refused with the reason.
    const [company] = await t.db.select().from(companies).where(eq(companies.id, fresh.companyId));
    const url = `/cumplia-core/admin/empresas/${company?.nifCif}/tools`;
    const tools = { lopdgdd: true, acosoLaboral: false, desconexionDigital: true };
    expect((await call('PUT', url, staff, { tools })).statusCode).toBe(200);
    const again = await call('PUT', url, staff, { tools: { ...tools, acosoLaboral: true }, price: 95 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('declara que la empresa no tiene personas trabajadoras');
  });

  it('a profile saved before the new questions still issues its documents, reading their defaults', async () => {
    const fresh = await dentalCompanyWithProfile();
    const { profile } = (await call('GET', PROFILE_URL, fresh.token)).json();
    const {
      biometriaDe: _b,
      menoresComo: _m,
      encargadoDeClientes: _e,
      encargadoDeClientesServicio: _s,
      jornada: _j,
      trabajoFinDeSemana: _f,
      canalExterno: _c,
      ...earlier
    } = profile;
    const processors = earlier.encargados.map(
      ({ actividades: _a, fueraEEE: _x, ...processor }: Record<string, unknown>) => processor,
    );
    // As the previous release stored it, with a line break it did not fold yet.
    const stored = { ...earlier, encargados: processors, horarioLaboral: 'de lunes a viernes,\nde 9:00 a 17:00' };
    await t.db
      .update(complianceProfiles)
      .set({ profile: stored })
      .where(eq(complianceProfiles.companyId, fresh.companyId));
    for (const kind of ['lopd', 'acoso', 'desconexion']) {
      const pdf = await call('GET', `/cumplia-core/pdfs/empresas/my/plantillas/${kind}`, fresh.token);
      expect(pdf.statusCode, kind).toBe(200);
    }
    const digital = await call('GET', '/cumplia-core/pdfs/empresas/my/plantillas/desconexion', fresh.token);
    expect((await pdfText(new Uint8Array(digital.rawPayload))).text).toContain('de lunes a viernes, de 9:00 a 17:00');
  });

  it('refuses invalid answers with the field errors', async () => {
    const { profile } = (await call('GET', PROFILE_URL, panaderia)).json();
    const response = await call('PUT', PROFILE_URL, panaderia, {
      ...profile,
      canalEmail: 'no-es-un-correo',
      desconexionDesde: '25:00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Introduzca un correo electrónico válido.');
  });

  it('keeps the declared headcount of the company in step with the profile', async () => {
    const { profile } = (await call('GET', PROFILE_URL, panaderia)).json();
    const view = (await call('PUT', PROFILE_URL, panaderia, { ...profile, numTrabajadores: 51 })).json();
    expect(view.obligations.find((o: { key: string }) => o.key === 'lgtbi')).toMatchObject({
      aplica: true,
      protocolo: 'ACOSO',
      contratado: true,
    });
    const [row] = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38567897'));
    expect(row?.numTrabajadores).toBe(51);
  });

  it("an agency reads and saves its own companies' profiles; another agency's company is 404", async () => {
    const url = '/cumplia-core/gestorias/my/empresas/B38567897/perfil-cumplimiento';
    const own = await call('GET', url, atlantica);
    expect(own.statusCode).toBe(200);
    const saved = await call('PUT', url, atlantica, { ...own.json().profile, horarioLaboral: 'de 6:00 a 14:00' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile.horarioLaboral).toBe('de 6:00 a 14:00');
    expect((await call('GET', url, teide)).statusCode).toBe(404);
    expect((await call('PUT', url, teide, own.json().profile)).statusCode).toBe(404);
    const after = (await call('GET', url, atlantica)).json();
    expect(after.version).toBe(saved.json().version);
  });

  it("an agency's edit of the company's headcount carries into its saved profile as a new version, and into the exposure its list shows", async () => {
    const url = '/cumplia-core/gestorias/my/empresas/B38567897/perfil-cumplimiento';
    const before = (await call('GET', url, atlantica)).json();
    const company = (await call('GET', '/cumplia-core/gestorias/empresas/B38567897', atlantica)).json();
    const edited = await call('PUT', '/cumplia-core/gestorias/my/empresas/B38567897', atlantica, {
      ...company,
      numTrabajadores: 57,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await call('GET', url, atlantica)).json();
    expect(after.profile.numTrabajadores).toBe(57);
    expect(after.version).toBe(before.version + 1);

    const list = (await call('GET', '/cumplia-core/gestorias/my/empresas?page=0&size=50', atlantica)).json();
    const bakery = list.content.find((row: { nifCif: string }) => row.nifCif === 'B38567897');
    // With 57 workers the equality plan and the whistleblowing channel apply and are not covered.
    expect(bakery).toMatchObject({ numTrabajadores: 57, perfilGuardado: true });
    expect(bakery.obligacionesExpuestas).toEqual(
      expect.arrayContaining([
        'Plan de igualdad negociado y registrado, con auditoría retributiva',
        'Registro diario de jornada',
      ]),
    );
    expect(bakery.obligacionesExpuestas).not.toContain('Política de desconexión digital');
  });

  it("the agency's list filters the companies with a protocol left uncovered, as the exposure column counts it", async () => {
    const protocolTitles = complianceObligations({
      cnae: '4711',
      tipo: 'E',
      numTrabajadores: 10,
      actividades: [],
      representacion: 'ninguna',
      representantes: '',
      acosoNegociadoEl: '',
      desconexionOidaEl: '',
      encargadoDeClientes: false,
    })
      .filter((obligation) => obligation.protocolo !== null && !obligation.negociada)
      .map((obligation) => obligation.titulo);
    expect(protocolTitles).toHaveLength(3);
    type Row = { nifCif: string; obligacionesExpuestas: string[] };
    const all: Row[] = (await call('GET', '/cumplia-core/gestorias/my/empresas?page=0&size=100', atlantica)).json()
      .content;
    const expected = all
      .filter((row) => row.obligacionesExpuestas.some((title) => protocolTitles.includes(title)))
      .map((row) => row.nifCif);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);

    const filtered = (
      await call('GET', '/cumplia-core/gestorias/my/empresas?page=0&size=100&estado=sinCubrir', atlantica)
    ).json();
    expect(filtered.content.map((row: Row) => row.nifCif).sort()).toEqual([...expected].sort());
    expect(filtered.totalElements).toBe(expected.length);
    const paged = (
      await call('GET', '/cumplia-core/gestorias/my/empresas?page=0&size=1&estado=sinCubrir', atlantica)
    ).json();
    expect(paged.totalElements).toBe(expected.length);
    expect(paged.content).toHaveLength(1);
  });

  it('staff read and save any company; unknown companies are 404; the hotel needs the LGTBI measures', async () => {
    const hotel = await companyId('B38901237');
    const view = (await call('GET', `/cumplia-core/admin/empresas/${hotel}/perfil-cumplimiento`, staff)).json();
    expect(view.profile.actividades).toEqual(expect.arrayContaining(['videovigilancia', 'web']));
    const applying = view.obligations.filter((o: { aplica: boolean }) => o.aplica).map((o: { key: string }) => o.key);
    expect(applying).toEqual(expect.arrayContaining(['lgtbi', 'planIgualdad', 'canalInterno']));
    const saved = await call('PUT', `/cumplia-core/admin/empresas/${hotel}/perfil-cumplimiento`, staff, {
      ...view.profile,
      guardias: 'recepción nocturna por turnos',
    });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/cumplia-core/admin/empresas/999999/perfil-cumplimiento', staff)).statusCode).toBe(404);
  });

  it('the company corrects its CNAE on its profile page: one CNAE-2025 class, audited, its obligations and gaps read again', async () => {
    const dental = await dentalCompanyWithProfile();
    const split = await call('PUT', `${PROFILE_URL}/cnae`, dental.token, { cnae: '8690' });
    expect(split.statusCode).toBe(400);
    expect(split.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(split.body).toContain('El CNAE 8690 es de la CNAE-2009 y hoy se reparte en 8691');
    expect((await call('PUT', `${PROFILE_URL}/cnae`, dental.token, { cnae: 'Dentista' })).statusCode).toBe(400);

    const corrected = await call('PUT', `${PROFILE_URL}/cnae`, dental.token, { cnae: '47.52' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().cnae).toBe('4752');
    const dpo = corrected.json().obligations.find((o: { key: string }) => o.key === 'delegadoProteccionDatos');
    expect(dpo).toMatchObject({ aplica: false });
    const [stored] = await t.db
      .select({ cnae: companies.cnae, gaps: complianceProfiles.gaps, profile: complianceProfiles.profile })
      .from(companies)
      .innerJoin(complianceProfiles, eq(complianceProfiles.companyId, companies.id))
      .where(eq(companies.id, dental.companyId));
    expect(stored?.cnae).toBe('4752');
    const company = { cnae: '4752', tipo: 'E' as const, nombre: (await companyNombre(dental.companyId)) ?? '' };
    expect(stored?.gaps).toEqual(profileGapsOf(complianceProfileSchema.parse(stored?.profile), company));
    const audits = await t.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(dental.companyId)), eq(auditLog.action, 'company.update')));
    expect(audits).toEqual([{ before: { cnae: '8623' }, after: { cnae: '4752' } }]);
    // The same class again changes nothing and records nothing.
    expect((await call('PUT', `${PROFILE_URL}/cnae`, dental.token, { cnae: '4752' })).statusCode).toBe(200);
    expect(
      await t.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.entityId, String(dental.companyId)), eq(auditLog.action, 'company.update'))),
    ).toHaveLength(1);
  });

  it("the agency corrects its own companies' CNAE, staff any company's; others are refused", async () => {
    const agencyUrl = '/cumplia-core/gestorias/my/empresas/B38567897/perfil-cumplimiento/cnae';
    const byAgency = await call('PUT', agencyUrl, atlantica, { cnae: '1071' });
    expect(byAgency.statusCode, byAgency.body).toBe(200);
    expect(byAgency.json().cnae).toBe('1071');
    expect((await call('PUT', agencyUrl, teide, { cnae: '1072' })).statusCode).toBe(404);
    const hotel = await companyId('B38901237');
    const staffUrl = `/cumplia-core/admin/empresas/${hotel}/perfil-cumplimiento/cnae`;
    expect((await call('PUT', staffUrl, staff, { cnae: '5510' })).statusCode).toBe(200);
    expect((await call('PUT', staffUrl, atlantica, { cnae: '5510' })).statusCode).toBe(403);
    expect((await call('PUT', staffUrl, panaderia, { cnae: '5510' })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: `${PROFILE_URL}/cnae`, payload: { cnae: '5510' } })).statusCode,
    ).toBe(401);
  });

  it('keeps every answer as one paragraph: a line break cannot make an answer print as its own heading', async () => {
    const fresh = await dentalCompany();
    const { profile } = (await call('GET', PROFILE_URL, fresh.token)).json();
    const saved = await call('PUT', PROFILE_URL, fresh.token, {
      ...profile,
      guardias: 'Ninguna\n\nANEXO VI\r\nRenuncia a toda reclamación',
      centrosTrabajo: ['Calle Triana 42\nLocal 3'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toMatchObject({
      guardias: 'Ninguna ANEXO VI Renuncia a toda reclamación',
      centrosTrabajo: ['Calle Triana 42 Local 3'],
    });
  });

  it('versions a profile a few times a minute, not forty times a second: saves past the limit are refused', async () => {
    const fresh = await dentalCompany();
    const { profile } = (await call('GET', PROFILE_URL, fresh.token)).json();
    // From an address of its own: the other tests' saves count against theirs.
    const address = '198.51.100.23';
    const statuses: number[] = [];
    for (let n = 0; n < 21; n++) {
      const saved = await call('PUT', PROFILE_URL, fresh.token, { ...profile, guardias: `turno ${n}` }, address);
      statuses.push(saved.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(20).fill(200), 429]);
  });
});
