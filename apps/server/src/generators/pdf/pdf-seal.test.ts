import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfsig } from '../../test-support/pdfsig.js';
import { appendEvidencePage } from './evidence-page.js';
import {
  checkPdfSeal,
  createDevelopmentCertificate,
  loadSealingCertificate,
  type SealingCertificate,
  sealPdf,
} from './pdf-seal.js';

let seal: SealingCertificate;
let sealed: Buffer;

async function contractPdf() {
  const document = await PDFDocument.create();
  const page = document.addPage([595.28, 841.89]);
  page.drawText('Contrato de servicios: 90 EUR al año', {
    x: 56,
    y: 780,
    size: 12,
    font: await document.embedFont(StandardFonts.Helvetica),
  });
  return document.save();
}

beforeAll(async () => {
  seal = loadSealingCertificate(createDevelopmentCertificate('clave', 'Cumplia pruebas'), 'clave', true);
  const withEvidence = await appendEvidencePage(await contractPdf(), {
    signerName: 'Ana Pérez',
    signerNif: '12345678Z',
    phone: '+34612345678',
    signedAt: new Date('2026-11-21T10:00:00Z'),
    ip: '203.0.113.7',
    userAgent: 'Firefox',
    documentSha256: 'a'.repeat(64),
  });
  sealed = await sealPdf(withEvidence, seal, {
    reason: 'Sello del proveedor',
    location: 'Santa Cruz de Tenerife',
    contactInfo: 'hola@cumplia.example',
    signingTime: new Date('2026-11-21T10:00:00Z'),
  });
});

describe('sealed PDFs (PAdES, ETSI.CAdES.detached)', () => {
  it('pdfsig reports the sealed PDF valid, unmodified and of the provider', async () => {
    const report = await pdfsig(sealed);
    expect(report).toMatch(/Signature Type: ETSI\.CAdES\.detached/);
    expect(report).toMatch(/Signature Validation: Signature is Valid/);
    expect(report).toMatch(/Total document signed/);
    expect(report).toMatch(/Signer Certificate Common Name: Cumplia sello de DESARROLLO/);
    expect(checkPdfSeal(sealed, seal)).toMatchObject({ state: 'intact', byProvider: true });
  });

  it('one changed byte makes pdfsig and the check say altered', async () => {
    const changed = Buffer.from(sealed);
    changed[300] = (changed[300] ?? 0) ^ 0x01; // inside the signed range, before the signature
    const report = await pdfsig(changed);
    expect(report).not.toMatch(/Signature is Valid/);
    expect(report).toMatch(/Digest Mismatch/);
    expect(checkPdfSeal(changed, seal)).toMatchObject({ state: 'altered' });
  });

  it('an edit saved with pdf-lib (750 EUR instead of 90 EUR) makes pdfsig and the check say altered', async () => {
    const document = await PDFDocument.load(sealed);
    const page = document.getPage(0);
    page.drawRectangle({ x: 50, y: 770, width: 400, height: 30, color: undefined });
    page.drawText('Contrato de servicios: 750 EUR al año', { x: 56, y: 760, size: 12 });
    const edited = Buffer.from(await document.save({ useObjectStreams: false }));
    const report = await pdfsig(edited);
    expect(report).not.toMatch(/Signature is Valid\.[\s\S]*Total document signed/);
    expect(checkPdfSeal(edited, seal)).toMatchObject({ state: 'altered' });
  });

  it('content appended after the seal (an incremental update) is reported', async () => {
    const appended = Buffer.concat([sealed, Buffer.from('\n1 0 obj\n<< >>\nendobj\n')]);
    expect(await pdfsig(appended)).toMatch(/not total document signed/i);
    expect(checkPdfSeal(appended, seal)).toMatchObject({ state: 'altered' });
  });

  it('a seal by another certificate is intact but not the provider’s', () => {
    const other = loadSealingCertificate(createDevelopmentCertificate('x', 'Otra'), 'x');
    expect(checkPdfSeal(sealed, other)).toMatchObject({ state: 'intact', byProvider: false });
  });
});
