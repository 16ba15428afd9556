import { formatDateEs, formatEuros, formatTaxRate, type IndirectTaxKind } from '@cumplia/domain';
import QRCode from 'qrcode';
import { asSentence } from './document-company.js';
import { FONT, NO_DEFAULT_FONT, useDocumentFonts } from './fonts.js';
import { PDF_COLORS } from './render-document.js';

export type InvoiceDocument = {
  numero: string;
  kind: 'ORDINARIA' | 'RECTIFICATIVA';
  fecha: string;
  /** Date of the operation (for a rectifying invoice, the rectified one's). */
  fechaOperacion: string;
  issuer: { legalName: string; nif: string; address: string; email: string; phone: string; registry: string };
  recipient: {
    razonSocial: string;
    nifCif: string;
    direccion: string;
    codigoPostal: string;
    localidad: string;
    provincia: string;
  };
  lines: { concepto: string; baseCents: number; ivaCents: number; totalCents: number }[];
  /** The indirect tax (docs/invoicing.md): kind, rate, and the mention required when none is charged. */
  tax: { kind: IndirectTaxKind; rateBasisPoints: number; wording: string | null };
  importeTotalCents: number;
  importeImpuestosCents: number;
  importeTotalImpuestosCents: number;
  /** How it is paid, already worded for the reader (masked IBAN and mandate for direct debit). */
  payment: string[];
  rectification: {
    numero: string;
    fecha: string;
    reason: string;
    /** The ground of the rectification (Verifactu R1-R4), worded. */
    ground: string | null;
    /** By differences (I) or by substitution (S, with the rectified invoice's amounts). */
    method: 'I' | 'S';
    rectifiedAmounts: { baseCents: number; taxCents: number } | null;
  } | null;
  /** Cancelled: issued by mistake, its records cancelled at the AEAT. */
  cancellation: { on: string; reason: string } | null;
  /** A corrected invoice: it bills again what an invoice billed before a rectification took all of it back. */
  replaces?: { numero: string; rectificativa: string } | null;
  /**
   * The QR code's content; `verifiable` when the invoice's record is sent to the AEAT (VERI*FACTU), which the
   * invoice then says under the code.
   */
  verifactu: { qrUrl: string; verifiable: boolean; recordHash: string | null };
};

const { teal: TEAL, accent: ACCENT, text: TEXT, muted: MUTED } = PDF_COLORS;
const MARGIN = 50;
const QR_SIZE = 96; // ~34 mm: the AEAT asks for 30 to 40 mm.
/** Orden HAC/1177/2024 art. 20.1.b: the phrase under the QR code of an invoice whose record goes to the AEAT. */
export const VERIFACTU_LEGEND = 'Factura verificable en la sede electrónica de la AEAT';

/** The QR code as vector squares (error correction M, as the AEAT specifies): crisp and fast, no image. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  // One byte-mode segment: a URL is mostly lower case, which the alphanumeric mode cannot hold anyway, and the
  // encoder skips searching for the best mix of modes (the same symbol version for the Verifactu URLs).
  const qr = QRCode.create([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = size / (count + quiet * 2);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  // Each horizontal run of dark modules is one rectangle: fewer drawing operations to write and compress.
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && qr.modules.get(row, col)) col++;
      doc.rect(x + (start + quiet) * cell, y + (row + quiet) * cell, (col - start) * cell, cell);
    }
  }
  doc.fill('#000000').restore();
}

/** `38201 San Cristóbal de La Laguna (Santa Cruz de Tenerife)`: postal code, town and province. */
export function recipientPlace(recipient: InvoiceDocument['recipient']): string {
  const { codigoPostal, localidad, provincia } = recipient;
  const town = localidad || provincia;
  const province = localidad && provincia && provincia !== localidad ? ` (${provincia})` : '';
  return `${[codigoPostal, town].filter(Boolean).join(' ')}${province}`;
}

/**
 * A Spanish invoice (Real Decreto 1619/2012, art. 6 and 15): number and series, issue date, issuer and
 * recipient with NIF and full address, lines with base, tax rate and amount, the not-subject / reverse-charge mention, totals, payment method, and the Verifactu QR code.
 * Pure: plain data in, PDF bytes out.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  // Loaded on first use: most requests and processes never draw a PDF.
  const { default: PDFDocument } = await import('pdfkit');
  const rectifying = invoice.kind === 'RECTIFICATIVA';
  const title = rectifying ? 'Factura rectificativa' : 'Factura';
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: `${title} ${invoice.numero}`, Author: invoice.issuer.legalName, Creator: 'Cumplia' },
    lang: 'es-ES',
    font: NO_DEFAULT_FONT,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - MARGIN * 2;
  useDocumentFonts(doc);

  // Letterhead, the Verifactu QR code (AEAT: first page, near the top margin and centred) and the identification.
  doc
    .fillColor(TEAL)
    .font(FONT.bold)
    .fontSize(18)
    .text('Cumplia', MARGIN, MARGIN + 12, { lineBreak: false });
  doc
    .save()
    .rect(MARGIN, MARGIN + 36, 30, 2.5)
    .fill(ACCENT)
    .restore();
  const qrX = MARGIN + (width - QR_SIZE) / 2;
  doc
    .fillColor(TEXT)
    .font(FONT.bold)
    .fontSize(7.5)
    .text('QR tributario:', qrX, MARGIN - 10, { width: QR_SIZE, align: 'center' });
  drawQr(doc, invoice.verifactu.qrUrl, qrX, MARGIN, QR_SIZE);
  // The legend, centred under the code, in type no smaller than the invoice's data (AEAT QR specification, 3).
  const legendWidth = 150;
  if (invoice.verifactu.verifiable) {
    doc
      .fillColor(TEXT)
      .font(FONT.bold)
      .fontSize(9.5)
      .text(VERIFACTU_LEGEND, MARGIN + (width - legendWidth) / 2, MARGIN + QR_SIZE + 3, {
        width: legendWidth,
        align: 'center',
      });
  }
  const titleX = MARGIN + width - 170;
  doc
    .fillColor(TEXT)
    .font(FONT.bold)
    .fontSize(16)
    .text(title.toUpperCase(), titleX, MARGIN + 8, { width: 170, align: 'right' });
  doc
    .font(FONT.regular)
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(`Número: ${invoice.numero}`, titleX, doc.y + 2, { width: 170, align: 'right' })
    .text(`Fecha de expedición: ${formatDateEs(invoice.fecha)}`, { width: 170, align: 'right' })
    .text(`Fecha de la operación: ${formatDateEs(invoice.fechaOperacion)}`, { width: 170, align: 'right' });

  // Issuer and recipient side by side.
  const partiesTop = MARGIN + QR_SIZE + (invoice.verifactu.verifiable ? 38 : 24);
  const column = (width - 20) / 2;
  const party = (x: number, heading: string, lines: string[]) => {
    doc.fillColor(TEAL).font(FONT.bold).fontSize(9).text(heading.toUpperCase(), x, partiesTop, { width: column });
    doc.moveDown(0.3).fillColor(TEXT).font(FONT.regular).fontSize(9.5);
    for (const line of lines.filter(Boolean)) doc.text(line, x, doc.y, { width: column });
    return doc.y;
  };
  const issuerBottom = party(MARGIN, 'Emisor', [
    invoice.issuer.legalName,
    `NIF: ${invoice.issuer.nif}`,
    invoice.issuer.address,
    `${invoice.issuer.email} · ${invoice.issuer.phone}`,
  ]);
  const { recipient } = invoice;
  const recipientBottom = party(MARGIN + column + 20, 'Cliente', [
    recipient.razonSocial,
    `NIF/CIF: ${recipient.nifCif}`,
    recipient.direccion,
    recipientPlace(recipient),
  ]);
  doc.y = Math.max(issuerBottom, recipientBottom) + 18;

  if (invoice.cancellation) {
    doc
      .fillColor(ACCENT)
      .font(FONT.bold)
      .fontSize(11)
      .text(`FACTURA ANULADA el ${formatDateEs(invoice.cancellation.on)}`, MARGIN, doc.y, { width })
      .fillColor(TEXT)
      .font(FONT.regular)
      .fontSize(9.5)
      .text(
        `Emitida por error. Motivo: ${asSentence(invoice.cancellation.reason)} No produce efectos y no se cobrará.`,
        {
          width,
        },
      );
    doc.moveDown(0.8);
  }

  if (invoice.replaces) {
    const { numero, rectificativa } = invoice.replaces;
    doc
      .fillColor(TEXT)
      .font(FONT.bold)
      .fontSize(9.5)
      .text(
        `Sustituye a la factura ${numero}, anulada por la factura rectificativa ${rectificativa}: la factura ${numero} no se cobrará.`,
        MARGIN,
        doc.y,
        { width },
      );
    doc.moveDown(0.8);
  }

  if (invoice.rectification) {
    const { rectification } = invoice;
    const method =
      rectification.method === 'S'
        ? 'Rectificación por sustitución: esta factura recoge los importes correctos y sustituye a la rectificada'
        : 'Rectificación por diferencias';
    doc
      .fillColor(TEXT)
      .font(FONT.bold)
      .fontSize(9.5)
      .text(`Rectifica la factura ${rectification.numero} de ${formatDateEs(rectification.fecha)}`, MARGIN, doc.y, {
        width,
      })
      .font(FONT.regular)
      .text(`Motivo: ${asSentence(rectification.reason)}`, { width });
    if (rectification.ground) doc.text(`Causa: ${asSentence(rectification.ground)}`, { width });
    doc.text(`${method} (art. 15 del Real Decreto 1619/2012).`, { width });
    if (rectification.rectifiedAmounts) {
      const { baseCents, taxCents } = rectification.rectifiedAmounts;
      doc.text(
        `Importes de la factura rectificada: base imponible ${formatEuros(baseCents)}, cuota ${formatEuros(taxCents)}.`,
        { width },
      );
    }
    doc.moveDown(0.8);
  }

  // Lines.
  const columns = [width * 0.43, width * 0.15, width * 0.12, width * 0.14, width * 0.16];
  const { tax } = invoice;
  const rateText = tax.wording ? 'No sujeta' : formatTaxRate(tax.rateBasisPoints);
  const headers = ['Concepto', 'Base imponible', tax.kind, `Cuota ${tax.kind}`, 'Importe'];
  const drawRow = (cells: string[], header: boolean) => {
    doc.font(header ? FONT.bold : FONT.regular).fontSize(9);
    const height =
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: (columns[i] ?? 0) - 10 }))) + 10;
    const top = doc.y;
    if (header) doc.save().rect(MARGIN, top, width, height).fill('#e7f4f5').restore();
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const w = columns[i] ?? 0;
      doc.fillColor(TEXT).text(cell, x + 5, top + 5, { width: w - 10, align: i === 0 ? 'left' : 'right' });
      x += w;
    });
    doc
      .save()
      .lineWidth(0.4)
      .strokeColor('#a0ccd1')
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .stroke()
      .restore();
    doc.y = top + height;
  };
  drawRow(headers, true);
  for (const line of invoice.lines) {
    drawRow(
      [line.concepto, formatEuros(line.baseCents), rateText, formatEuros(line.ivaCents), formatEuros(line.totalCents)],
      false,
    );
  }

  // Totals.
  doc.moveDown(0.8);
  const totalsX = MARGIN + width * 0.55;
  const totalsWidth = width * 0.45;
  const totalRow = (label: string, value: string, strong = false) => {
    const y = doc.y;
    doc
      .fillColor(strong ? TEAL : TEXT)
      .font(strong ? FONT.bold : FONT.regular)
      .fontSize(strong ? 11.5 : 10);
    doc.text(label, totalsX, y, { width: totalsWidth * 0.6 });
    doc.text(value, totalsX + totalsWidth * 0.6, y, { width: totalsWidth * 0.4, align: 'right' });
    doc.moveDown(0.25);
  };
  totalRow('Base imponible', formatEuros(invoice.importeTotalCents));
  totalRow(
    `${tax.kind} (${tax.wording ? 'no sujeta' : formatTaxRate(tax.rateBasisPoints)})`,
    formatEuros(invoice.importeImpuestosCents),
  );
  totalRow('Total factura', formatEuros(invoice.importeTotalImpuestosCents), true);
  if (tax.wording) {
    // RD 1619/2012 art. 6.1.j and 6.1.m: why no tax is charged, and 'inversión del sujeto pasivo'.
    doc.moveDown(0.6).fillColor(TEXT).font(FONT.bold).fontSize(9).text(tax.wording, MARGIN, doc.y, { width });
  }

  // Payment.
  doc.moveDown(1);
  doc.fillColor(TEAL).font(FONT.bold).fontSize(9).text('FORMA DE PAGO', MARGIN, doc.y, { width });
  doc.moveDown(0.3).fillColor(TEXT).font(FONT.regular).fontSize(9.5);
  for (const line of invoice.payment) doc.text(line, MARGIN, doc.y, { width });

  if (invoice.verifactu.recordHash) {
    doc
      .fillColor(MUTED)
      .font(FONT.regular)
      .fontSize(6.5)
      .text(`Huella del registro (SHA-256): ${invoice.verifactu.recordHash}`, MARGIN, doc.page.height - MARGIN - 40, {
        width,
      });
  }

  const footerY = doc.page.height - MARGIN - 20;
  doc
    .save()
    .lineWidth(0.5)
    .strokeColor('#cbd2d9')
    .moveTo(MARGIN, footerY - 6)
    .lineTo(MARGIN + width, footerY - 6)
    .stroke()
    .restore();
  doc
    .fillColor(MUTED)
    .fontSize(7)
    .text(`${invoice.issuer.legalName} · NIF ${invoice.issuer.nif} · ${invoice.issuer.registry}`, MARGIN, footerY, {
      width,
      align: 'center',
    });
  doc.end();
  return done;
}
