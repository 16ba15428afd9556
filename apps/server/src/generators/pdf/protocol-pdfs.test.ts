import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test-support/pdf-text.js';
import type { DocumentCompany } from './document-company.js';
import { type ProtocolKind, renderProtocol } from './protocol-pdfs.js';

const company: DocumentCompany = {
  razonSocial: 'Panadería La Laguna S.L.',
  nifCif: 'B38567897',
  direccion: 'Calle Herradores 18',
  codigoPostal: '38201',
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
        'Calle Herradores 18',
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
