import { indirectTaxFor, territoryOfPostalCode } from '@cumplia/domain';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test-support/pdf-text.js';
import type { DocumentCompany } from './document-company.js';
import { type ProtocolKind, renderProtocol } from './protocol-pdfs.js';
import { renderDocument } from './render-document.js';
import { serviceContract } from './service-contract.js';

const company: DocumentCompany = {
  razonSocial: 'Panadería La Laguna S.L.',
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
const provider = {
  legalName: 'Cumplia Soluciones Normativas S.L.',
  nif: 'B38990016',
  address: 'Santa Cruz de Tenerife',
  email: 'hola@cumplia.example',
};

async function textOf(kind: ProtocolKind) {
  const pdf = await renderProtocol(kind, { company, provider, generatedOn: '21/11/2026' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(new Uint8Array(pdf));
}

const EXPECTED: Record<ProtocolKind, { headings: string[]; laws: string[] }> = {
  lopd: {
    headings: [
      'Registro de actividades de tratamiento',
      'Contrato de encargado del tratamiento',
      'Medidas de seguridad',
      'Procedimiento de ejercicio de derechos',
      'Brechas de seguridad',
    ],
    laws: [
      'artículo 30 RGPD',
      'artículo 28.3 RGPD',
      'artículo 11 LOPDGDD',
      'artículo 5 LOPDGDD',
      '72 horas',
      'Ley 2/2023',
    ],
  },
  acoso: {
    headings: [
      'Declaración de principios',
      'Ámbito de aplicación',
      'Definiciones y ejemplos',
      'Medidas de prevención',
      'Canal de denuncias',
      'Procedimiento de actuación',
      'Garantías',
      'Régimen sancionador',
      'Seguimiento y revisión',
      'Anexo I. Formulario de denuncia',
    ],
    laws: [
      'Artículo 48 de la Ley Orgánica 3/2007',
      'Ley Orgánica 10/2022',
      'Real Decreto 901/2020',
      'Ley 31/1995',
      'Ley 15/2022',
      'Ley 4/2023',
      'LISOS',
    ],
  },
  desconexion: {
    headings: [
      'Objeto y marco normativo',
      'Ámbito de aplicación',
      'Franjas de desconexión',
      'Excepciones',
      'Trabajo a distancia y teletrabajo',
      'Formación y sensibilización',
    ],
    laws: [
      'Artículo 88 de la Ley Orgánica 3/2018',
      'Artículo 20 bis del Estatuto de los Trabajadores',
      'Artículo 18 de la Ley 10/2021',
      'artículo 87 de la LOPDGDD',
    ],
  },
};

describe('protocol documents', () => {
  it.each(['lopd', 'acoso', 'desconexion'] as const)(
    '%s: company data, headings, law references, page numbers',
    async (kind) => {
      const { text, pages } = await textOf(kind);
      for (const value of [
        'Panadería La Laguna S.L.',
        'B38567897',
        'Calle Herradores 18, 38201 San Cristóbal de La Laguna (Santa Cruz de Tenerife)',
        'En San Cristóbal de La Laguna, a 21/11/2026.',
        'Rosa Martín Febles',
        '21/11/2026',
        '1071',
      ]) {
        expect(text).toContain(value);
      }
      for (const heading of EXPECTED[kind].headings) expect(text).toContain(heading);
      for (const law of EXPECTED[kind].laws) expect(text).toContain(law);
      expect(text).toContain(`Página 1 de ${pages}`);
      expect(text).toContain(`Página ${pages} de ${pages}`);
      expect(text).toContain('Cumplia Soluciones Normativas S.L.');
    },
  );
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
