import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { documentNotApplicable, missingProfileAnswers } from '@cumplia/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { PROTOCOLS, type ProtocolKind, protocolWordingVersion, unknownPlaceholdersOf } from '../pdf/protocol-pdfs.js';
import { ALL_SAMPLE_COMPANIES } from '../pdf/review-profiles.js';
import { documentText } from './document-text.js';
import { BUNDLED_TEMPLATES, templateSections, unknownPlaceholders, useLegalTemplatesFolder } from './legal-template.js';

const provider = {
  legalName: 'Cumplia Soluciones Normativas S.L.',
  nif: 'B38990016',
  address: 'Santa Cruz de Tenerife',
  email: 'hola@cumplia.example',
};
const KINDS: ProtocolKind[] = ['lopd', 'acoso', 'desconexion'];
const SAMPLES = Object.entries(ALL_SAMPLE_COMPANIES);
const sampleOf = (name: string) => {
  const sample = ALL_SAMPLE_COMPANIES[name];
  if (!sample) throw new Error(`No sample company ${name}`);
  return sample;
};
const contextOf = (name: string) => ({
  ...sampleOf(name),
  profileVersion: 2,
  provider,
  generatedOn: '27/11/2026',
});
const applies = (name: string, kind: ProtocolKind) => {
  const sample = sampleOf(name);
  return documentNotApplicable(sample.profile, kind, sample.company) === null;
};
const textOf = (name: string, kind: ProtocolKind) => documentText(PROTOCOLS[kind].build(contextOf(name)));

describe('legal documents from templates', () => {
  afterEach(() => useLegalTemplatesFolder(BUNDLED_TEMPLATES));

  it('every sample profile is complete for the documents that apply to it', () => {
    for (const [name, sample] of SAMPLES) {
      for (const kind of KINDS.filter((kind) => applies(name, kind))) {
        expect(missingProfileAnswers(sample.profile, kind, sample.company), `${name} ${kind}`).toEqual([]);
      }
    }
  });

  it.each(
    SAMPLES.flatMap(([name]) => KINDS.filter((kind) => applies(name, kind)).map((kind) => [name, kind] as const)),
  )('%s: %s reads as its golden text', async (name, kind) => {
    await expect(textOf(name, kind)).toMatchFileSnapshot(`golden/${name}.${kind}.txt`);
  });

  it('every placeholder of every template is a field its data offers', () => {
    const contexts = SAMPLES.map(([name]) => contextOf(name));
    for (const kind of KINDS) expect(unknownPlaceholdersOf(kind, contexts), kind).toEqual([]);
  });

  it('the check names a misspelt or unknown placeholder, also inside loops and conditions', () => {
    const body =
      '# A\n{{empresa.razonSocal}}\n{{#each actividades}}{{nombre}} {{finalidat}} {{../fecha}}{{/each}}\n{{#if tiene.web}}{{sitio}}{{/if}}';
    const data = { empresa: { razonSocial: 'X' }, actividades: [{ nombre: 'a' }], fecha: '1', tiene: { web: true } };
    expect(unknownPlaceholders(body, data)).toEqual(['actividades[].finalidat', 'empresa.razonSocal', 'sitio']);
  });

  it("a company's own answers cannot add headings, bullets or table cells", () => {
    const template = {
      name: 't',
      version: 'v',
      changes: '',
      body: '# Datos\n\n{{a}}\n\n| X | Y |\n|--|--|\n| {{b}} | z |\n',
    };
    const [section, ...rest] = templateSections(template, { a: '# ANEXO VI falso', b: 'uno | dos - tres' });
    expect(rest).toEqual([]);
    expect(section?.blocks).toEqual([
      { kind: 'paragraph', text: '# ANEXO VI falso' },
      { kind: 'table', headers: ['X', 'Y'], widths: [16, 4], rows: [['uno | dos - tres', 'z']] },
    ]);
  });

  it('no document certifies a consultation, an acknowledgement or a negotiation that has not happened', () => {
    for (const [name] of SAMPLES) {
      for (const kind of KINDS.filter((kind) => applies(name, kind))) {
        const text = textOf(name, kind);
        for (const phrase of ['se acuerda', 'leído', 'han sido informadas', 'ha podido presentar observaciones']) {
          expect(text.includes(phrase), `${name} ${kind}: "${phrase}"`).toBe(false);
        }
      }
    }
  });

  it('breaches are notified unless a risk is unlikely (art. 33.1 RGPD), never only when it is likely', () => {
    const text = textOf('panaderia', 'lopd');
    expect(text).toContain('salvo que sea improbable que constituya un riesgo');
    expect(text).not.toContain('Si es probable que suponga un riesgo');
  });

  it('biometrics of staff, members and minors: each with its art. 9.2 exception, stopped until the impact assessment', () => {
    const text = textOf('gimnasio', 'lopd');
    expect(text).toContain('consentimiento explícito (art. 9.2.a RGPD)');
    expect(text).toContain('art. 9.2.b RGPD si una norma con rango de ley o un convenio colectivo');
    expect(text).toContain(
      'No se inicia ni se mantiene el tratamiento biométrico hasta que la empresa haya realizado la evaluación de impacto',
    );
    expect(text).toContain('Personal, clientes, socios o usuarios adultos y menores de edad.');
    expect(text).not.toContain('no existe base jurídica suficiente');
    expect(text).toContain('artículo 48');
  });

  it("a school's pupils' health data rest on the education law, not on clinical records", () => {
    const text = textOf('colegio', 'lopd');
    expect(text).toContain('disposición adicional vigesimotercera de la Ley Orgánica 2/2006');
    expect(text).toContain('art. 9.2.g RGPD');
    expect(text).not.toContain('Historia clínica: se conserva');
    expect(text).toContain('coordinadora de bienestar y protección');
    expect(text).toContain('artículo 57');
    expect(text).toContain('Datos relativos a condenas penales (art. 10 RGPD)');
  });

  it('a security firm that runs its clients’ cameras keeps a processor record and a client contract model', () => {
    const text = textOf('seguridad', 'lopd');
    expect(text).toContain('Registro de las actividades como encargada (artículo 30.2 RGPD)');
    expect(text).toContain('Modelo de contrato de encargo con cada cliente (artículo 28.3 RGPD)');
    expect(text).toContain('el cartel informativo lleva el nombre del cliente como responsable');
    expect(text).toContain('art. 90.2 LOPDGDD');
    expect(text).toContain('Información previa al personal (artículos 89 y 90 LOPDGDD)');
  });

  it('a self-employed psychologist: exempt from the DPO as an individual professional, no impact assessment, no staff documents', () => {
    const text = textOf('psicologa', 'lopd');
    expect(text).toContain('el artículo 34.1.l LOPDGDD exceptúa a quien ejerce así');
    expect(text).toContain('considerando 91 RGPD');
    expect(text).not.toContain('debe realizar una evaluación de impacto');
    expect(text).not.toContain('su sector no figura');
    expect(applies('psicologa', 'acoso')).toBe(false);
    expect(applies('psicologa', 'desconexion')).toBe(false);
  });

  it('the confidential adviser is not on the committee, and complaints about the direction have an outside route', () => {
    const text = textOf('transportes', 'acoso');
    expect(text).toContain('Comisión instructora: Yurena Guanche Padrón y Lidia Pérez Hernández.');
    expect(text).toContain('puede presentarse ante Lidia Pérez Hernández, asesora laboral de Gestoría Atlántica S.L.');
    expect(text).toContain('Inspección de Trabajo y Seguridad Social');
    expect(text).toContain('Convenio 190');
  });

  it('LGTBI measures above 50 workers are a proposal to negotiate, not measures in force', () => {
    const text = textOf('seguridad', 'acoso');
    expect(text).toContain('Anexo V. Propuesta de medidas LGTBI');
    expect(text).toContain('no acredita que las medidas se hayan negociado ni acordado');
  });

  it('disconnection follows each shift in round-the-clock work and the weekly rest of weekend staff', () => {
    const text = textOf('residencia', 'desconexion');
    expect(text).toContain('funciona de forma continuada las 24 horas');
    expect(text).toContain('Fuera del turno de cada persona');
    expect(text).toContain('días de descanso semanal');
    expect(text).not.toContain('fines de semana');
    expect(textOf('software', 'desconexion')).toContain('Fuera de la jornada diaria (de 18:00 a 08:00)');
  });

  it('processor contracts name the type of data and the categories of people (art. 28.3 RGPD)', () => {
    const text = textOf('panaderia', 'lopd');
    expect(text).toContain('Segunda. Tipo de datos: datos identificativos, de contacto, laborales');
    expect(text).toContain('Categorías de interesados: las personas trabajadoras');
  });

  it('a wording changed only in a template file shows in the next document, under a new version', () => {
    const folder = mkdtempSync(join(tmpdir(), 'cumplia-wording-'));
    try {
      cpSync(new URL(BUNDLED_TEMPLATES), folder, { recursive: true });
      useLegalTemplatesFolder(pathToFileURL(folder));
      const before = protocolWordingVersion('desconexion');
      const file = join(folder, 'desconexion.md');
      const sentence = 'Esta frase la ha añadido la abogada en la plantilla.';
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace('# Ámbito de aplicación\n', `# Ámbito de aplicación\n\n${sentence}\n`),
      );
      expect(protocolWordingVersion('desconexion')).not.toBe(before);
      expect(textOf('panaderia', 'desconexion')).toContain(sentence);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
