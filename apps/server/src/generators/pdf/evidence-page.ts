import { PDFDocument, rgb } from '@pdfme/pdf-lib';
import * as fontkit from 'fontkit';
import { documentFontBytes } from './fonts.js';

export type SignatureEvidence = {
  signerName: string;
  signerNif: string;
  phone: string;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
  documentSha256: string;
  /** Who entered the phone the code went to: AGENCY, STAFF or COMPANY (null: not recorded). */
  phoneEnteredBy?: string | null;
  /** The consent text shown next to the code field, which the signer accepted by entering the code. */
  consentText?: string;
  /** The SMS that carried the code: when it was handed to the provider and the provider's message id(s). */
  codeSms?: { sentAt: Date | null; providerMessageIds: string[] } | null;
};

/** Splits a text in lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const PHONE_ENTERED_BY: Record<string, string> = {
  AGENCY: 'la gestoría',
  STAFF: 'el personal del proveedor',
  COMPANY: 'la propia empresa',
};

const madrid = (date: Date) =>
  new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'short', timeStyle: 'medium' }).format(date);

/**
 * The signed contract: the original PDF, byte for byte in its pages, plus an evidence page with who signed,
 * with which phone, when, from where, and the SHA-256 of the document that was signed.
 */
export async function appendEvidencePage(original: Uint8Array, evidence: SignatureEvidence): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(original);
  const page = pdf.addPage([595.28, 841.89]);
  pdf.registerFontkit(fontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const regular = await pdf.embedFont(documentFontBytes('regular'), { subset: true });
  const bold = await pdf.embedFont(documentFontBytes('bold'), { subset: true });
  const teal = rgb(0.055, 0.353, 0.4);
  let y = 770;
  page.drawText('Cumplia', { x: 56, y: 790, size: 15, font: bold, color: teal });
  page.drawText('Página de evidencias de la firma electrónica', { x: 56, y, size: 16, font: bold, color: teal });
  y -= 34;
  const rows: [string, string][] = [
    ['Firmante', evidence.signerName],
    ['NIF del firmante', evidence.signerNif],
    ['Teléfono verificado', evidence.phone],
    ['Teléfono introducido por', PHONE_ENTERED_BY[evidence.phoneEnteredBy ?? ''] ?? 'no consta'],
    ['Fecha y hora (Madrid)', madrid(evidence.signedAt)],
    ['Fecha y hora (UTC)', evidence.signedAt.toISOString()],
    ['Dirección IP', evidence.ip ?? 'no disponible'],
    ['Navegador', (evidence.userAgent ?? 'no disponible').slice(0, 90)],
    ['SHA-256 del documento firmado', evidence.documentSha256.slice(0, 32)],
    ['', evidence.documentSha256.slice(32)],
  ];
  if (evidence.codeSms) {
    rows.push(
      ['Código enviado (UTC)', evidence.codeSms.sentAt?.toISOString() ?? 'pendiente de envío'],
      ['Id. del SMS en el operador', evidence.codeSms.providerMessageIds.join(', ').slice(0, 60) || 'no disponible'],
    );
  }
  for (const [label, value] of rows) {
    page.drawText(label, { x: 56, y, size: 10, font: bold });
    page.drawText(value, { x: 230, y, size: 10, font: regular });
    y -= 20;
  }
  y -= 16;
  const explanation = [
    'El firmante leyó el documento en la plataforma Cumplia y lo firmó introduciendo el código de un solo uso',
    'enviado por SMS al teléfono indicado. La huella SHA-256 identifica el documento firmado: cualquier cambio',
    'en las páginas anteriores daría una huella distinta.',
  ];
  for (const line of explanation) {
    page.drawText(line, { x: 56, y, size: 9.5, font: regular });
    y -= 14;
  }
  if (evidence.consentText) {
    y -= 10;
    page.drawText('Texto aceptado por el firmante', { x: 56, y, size: 10, font: bold });
    y -= 16;
    for (const line of wrap(evidence.consentText, 105)) {
      page.drawText(line, { x: 56, y, size: 9.5, font: regular });
      y -= 14;
    }
  }
  y -= 10;
  for (const line of [
    'Tras añadir esta página, el proveedor sella el documento completo con su certificado (firma PAdES). Puede',
    'comprobar que no ha cambiado en la página «Verificar documento» de Cumplia o con cualquier lector de PDF.',
  ]) {
    page.drawText(line, { x: 56, y, size: 9.5, font: regular });
    y -= 14;
  }
  return pdf.save();
}
