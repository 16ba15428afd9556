import { indirectTaxFor, missingProfileAnswers, territoryOfPostalCode } from '@cumplia/domain';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test-support/pdf-text.js';
import type { DocumentCompany } from './document-company.js';
import { type ProtocolKind, renderProtocol } from './protocol-pdfs.js';
import { renderDocument } from './render-document.js';
import { serviceContract } from './service-contract.js';

const company: DocumentCompany = {
  razonSocial: 'Panadería La Laguna S.L.',
  tipo: 'E',
  nifCif: 'B38567897',
  direccion: 'Calle Herradores 18',
  codigoPostal: '38201',
  localidad: 'San Cristóbal de La Laguna',
  provincia: 'Santa Cruz de Tenerife',
  actividad: 'Fabricación de pan y productos frescos de panadería',
  cnae: '1071',
  nombre: 'Rosa Martín Febles',
  numTrabajadores: 62,
  email: 'rosa@panaderialalaguna.example',
  telefono: '+34612345678',
};

import { SAMPLE_COMPANIES, type SampleCompany } from './sample-profiles.js';

const provider = {
  legalName: 'Cumplia Soluciones Normativas S.L.',
  nif: 'B38990016',
  address: 'Santa Cruz de Tenerife',
  email: 'hola@cumplia.example',
};

async function textOf(sample: SampleCompany, kind: ProtocolKind) {
  const pdf = await renderProtocol(kind, { ...sample, profileVersion: 3, provider, generatedOn: '21/11/2026' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(new Uint8Array(pdf));
}

const HEADINGS: Record<ProtocolKind, string[]> = {
  lopd: [
    'Registro de actividades de tratamiento (artículo 30 RGPD y artículo 31 LOPDGDD)',
    'Análisis de riesgos, evaluación de impacto y delegado de protección de datos',
    'Información a las personas interesadas (artículos 13 y 14 RGPD; artículo 11 LOPDGDD)',
    'Política de privacidad',
    'Contratos de encargado del tratamiento (artículo 28.3 RGPD)',
    'Compromiso de confidencialidad del personal (artículo 5 LOPDGDD)',
    'Medidas de seguridad (artículo 32 RGPD)',
    'Procedimiento de ejercicio de derechos',
    'Formulario de solicitud de ejercicio de derechos',
    'Brechas de seguridad (artículos 33 y 34 RGPD)',
    'Registro de brechas de seguridad',
    'Bloqueo de los datos (artículo 32 LOPDGDD)',
    '72 horas',
  ],
  acoso: [
    'Declaración de principios',
    'Ámbito de aplicación',
    'Definiciones y ejemplos',
    'Medidas de prevención',
    'Canal de denuncias y órgano instructor',
    'Procedimiento de actuación',
    'Vía informal',
    'Vía formal',
    'Garantías',
    'Régimen sancionador',
    'Seguimiento y revisión',
    'Anexo I. Formulario de denuncia',
    'Anexo II. Compromiso de confidencialidad',
    'Anexo III. Acuses de recibo',
    'Anexo IV.',
    'Artículo 48 de la Ley Orgánica 3/2007',
    'Ley Orgánica 10/2022',
    'LISOS',
  ],
  desconexion: [
    'Objeto y marco normativo',
    'Ámbito de aplicación',
    'Franjas de desconexión',
    'Excepciones',
    'Trabajo a distancia y teletrabajo',
    'Formación y sensibilización',
    'Anexo. ',
    'Artículo 88 de la Ley Orgánica 3/2018',
    'Artículo 20 bis del Estatuto de los Trabajadores',
    'Artículo 18 de la Ley 10/2021',
  ],
};

describe('protocol documents from the compliance profile', () => {
  for (const [sampleName, sample] of Object.entries(SAMPLE_COMPANIES)) {
    it.each(['lopd', 'acoso', 'desconexion'] as const)(
      `${sampleName} %s: company data, sections, pages`,
      async (kind) => {
        expect(missingProfileAnswers(sample.profile, kind, sample.company)).toEqual([]);
        const { text, pages } = await textOf(sample, kind);
        for (const value of [
          sample.company.razonSocial,
          sample.company.nifCif,
          sample.company.direccion,
          sample.company.nombre,
          sample.company.cnae,
          '21/11/2026',
          `${sample.profile.numTrabajadores} (plantilla declarada`,
          'Versión del perfil: 3',
        ]) {
          expect(text).toContain(value);
        }
        for (const heading of HEADINGS[kind]) expect(text).toContain(heading);
        expect(text).toContain(`Página ${pages} de ${pages}`);
        expect(text).not.toMatch(/\[[a-z ]+\]|a designar\b|\bundefined\b|\bnull\b|NaN/);
      },
    );
  }

  it('bakery: low risk, no DPO, no impact assessment, no cameras, the gestoría as processor, no LGTBI annex', async () => {
    const lopd = (await textOf(SAMPLE_COMPANIES.bakery, 'lopd')).text;
    expect(lopd).toContain('Concurre un criterio: el riesgo no se considera alto');
    expect(lopd).toContain('No está obligada a designarlo');
    expect(lopd).toContain('no es necesaria una evaluación de impacto');
    expect(lopd).toContain('Contrato 1. Gestoría Atlántica S.L. (NIF B38123451)');
    expect(lopd).not.toContain('videovigilancia');
    expect(lopd).toContain('no está obligada a disponer del sistema interno de información');
    const acoso = (await textOf(SAMPLE_COMPANIES.bakery, 'acoso')).text;
    expect(acoso).toContain('Persona asesora confidencial: Carmen Díaz Rodríguez');
    expect(acoso).toContain('Anexo IV. Comunicación del protocolo a la plantilla');
    expect(acoso).toContain('canal@panaderialalaguna.example');
    expect(acoso).not.toContain('Anexo V');
    expect(acoso).toContain('no existe representación legal');
    const digital = (await textOf(SAMPLE_COMPANIES.bakery, 'desconexion')).text;
    expect(digital).toContain('de 14:30 a 06:00');
  });

  it('dental clinic: health data (art. 9), Ley 41/2002 retention, DPO required and named, impact assessment', async () => {
    const { text } = await textOf(SAMPLE_COMPANIES.clinic, 'lopd');
    expect(text).toContain('Categorías especiales de datos y obligaciones del sector');
    expect(text).toContain(
      'Categorías especiales: medicina preventiva o laboral, asistencia sanitaria o social (art. 9.2.h RGPD)',
    );
    expect(text).toContain('artículo 9.2.h');
    expect(text).toContain(
      'cinco años contados desde la fecha del alta de cada proceso asistencial (artículo 17.1 Ley 41/2002)',
    );
    expect(text).toContain('la empresa está obligada a designarlo por ser centro sanitario');
    expect(text).toContain('artículo 34.1.l LOPDGDD');
    expect(text).toContain('Lucía Ojeda Martel');
    expect(text).toContain('Al concurrir dos o más criterios');
    expect(text).not.toContain('el riesgo se considera bajo');
    expect(text).toContain('Tratamiento: Pacientes e historia clínica');
    expect(text).toContain('Contrato 2. Dentisoft Canarias S.L.');
    expect(text).toContain('Aviso legal y política de cookies de https://sonrisaatlantica.example');
    const acoso = (await textOf(SAMPLE_COMPANIES.clinic, 'acoso')).text;
    expect(acoso).toContain('Comisión instructora: Javier Santana Ruiz y Nayra Cabrera León.');
    expect(acoso).toContain('Anexo IV. Acta de negociación con la representación legal');
    expect(acoso).toContain('delegados o delegadas de personal: Nayra Cabrera León');
    const digital = (await textOf(SAMPLE_COMPANIES.clinic, 'desconexion')).text;
    expect(digital).toContain('localizable los sábados');
  });

  it('hotel: LGTBI annex, works council, committee, CCTV annex and sign, transfers, whistleblowing channel', async () => {
    const acoso = (await textOf(SAMPLE_COMPANIES.hotel, 'acoso')).text;
    expect(acoso).toContain('Anexo V. Propuesta de medidas LGTBI y de protocolo frente al acoso y la violencia');
    expect(acoso).toContain('artículo 15 de la Ley 4/2023 y Real Decreto 1026/2024');
    expect(acoso).toContain(
      'Comisión instructora: Alberto Hernández Perera, Yaiza González Afonso y Óscar Delgado Marrero',
    );
    expect(acoso).toContain('comité de empresa: Yaiza González Afonso (presidenta)');
    expect(acoso).toContain('igualdad@miradordelteide.example');
    const lopd = (await textOf(SAMPLE_COMPANIES.hotel, 'lopd')).text;
    expect(lopd).toContain('Anexo de videovigilancia (artículos 22 y 89 LOPDGDD)');
    expect(lopd).toContain('ZONA VIDEOVIGILADA. Responsable: Hotel Mirador del Teide S.A.');
    expect(lopd).toContain('recepción, entradas, aparcamiento');
    expect(lopd).toContain('Marco de Privacidad de Datos UE-EE. UU.');
    expect(lopd).toContain('artículo 10.1.a Ley 2/2023');
    expect(lopd).toContain('Contrato 3. Prevención Insular S.L.');
    const digital = (await textOf(SAMPLE_COMPANIES.hotel, 'desconexion')).text;
    expect(digital).toContain('hasta dos días por semana');
    expect(digital).toContain('La franja general de 17:30 a 08:30 se aplica solo al personal con horario fijo');
  });
});

describe('the versions and the review state a protocol document prints', () => {
  it('prints its wording version, and the register version for the data protection pack, on every page', async () => {
    const { text, pages } = await textOf(SAMPLE_COMPANIES.bakery, 'lopd');
    expect(text.match(/Redacción [0-9a-f]{12} · Registro de actividades v1/g)).toHaveLength(pages);
    expect(text).toContain('Registro de actividades: versión 1, revisada por Rosa Martín Febles');
    expect(text).not.toContain('BORRADOR');
    const acoso = await textOf(SAMPLE_COMPANIES.bakery, 'acoso');
    expect(acoso.text.match(/Redacción [0-9a-f]{12}/g)).toHaveLength(acoso.pages);
  });

  it('a pack from a register nobody has confirmed says it is a draft on every page', async () => {
    const unreviewed = {
      ...SAMPLE_COMPANIES.bakery,
      register: { ...SAMPLE_COMPANIES.bakery.register, version: 2, review: null },
    };
    const { text, pages } = await textOf(unreviewed, 'lopd');
    expect(pages).toBeGreaterThan(1);
    expect(text.match(/BORRADOR PENDIENTE DE REVISIÓN/g)).toHaveLength(pages);
    expect(text).toContain('Registro de actividades: versión 2, pendiente de revisión');
  });
});

describe('service contract price table', () => {
  const contractText = async (codigoPostal: string, localidad: string, provincia: string) => {
    const recipient = territoryOfPostalCode(codigoPostal);
    const pdf = await renderDocument(
      serviceContract({
        company: { ...company, codigoPostal, localidad, provincia, metodoDePago: 'TRANSFERENCIA', numCuenta: '' },
        protocol: 'LOPD',
        priceCents: 10000,
        tax: indirectTaxFor({ territory: 'CANARIAS' }, recipient),
        mandateReference: 'CUMPLIA-00000001',
        provider: { ...provider, sepa: { creditorName: provider.legalName, creditorId: 'ES00ZZZB38990016' } },
        generatedOn: '21/11/2026',
      }),
    );
    return (await pdfText(new Uint8Array(pdf))).text;
  };

  it('prices a Canarian client with IGIC 7 % and dates the contract in its town', async () => {
    const text = await contractText('38201', 'San Cristóbal de La Laguna', 'Santa Cruz de Tenerife');
    expect(text).toContain('IGIC 7 %');
    expect(text).toContain('100,00 € 7,00 € 107,00 €');
    expect(text).toContain('En San Cristóbal de La Laguna, a 21/11/2026.');
    expect(text).not.toContain('IVA (21 %)');
  });

  it('prices a peninsular client without IGIC and says who pays the IVA', async () => {
    const text = await contractText('28009', 'Madrid', 'Madrid');
    expect(text).toContain('IGIC (no sujeta)');
    expect(text).toContain('100,00 € 0,00 € 100,00 €');
    expect(text).toContain('Inversión del sujeto pasivo: el IVA lo declara el destinatario');
    expect(text).toContain('Calle Herradores 18, 28009 Madrid');
    expect(text).toContain('En Madrid, a 21/11/2026.');
  });
});
