import { dateTimeToTheSecond } from '@cumplia/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from '@pdfme/pdf-lib';
import * as fontkit from 'fontkit';
import { documentFontBytes } from './fonts.js';

/** One entry of the link's event log, as the evidence prints it. */
export type EvidenceEvent = { at: Date; what: string; ip: string | null };

export type SignatureEvidence = {
  /** The representative on file who signed, and their name and NIF as they typed them (checked against it). */
  signer: { name: string; nif: string };
  typed: { name: string; nif: string };
  phone: string;
  /** Who entered the phone the code went to: AGENCY, STAFF or COMPANY (null: not recorded). */
  phoneEnteredBy: string | null;
  signedAt: Date;
  /** The signer's own time zone when it is not the peninsula's (a company in the Canary Islands). */
  localTimeZone: 'Atlantic/Canary' | null;
  ip: string | null;
  userAgent: string | null;
  /** The document signed, attached to the PDF under `fileName` byte for byte, and its SHA-256. */
  document: { title: string; fileName: string; sha256: string };
  /** What the code was bound to: the SHA-256 of every document of the link, and the reference the SMS printed. */
  documents: { sha256: string; reference: string; count: number };
  /** The text the signer accepted with the checkbox before asking for the code. */
  consentText: string;
  /** The SMS that carried the code: when it was handed to the operator, its id(s) and delivery receipt. */
  codeSms: { sentAt: Date | null; providerMessageIds: string[]; receipt: string | null } | null;
  events: EvidenceEvent[];
};

const PHONE_ENTERED_BY: Record<string, string> = {
  AGENCY: 'la gestoría',
  STAFF: 'el personal del proveedor',
  COMPANY: 'la propia empresa',
};

const TEAL = rgb(0.055, 0.353, 0.4);
const MARGIN = 56;
const PAGE = { width: 595.28, height: 841.89 };

const PENINSULA = dateTimeToTheSecond('Europe/Madrid');
const CANARY = dateTimeToTheSecond('Atlantic/Canary');
/** '27/11/2026, 10:15:03': four-digit year, in the zone's own time. */
const madrid = (date: Date) => PENINSULA.format(date);

/** Writes lines down the page, starting new pages as it fills, in the embedded document font. */
class EvidenceWriter {
  private page: PDFPage;
  private y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = this.newPage();
  }

  private newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.page.drawText('Cumplia', { x: MARGIN, y: 790, size: 15, font: this.fonts.bold, color: TEAL });
    this.y = 760;
    return this.page;
  }

  private room(height: number) {
    if (this.y - height < 60) this.newPage();
  }

  heading(text: string, size = 12) {
    this.room(size + 16);
    this.y -= 6;
    this.page.drawText(text, { x: MARGIN, y: this.y, size, font: this.fonts.bold, color: TEAL });
    this.y -= size + 8;
  }

  row(label: string, value: string) {
    const lines = this.wrap(value, 300, 9.5);
    this.room(lines.length * 13 + 4);
    this.page.drawText(label, { x: MARGIN, y: this.y, size: 9.5, font: this.fonts.bold });
    for (const line of lines) {
      this.page.drawText(line, { x: 230, y: this.y, size: 9.5, font: this.fonts.regular });
      this.y -= 13;
    }
    this.y -= 4;
  }

  paragraph(text: string, size = 9.5) {
    for (const line of this.wrap(text, PAGE.width - MARGIN * 2, size)) {
      this.room(size + 5);
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font: this.fonts.regular });
      this.y -= size + 4.5;
    }
    this.y -= 6;
  }

  event(at: string, what: string, ip: string) {
    const lines = this.wrap(what, 250, 9);
    this.room(lines.length * 12 + 3);
    this.page.drawText(at, { x: MARGIN, y: this.y, size: 9, font: this.fonts.regular });
    this.page.drawText(ip, { x: MARGIN + 380, y: this.y, size: 9, font: this.fonts.regular });
    for (const line of lines) {
      this.page.drawText(line, { x: MARGIN + 112, y: this.y, size: 9, font: this.fonts.regular });
      this.y -= 12;
    }
    this.y -= 3;
  }

  /** Splits a text in lines that fit `width` points, at spaces (a word longer than the width is cut). */
  private wrap(text: string, width: number, size: number): string[] {
    const fits = (candidate: string) => this.fonts.regular.widthOfTextAtSize(candidate, size) <= width;
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (!fits(line) && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  }
}

/**
 * The signed document: the original PDF's pages, then the evidence pages, with the original file itself
 * attached byte for byte, so anyone holding the signed PDF can extract it and recompute the SHA-256 printed here.
 * The evidence states only what the link's event log shows.
 */
export async function appendEvidencePage(original: Uint8Array, evidence: SignatureEvidence): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(original);
  pdf.registerFontkit(fontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const regular = await pdf.embedFont(documentFontBytes('regular'), { subset: true });
  const bold = await pdf.embedFont(documentFontBytes('bold'), { subset: true });
  await pdf.attach(original, evidence.document.fileName, {
    mimeType: 'application/pdf',
    description: `${evidence.document.title}, tal como se mostró al firmante`,
    creationDate: evidence.signedAt,
    modificationDate: evidence.signedAt,
  });
  const out = new EvidenceWriter(pdf, { regular, bold });
  out.heading('Página de evidencias de la firma electrónica', 16);
  out.row('Documento', evidence.document.title);
  out.row('Firmante', `${evidence.signer.name} · ${evidence.signer.nif}`);
  out.row('Escrito por el firmante', `${evidence.typed.name} · ${evidence.typed.nif}`);
  out.row('Teléfono del código', evidence.phone);
  out.row('Teléfono introducido por', PHONE_ENTERED_BY[evidence.phoneEnteredBy ?? ''] ?? 'no consta');
  out.row('Firmado (hora peninsular)', madrid(evidence.signedAt));
  if (evidence.localTimeZone) out.row('Firmado (hora de Canarias)', CANARY.format(evidence.signedAt));
  out.row('Firmado (UTC)', evidence.signedAt.toISOString());
  out.row('Dirección IP', evidence.ip ?? 'no disponible');
  out.row('Navegador', evidence.userAgent ?? 'no disponible');
  if (evidence.codeSms) {
    out.row('SMS del código enviado (UTC)', evidence.codeSms.sentAt?.toISOString() ?? 'pendiente de envío');
    out.row('Id. del SMS en el operador', evidence.codeSms.providerMessageIds.join(', ') || 'no disponible');
    out.row('Recibo de entrega', evidence.codeSms.receipt ?? 'no recibido');
  }

  out.heading('Texto aceptado con la casilla antes de pedir el código');
  out.paragraph(evidence.consentText);

  out.heading('Registro de eventos del enlace de firma (hora peninsular)');
  for (const event of evidence.events) out.event(madrid(event.at), event.what, event.ip ?? '');

  out.heading('Cómo comprobar el documento firmado');
  out.row('SHA-256 del documento', evidence.document.sha256);
  out.row(
    `Código ligado a (ref. ${evidence.documents.reference})`,
    `${evidence.documents.sha256} (${evidence.documents.count === 1 ? 'el documento' : `los ${evidence.documents.count} documentos del enlace`})`,
  );
  out.paragraph(
    `El documento que se mostró al firmante va adjunto a este PDF, byte a byte, como «${evidence.document.fileName}». Para comprobar que es el firmado, extráigalo (por ejemplo con «pdfdetach -saveall» o desde el panel de adjuntos de su lector de PDF) y calcule su SHA-256 («sha256sum ${evidence.document.fileName}» en Linux o macOS, «certutil -hashfile ${evidence.document.fileName} SHA256» en Windows): debe coincidir con la huella indicada. El código enviado por SMS solo firmaba los documentos cuya huella conjunta es la indicada con su referencia, que el SMS también mostraba.`,
  );
  out.paragraph(
    'Tras añadir estas páginas, el proveedor sella el archivo completo con su certificado (firma PAdES): cualquier cambio posterior, aunque sea de un byte, lo invalida. Compruébelo en la página «Verificar documento» de Cumplia o con cualquier lector de PDF.',
  );
  return pdf.save();
}
