import {
  creditorIdCheckDigits,
  documentNotApplicable,
  indirectTaxFor,
  missingProfileAnswers,
  type ProtocolCode,
  registerProblems,
  territoryOfPostalCode,
} from '@cumplia/domain';
import { describe, expect, it } from 'vitest';
import { withWordingCopy } from '../../test-support/wording-copy.js';
import { informationLeaflet, LEAFLET_TEMPLATE, leafletData } from '../pdf/information-leaflet.js';
import { mandateAmendment, mandateRenewal } from '../pdf/mandate-amendment.js';
import { PROTOCOLS, type ProtocolKind, protocolWordingVersion } from '../pdf/protocol-pdfs.js';
import { ALL_SAMPLE_COMPANIES } from '../pdf/review-profiles.js';
import { CONTRACT_TEMPLATES, contractData, mandateData, serviceContract } from '../pdf/service-contract.js';
import { legalTemplateProblems, useSoundLegalTemplates } from './check-templates.js';
import { documentText } from './document-text.js';
import { legalTemplate, templateSections, unknownPlaceholders } from './legal-template.js';

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
  return documentNotApplicable(sample.profile, kind) === null;
};
const textOf = (name: string, kind: ProtocolKind) => documentText(PROTOCOLS[kind].build(contextOf(name)));
/** One activity's record in a pack's text: from its heading to the next heading. */
const recordOf = (text: string, activity: string) => {
  const from = text.indexOf(`— Tratamiento: ${activity}`);
  if (from < 0) throw new Error(`No record ${activity}`);
  const next = text.indexOf('\n— ', from + 1);
  return text.slice(from, next < 0 ? undefined : next);
};

const sepaProvider = {
  ...provider,
  address: 'Calle del Castillo 12, 38002 Santa Cruz de Tenerife',
  sepa: {
    creditorName: provider.legalName,
    creditorId: `ES${creditorIdCheckDigits('ES', 'B38990016')}ZZZB38990016`,
  },
};
const IBAN = 'ES9121000418450200051332';

/**
 * The contracts and mandate documents, for a company that pays by SEPA and one that pays by transfer, and the
 * welcome leaflet.
 */
function contractsAndLeaflet() {
  const bakery = { ...sampleOf('panaderia').company, metodoDePago: 'SEPA' as const, numCuenta: IBAN };
  const psychologist = { ...sampleOf('psicologa').company, metodoDePago: 'TRANSFERENCIA' as const, numCuenta: '' };
  const contract = (company: typeof bakery | typeof psychologist, protocol: ProtocolCode) =>
    serviceContract({
      company,
      protocol,
      priceCents: 12000,
      tax: indirectTaxFor({ territory: 'CANARIAS' }, territoryOfPostalCode(company.codigoPostal)),
      mandateReference: 'CUMPLIA-00000007',
      provider: sepaProvider,
      generatedOn: '27/11/2026',
    });
  return {
    'contrato.panaderia-sepa': contract(bakery, 'ACOSO'),
    'contrato.psicologa-transferencia': contract(psychologist, 'LOPD'),
    'orden.modificacion': mandateAmendment({
      company: bakery,
      mandateReference: 'CUMPLIA-00000007',
      originalIban: 'ES7921000813610123456789',
      provider: sepaProvider,
      generatedOn: '27/11/2026',
    }),
    'bienvenida.panaderia': informationLeaflet({
      company: bakery,
      protocols: ['LOPD', 'ACOSO'],
      provider: { ...provider, phone: '+34 922 000 000' },
      publicUrl: 'https://cumplia.example',
      generatedOn: '27/11/2026',
    }),
    'orden.nueva': mandateRenewal({
      company: bakery,
      mandateReference: 'CUMPLIA-00000007-R1',
      expiredReference: 'CUMPLIA-00000007',
      lastUsedOn: '02/11/2023',
      provider: sepaProvider,
      generatedOn: '27/11/2026',
    }),
  };
}

describe('legal documents from templates', () => {
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

  it.each(Object.keys(contractsAndLeaflet()))('%s reads as its golden text', async (name) => {
    const spec = contractsAndLeaflet()[name as keyof ReturnType<typeof contractsAndLeaflet>];
    await expect(documentText(spec)).toMatchFileSnapshot(`golden/${name}.txt`);
  });

  it('the contract: pre-contract information, capacity, full processor clause, renewal notice, termination, law', () => {
    const documents = contractsAndLeaflet();
    const company = documentText(documents['contrato.panaderia-sepa']);
    expect(company).toContain('Información previa a la contratación (artículo 27 de la Ley 34/2002, LSSI)');
    expect(company).toContain('que declara actuar con poder suficiente y vigente para obligar al cliente');
    expect(company).toContain('Subencargados: el cliente autoriza de forma general');
    expect(company).toContain('Tipo de datos y categorías de interesados');
    expect(company).toContain('artículo 28.3.h RGPD');
    expect(company).toContain(
      'Dieciocho días antes de la fecha de renovación, el prestador comunica al cliente por correo electrónico esa fecha y el precio',
    );
    expect(company).toContain('mantiene el acceso a su área para descargar sus contratos firmados y sus facturas');
    expect(company).toContain('se limita al importe pagado por el cliente en los doce meses anteriores');
    expect(company).toContain('Este contrato se rige por la ley española.');
    expect(company).toContain('Puede obtener información adicional sobre sus derechos en su entidad financiera.');
    expect(company.indexOf('Orden de domiciliación de adeudo directo SEPA')).toBeLessThan(company.indexOf('. Firma'));
    const selfEmployed = documentText(documents['contrato.psicologa-transferencia']);
    expect(selfEmployed).toContain('que contrata en su propio nombre en el ejercicio de su actividad profesional');
    expect(selfEmployed).not.toContain('Orden de domiciliación');
  });

  it('every placeholder of the contract, mandate and leaflet templates is a field their data offers', () => {
    for (const [name, spec] of Object.entries(contractsAndLeaflet())) {
      expect(documentText(spec), name).not.toMatch(/undefined|\[object Object\]/);
    }
    const bakery = { ...sampleOf('panaderia').company, metodoDePago: 'SEPA' as const, numCuenta: IBAN };
    const contract = contractData({
      company: bakery,
      protocol: 'LOPD',
      priceCents: 100,
      tax: indirectTaxFor({ territory: 'CANARIAS' }, 'CANARIAS'),
      mandateReference: 'R',
      provider: sepaProvider,
      generatedOn: '1',
    });
    expect(unknownPlaceholders(legalTemplate(CONTRACT_TEMPLATES[0]), [contract])).toEqual([]);
    const mandate = mandateData({ company: bakery, mandateReference: 'R', provider: sepaProvider, generatedOn: '1' });
    expect(unknownPlaceholders(legalTemplate(CONTRACT_TEMPLATES[1]), [mandate])).toEqual([]);
    const leaflet = leafletData({
      company: bakery,
      protocols: ['LOPD'],
      provider: { ...provider, phone: '1' },
      publicUrl: 'https://cumplia.example',
      generatedOn: '1',
    });
    expect(unknownPlaceholders(legalTemplate(LEAFLET_TEMPLATE), [leaflet])).toEqual([]);
  });

  it('every placeholder of every template is a field its data offers, and the activity library reads', () => {
    expect(legalTemplateProblems()).toEqual([]);
  });

  it('every sample register is as its owner confirmed it: nothing missing, nothing contradictory', () => {
    for (const [name, sample] of SAMPLES) {
      expect(registerProblems(sample.register.activities), name).toEqual([]);
    }
  });

  it('the start-up check names a misspelt placeholder and an activity model that is not a record', async () => {
    await withWordingCopy((edit, folder) => {
      edit('acoso.md', '{{asesor}}', '{{asesora}}');
      edit(
        'actividades/comunes.yaml',
        'basesLegales: [contrato, obligacionLegal]',
        'basesLegales: [contrato, obligacion]',
      );
      edit('actividades/sectores.yaml', '    normativa: RD 933/2021', '    normativas: RD 933/2021');
      const problems = legalTemplateProblems();
      expect(problems).toContain('acoso.md: {{asesora}}');
      expect(problems).toContainEqual(
        expect.stringMatching(/^actividades\/comunes\.yaml: clientes actividad\.basesLegales\.1: /),
      );
      expect(problems).toContainEqual(expect.stringMatching(/^actividades\/sectores\.yaml: viajeros/));
      expect(() => useSoundLegalTemplates(folder)).toThrow(/The legal templates cannot be used/);
    });
  });

  it('the check names a misspelt or unknown placeholder, also inside loops and conditions', () => {
    const body =
      '# A\n{{empresa.razonSocal}}\n{{#each actividades}}{{nombre}} {{finalidat}} {{../fecha}}{{/each}}\n{{#if tiene.web}}{{sitio}}{{/if}}';
    const data = { empresa: { razonSocial: 'X' }, actividades: [{ nombre: 'a' }], fecha: '1', tiene: { web: true } };
    expect(unknownPlaceholders({ name: 't.md', version: 'v', changes: '', fields: {}, body }, [data])).toEqual([
      't.md: {{actividades[].finalidat}}',
      't.md: {{empresa.razonSocal}}',
      't.md: {{sitio}}',
    ]);
  });

  it("a company's own answers cannot add headings, bullets or table cells", () => {
    const template = {
      name: 't',
      version: 'v',
      changes: '',
      fields: {},
      body: '# Datos\n\n{{a}}\n\n| X | Y |\n|--|--|\n| {{b}} | z |\n',
    };
    const [section, ...rest] = templateSections(template, { a: '# ANEXO VI falso', b: 'uno | dos - tres' });
    expect(rest).toEqual([]);
    expect(section?.blocks).toEqual([
      { kind: 'paragraph', text: '# ANEXO VI falso' },
      { kind: 'table', headers: ['X', 'Y'], widths: [16, 4], rows: [['uno | dos - tres', 'z']] },
    ]);
  });

  it('typed answers enter a document clean: no doubled punctuation, no label the document already prints', () => {
    const context = contextOf('hotel');
    const typed = {
      ...context,
      profile: {
        ...context.profile,
        representantes: 'Comité de empresa: Yaiza González Afonso (presidenta)..',
        horarioLaboral: 'turnos de 7:00 a 15:00 (recepción)..',
      },
    };
    const acoso = documentText(PROTOCOLS.acoso.build(typed));
    expect(acoso).toContain('Por la representación (comité de empresa: Yaiza González Afonso (presidenta))');
    expect(acoso).not.toMatch(/Comité de empresa: Comité de empresa/i);
    const digital = documentText(PROTOCOLS.desconexion.build(typed));
    expect(digital).toContain('turnos de 7:00 a 15:00 (recepción)');
    for (const text of [acoso, digital]) expect(text).not.toMatch(/[^.]\.\.(?!\.)/);
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

  it('biometrics of members and minors: consent with an alternative, staff left out, stopped until the DPIA', () => {
    const text = textOf('gimnasio', 'lopd');
    const record = recordOf(text, 'Datos biométricos');
    expect(record).toContain('Usuarios, socios o abonados y menores de edad.');
    expect(record).toContain('consentimiento explícito (art. 9.2.a RGPD)');
    expect(record).toContain('El personal ficha con tarjeta');
    expect(text).toContain(
      'la empresa no inicia ni mantiene el tratamiento hasta haber realizado la evaluación de impacto',
    );
    expect(text).toContain('Datos biométricos: datos biométricos para identificar a una persona, personas vulnerables');
    expect(text).toContain('artículo 48');
  });

  it("a school's pupils' health data rest on the education law, not on clinical records", () => {
    const text = textOf('colegio', 'lopd');
    expect(recordOf(text, 'Alumnado y familias')).toContain('disposición adicional vigesimotercera de la LO 2/2006');
    expect(recordOf(text, 'Alumnado y familias')).toContain(
      'interés público esencial establecido por ley (art. 9.2.g RGPD)',
    );
    expect(text).not.toContain('Historia clínica: se conserva');
    expect(text).toContain('coordinadora de bienestar y protección');
    expect(text).toContain('artículo 57');
    expect(recordOf(text, 'Certificados de antecedentes penales')).toContain('Datos penales:');
  });

  it('a security firm that runs its clients’ cameras keeps a processor record and a client contract model', () => {
    const text = textOf('seguridad', 'lopd');
    expect(text).toContain('Registro de las actividades como encargada (artículo 30.2 RGPD)');
    expect(text).toContain('Modelo de contrato de encargo con cada cliente (artículo 28.3 RGPD)');
    expect(text).toContain(
      'Quinta. Subencargados (artículo 28.2 y 28.4 RGPD): no recurre a otros encargados sin autorización previa por escrito, específica, del cliente.',
    );
    expect(text).toContain('el tipo de datos: Imágenes de las cámaras de los clientes');
    // Each processor handles the data of the activities that name it: the tracking firm, only the positions.
    expect(text).toContain(
      'Segunda. Tipo de datos: los de «Localización de los vehículos de patrulla», según su ficha del registro',
    );
    expect(text).toContain('Tratamiento: Sistema interno de información (canal de denuncias)');
    expect(text).toContain('carece de antecedentes penales por delitos dolosos (art. 28.1 de la Ley 5/2014)');
    expect(text).toContain('Funciona solo durante la jornada de trabajo.');
    expect(text).toContain('Información previa al personal (artículos 89 y 90 LOPDGDD)');
  });

  it('a self-employed psychologist: exempt from the DPO as an individual professional, no impact assessment, no staff documents', () => {
    const text = textOf('psicologa', 'lopd');
    expect(text).not.toContain('representada por');
    expect(text).not.toContain('Compromiso de confidencialidad del personal');
    expect(text).toContain('Sin personas trabajadoras, Alicia Domínguez Ferrera no está obligada');
    expect(text).toContain('Por el RESPONSABLE: Alicia Domínguez Ferrera          Por el ENCARGADO');
    expect(text).not.toContain('laborales y de Seguridad Social');
    expect(text).toContain('el artículo 34.1.l LOPDGDD exceptúa a quien ejerce así');
    expect(text).toContain('considerando 91 RGPD');
    expect(text).not.toContain('debe realizar una evaluación de impacto');
    expect(text).not.toContain('su sector no figura');
    expect(applies('psicologa', 'acoso')).toBe(false);
    expect(applies('psicologa', 'desconexion')).toBe(false);
  });

  it('the confidential adviser is not on the committee, and complaints about the direction have an outside route', () => {
    const text = textOf('transportes', 'acoso');
    expect(text).toContain('Persona asesora confidencial: Marcos Hernández Dorta.');
    expect(text).toContain('Comisión instructora: Sergio Guanche Padrón y Lidia Pérez Hernández.');
    expect(text).toContain('puede presentarse ante Asesoría Laboral Norte S.L., instructora externa');
    expect(text).toContain('Inspección de Trabajo y Seguridad Social');
    expect(text).toContain('Convenio 190');
    expect(text).toContain('Si la denuncia afecta a la dirección, la instruye Asesoría Laboral Norte S.L.');
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

  it('from 50 staff the whistleblowing system is complete: its responsible person notified, acknowledgement, answer, anonymity', () => {
    const text = textOf('residencia', 'lopd');
    expect(text).toContain(
      'su nombramiento y su cese se notifican a la Autoridad Independiente de Protección del Informante',
    );
    expect(text).toContain('siete días naturales siguientes a la recepción');
    expect(text).toContain('plazo máximo de tres meses desde la recepción');
    expect(text).toContain('también comunicaciones anónimas (artículo 7)');
    expect(textOf('panaderia', 'lopd')).not.toContain('Autoridad Independiente de Protección del Informante');
  });

  it('disconnection gives each group of staff its own band and follows the collective agreement', () => {
    const text = textOf('software', 'desconexion');
    expect(text).toContain('— Grupos de personal con su propio horario');
    expect(text).toContain(
      '• Equipo de desarrollo en remoto desde la península: horario de lunes a viernes, de 9:00 a 18:00 hora peninsular, con entrada flexible entre 8:00 y 10:00; desconexión de 19:00 a 08:00. Horas en hora peninsular (una más que en Canarias).',
    );
    expect(text).toContain('respeta la franja de la persona que recibe la comunicación');
    expect(text).toContain('El convenio colectivo aplicable (XVIII Convenio colectivo estatal');
    expect(textOf('panaderia', 'desconexion')).not.toContain('Grupos de personal con su propio horario');
  });

  it('a transfer abroad shows only on the activities whose record names it, with its Chapter V mechanism', () => {
    const text = textOf('academia', 'lopd');
    const row = (activity: string) =>
      recordOf(text, activity)
        .split('\n')
        .find((line) => line.startsWith('| Transferencias'));
    expect(row('Clientes')).toContain(
      'A ClassCloud Inc. (Estados Unidos): marco de Privacidad de Datos UE-EE. UU., con la entidad certificada (art. 45 RGPD).',
    );
    expect(row('Menores de edad')).toContain('A ClassCloud Inc.');
    expect(row('Proveedores')).toBe('| Transferencias | No se prevén. |');
    expect(text).toContain('Decimotercera. Transferencias internacionales');
    // A language academy is neither a school of the education law nor a sport or leisure entity (LO 8/2021).
    expect(text).not.toContain('artículo 48');
    expect(text).not.toContain('coordinadora de bienestar');
    expect(text).toContain('artículo 57');
  });

  it('processor contracts name the data and the people of the activities that use the processor (art. 28.3 RGPD)', () => {
    const text = textOf('panaderia', 'lopd');
    expect(text).toContain(
      'Segunda. Tipo de datos: los de «Clientes», «Proveedores» y «Gestión del personal», según su ficha del registro',
    );
  });

  it('a wording changed only in a template file shows in the next document, under a new version', async () => {
    await withWordingCopy((edit) => {
      const before = protocolWordingVersion('desconexion');
      const sentence = 'Esta frase la ha añadido la abogada en la plantilla.';
      edit('desconexion.md', '# Ámbito de aplicación\n', `# Ámbito de aplicación\n\n${sentence}\n`);
      expect(protocolWordingVersion('desconexion')).not.toBe(before);
      expect(textOf('panaderia', 'desconexion')).toContain(sentence);
    });
  });
});
