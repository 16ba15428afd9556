import { FONT, NO_DEFAULT_FONT, useDocumentFonts } from './fonts.js';

export type DocumentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'table'; headers: string[]; rows: string[][]; widths: number[] }
  | { kind: 'subheading'; text: string }
  | { kind: 'signature'; lines: string[] };

export type DocumentSection = { heading: string; blocks: DocumentBlock[] };

export type DocumentSpec = {
  title: string;
  subtitle: string;
  /** Label and value pairs of the client company, printed on page 1. */
  companyData: [string, string][];
  generatedOn: string;
  provider: { legalName: string; nif: string; address: string; email: string };
  sections: DocumentSection[];
  /** Written from a register nobody has reviewed yet: every page says it is a draft. */
  draft?: boolean;
  /** The versions the document is written with (wording, register), printed on every page. */
  versions?: string;
};

/** What every page of a draft says, at its head. */
export const DRAFT_MARK =
  'BORRADOR PENDIENTE DE REVISIÓN: no firme ni entregue este documento hasta confirmar el registro de actividades.';

/** The product's document palette, shared by every generated PDF. */
export const PDF_COLORS = { teal: '#0e5a66', accent: '#f08a3c', text: '#1f2933', muted: '#52606d' } as const;
const { teal: TEAL, accent: ACCENT, text: TEXT, muted: MUTED } = PDF_COLORS;
const MARGIN = 56;

/**
 * A4 document with the product's letterhead, the client's data block, numbered headings and 'Página X de Y', in
 * the embedded document font (fonts.ts), so any Latin name prints.
 * Pure: plain data in, PDF bytes out.
 */
export async function renderDocument(spec: DocumentSpec): Promise<Buffer> {
  // Loaded on first use: most requests and processes never draw a PDF.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 96, bottom: 72, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: spec.title, Author: spec.provider.legalName, Subject: spec.subtitle, Creator: 'Cumplia' },
    lang: 'es-ES',
    font: NO_DEFAULT_FONT,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - MARGIN * 2;
  useDocumentFonts(doc);

  doc.fillColor(TEAL).font(FONT.bold).fontSize(20).text(spec.title, { width });
  doc.moveDown(0.2).fillColor(MUTED).font(FONT.regular).fontSize(11).text(spec.subtitle, { width });
  doc.moveDown(0.8);

  const boxTop = doc.y;
  doc.fillColor(TEXT).fontSize(9.5);
  for (const [label, value] of spec.companyData) {
    doc.font(FONT.bold).text(`${label}: `, MARGIN + 12, doc.y, { continued: true, width: width - 24 });
    doc.font(FONT.regular).text(value || '—');
  }
  doc.font(FONT.regular).text(`Fecha de generación: ${spec.generatedOn}`, MARGIN + 12, doc.y, { width: width - 24 });
  const boxBottom = doc.y + 8;
  doc
    .save()
    .lineWidth(0.8)
    .strokeColor(TEAL)
    .roundedRect(MARGIN, boxTop - 8, width, boxBottom - boxTop + 8, 4)
    .stroke()
    .restore();
  doc.x = MARGIN;
  doc.y = boxBottom + 16;

  spec.sections.forEach((section, index) => {
    if (doc.y > doc.page.height - 160) doc.addPage();
    doc
      .moveDown(0.6)
      .fillColor(TEAL)
      .font(FONT.bold)
      .fontSize(13)
      .text(`${index + 1}. ${section.heading}`, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
    for (const block of section.blocks) renderBlock(doc, block, width);
  });

  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.fillColor(TEAL).font(FONT.bold).fontSize(15).text('Cumplia', MARGIN, 40, { lineBreak: false });
    doc.save().rect(MARGIN, 62, 28, 2.5).fill(ACCENT).restore();
    doc
      .fillColor(MUTED)
      .font(FONT.regular)
      .fontSize(8)
      .text(spec.title, MARGIN + 120, 44, { width: width - 120, align: 'right', lineBreak: false });
    if (spec.versions) {
      doc.text(spec.versions, MARGIN + 120, 55, { width: width - 120, align: 'right', lineBreak: false });
    }
    if (spec.draft) drawDraftMark(doc, width);
    const footerY = doc.page.height - 48;
    doc
      .save()
      .lineWidth(0.5)
      .strokeColor('#cbd2d9')
      .moveTo(MARGIN, footerY - 8)
      .lineTo(MARGIN + width, footerY - 8)
      .stroke()
      .restore();
    doc
      .fillColor(MUTED)
      .fontSize(7.5)
      .text(
        `${spec.provider.legalName} · NIF ${spec.provider.nif} · ${spec.provider.address} · ${spec.provider.email}`,
        MARGIN,
        footerY,
        {
          width: width - 90,
          lineBreak: false,
          ellipsis: true,
        },
      );
    doc.text(`Página ${i + 1} de ${pages.count}`, MARGIN + width - 90, footerY, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** A draft's mark: a line at the head of the page and a faint diagonal word across it. */
function drawDraftMark(doc: PDFKit.PDFDocument, width: number) {
  doc
    .fillColor(ACCENT)
    .font(FONT.bold)
    .fontSize(8)
    .text(DRAFT_MARK, MARGIN, 72, { width, lineBreak: false, ellipsis: true });
  const { width: pageWidth, height: pageHeight } = doc.page;
  doc
    .save()
    .rotate(-40, { origin: [pageWidth / 2, pageHeight / 2] })
    .fillColor(ACCENT)
    .fillOpacity(0.08)
    .font(FONT.bold)
    .fontSize(96)
    .text('BORRADOR', 0, pageHeight / 2 - 48, { width: pageWidth, align: 'center', lineBreak: false })
    .restore();
}

function renderBlock(doc: PDFKit.PDFDocument, block: DocumentBlock, width: number) {
  doc.fillColor(TEXT).font(FONT.regular).fontSize(10);
  switch (block.kind) {
    case 'paragraph':
      doc.text(block.text, MARGIN, doc.y, { width, align: 'justify', lineGap: 2 });
      doc.moveDown(0.5);
      break;
    case 'subheading':
      // A heading goes with the start of what it heads, not alone at a page foot.
      keepRoom(doc, 60);
      doc.moveDown(0.2).font(FONT.bold).fontSize(10.5).fillColor(TEAL).text(block.text, MARGIN, doc.y, { width });
      doc.moveDown(0.2);
      break;
    case 'bullets':
      for (const item of block.items) {
        doc.text(`•  ${item}`, MARGIN + 10, doc.y, { width: width - 10, lineGap: 2, indent: 0 });
        doc.moveDown(0.2);
      }
      doc.moveDown(0.3);
      break;
    case 'table':
      renderTable(doc, block, width);
      break;
    case 'signature':
      doc.moveDown(1.2);
      for (const line of block.lines) doc.text(line, MARGIN, doc.y, { width });
      doc.moveDown(0.5);
      break;
  }
}

/** Starts a new page unless `height` more points fit above the bottom margin. */
function keepRoom(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/**
 * A table whose header row never stands alone at a page foot: it goes with the first row, and a table that runs
 * on to another page repeats its header there.
 */
function renderTable(
  doc: PDFKit.PDFDocument,
  table: { headers: string[]; rows: string[][]; widths: number[] },
  width: number,
) {
  const total = table.widths.reduce((sum, w) => sum + w, 0);
  const columns = table.widths.map((w) => (w / total) * width);
  const heightOf = (cells: string[], header: boolean) => {
    doc.font(header ? FONT.bold : FONT.regular).fontSize(8.5);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: (columns[i] ?? 0) - 8 }));
    // A blank cell is there to be written in by hand: it gets room for a line of handwriting.
    return Math.max(...heights, !header && cells.some((cell) => cell === '') ? 16 : 0) + 8;
  };
  const drawRow = (cells: string[], header: boolean, height: number) => {
    doc.font(header ? FONT.bold : FONT.regular).fontSize(8.5);
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const w = columns[i] ?? 0;
      if (header) doc.save().rect(x, top, w, height).fill('#e7f4f5').restore();
      doc.save().lineWidth(0.4).strokeColor('#a0ccd1').rect(x, top, w, height).stroke().restore();
      doc.fillColor(TEXT).text(cell, x + 4, top + 4, { width: w - 8 });
      x += w;
    });
    doc.x = MARGIN;
    doc.y = top + height;
  };
  const headerHeight = heightOf(table.headers, true);
  const [first] = table.rows;
  keepRoom(doc, headerHeight + (first ? heightOf(first, false) : 0));
  drawRow(table.headers, true, headerHeight);
  for (const row of table.rows) {
    const height = heightOf(row, false);
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      drawRow(table.headers, true, headerHeight);
    }
    drawRow(row, false, height);
  }
  doc.moveDown(0.6);
}
