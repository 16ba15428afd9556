import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { type DocumentBlock, renderDocument } from './render-document.js';

const filler = (count: number): DocumentBlock[] =>
  Array.from({ length: count }, (_, index) => ({
    kind: 'paragraph',
    text: `Párrafo ${index + 1} de relleno para llevar la tabla hasta el pie de la página.`,
  }));

const table: DocumentBlock = {
  kind: 'table',
  headers: ['Cabecera del acreedor', 'Cabecera del deudor'],
  rows: Array.from({ length: 12 }, (_, index) => [`fila ${index + 1} acreedor`, `fila ${index + 1} deudor`]),
  widths: [1, 1],
};

/** Each page's text of a document whose table starts after `count` filler paragraphs. */
async function pagesWithTableAfter(count: number): Promise<string[]> {
  const pdf = await renderDocument({
    title: 'Contrato',
    subtitle: 'Prueba de maquetación',
    companyData: [['Empresa', 'Prueba S.L.']],
    generatedOn: '27/11/2026',
    provider: { legalName: 'Cumplia S.L.', nif: 'B00000000', address: 'Santa Cruz de Tenerife', email: 'a@b.example' },
    sections: [{ heading: 'Orden de domiciliación SEPA', blocks: [...filler(count), table] }],
  });
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const result = await parser.getText();
  await parser.destroy();
  return result.pages.map((page) => page.text.replace(/\s+/g, ' '));
}

describe('document tables', () => {
  it('never leave their header alone at a page foot, and repeat it on the page they run on to', async () => {
    for (let count = 20; count <= 34; count += 2) {
      const pages = await pagesWithTableAfter(count);
      for (const page of pages.filter((text) => text.includes('Cabecera del acreedor'))) {
        expect(page, `${count} paragraphs`).toMatch(/Cabecera del acreedor.*fila \d+ acreedor/);
      }
      const rowPages = pages.filter((text) => /fila \d+ acreedor/.test(text));
      for (const page of rowPages) expect(page, `${count} paragraphs`).toContain('Cabecera del acreedor');
    }
  });
});
