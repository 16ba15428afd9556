import { PDFDocument, StandardFonts } from '@pdfme/pdf-lib';
import { extractSignature } from '@signpdf/utils';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfsig } from '../../test-support/pdfsig.js';
import { startTsaServer } from '../../test-support/tsa-server.js';
import { appendEvidencePage } from './evidence-page.js';
import { createDevelopmentCertificate, loadSealingCertificate, type SealingCertificate, sealPdf } from './pdf-seal.js';
import { inspectSeal } from './seal-inspection.js';

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
    signer: { name: 'Ana Pérez', nif: '12345678Z' },
    typed: { name: 'Ana Perez', nif: '12345678z' },
    phone: '+34612345678',
    phoneEnteredBy: 'COMPANY',
    signedAt: new Date('2026-11-21T10:00:00Z'),
    ip: '203.0.113.7',
    userAgent: 'Firefox',
    document: { title: 'Contrato de servicios', fileName: 'contrato.pdf', sha256: 'a'.repeat(64) },
    documents: { sha256: 'b'.repeat(64), reference: 'BBBB-BBBB', count: 1 },
    consentText: 'He leído y acepto los contratos que he abierto.',
    codeSms: null,
    events: [{ at: new Date('2026-11-21T09:58:00Z'), what: 'Enlace abierto', ip: '203.0.113.7' }],
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
    expect(inspectSeal(sealed)).toMatchObject({ state: 'sound', certificateFingerprint: seal.fingerprint });
  });

  it('one changed byte makes pdfsig and the check say altered', async () => {
    const changed = Buffer.from(sealed);
    changed[300] = (changed[300] ?? 0) ^ 0x01; // inside the signed range, before the signature
    const report = await pdfsig(changed);
    expect(report).not.toMatch(/Signature is Valid/);
    expect(report).toMatch(/Digest Mismatch/);
    expect(inspectSeal(changed)).toMatchObject({
      state: 'broken',
      reason: 'El contenido del documento ha cambiado después del sello.',
    });
  });

  it('an edit saved with pdf-lib (750 EUR instead of 90 EUR) makes pdfsig and the check say altered', async () => {
    const document = await PDFDocument.load(sealed);
    const page = document.getPage(0);
    page.drawRectangle({ x: 50, y: 770, width: 400, height: 30, color: undefined });
    page.drawText('Contrato de servicios: 750 EUR al año', { x: 56, y: 760, size: 12 });
    const edited = Buffer.from(await document.save({ useObjectStreams: false }));
    const report = await pdfsig(edited);
    expect(report).not.toMatch(/Signature is Valid\.[\s\S]*Total document signed/);
    expect(inspectSeal(edited)).toMatchObject({ state: 'broken' });
  });

  it('content appended after the seal (an incremental update) is reported', async () => {
    const appended = Buffer.concat([sealed, Buffer.from('\n1 0 obj\n<< >>\nendobj\n')]);
    expect(await pdfsig(appended)).toMatch(/not total document signed/i);
    expect(inspectSeal(appended)).toMatchObject({
      state: 'broken',
      reason: 'El documento tiene contenido añadido después del sello.',
    });
  });
});

describe('RFC 3161 timestamp (PAdES B-T)', () => {
  it('adds the TSA token of the signature value when a TSA is configured; pdfsig still reports it valid', async () => {
    const tsa = await startTsaServer();
    try {
      const stamped = await sealPdf(await contractPdf(), seal, {
        reason: 'Sello del proveedor',
        location: 'Santa Cruz de Tenerife',
        contactInfo: 'hola@cumplia.example',
        signingTime: new Date('2026-11-21T10:00:00Z'),
        tsaUrl: tsa.url,
      });
      const report = await pdfsig(stamped);
      expect(report).toMatch(/Signature Validation: Signature is Valid/);
      expect(report).toMatch(/Total document signed/);
      expect(inspectSeal(stamped)).toMatchObject({ state: 'sound', certificateFingerprint: seal.fingerprint });
      // The token is the unsigned signature-time-stamp attribute, over the SHA-256 of the signature value.
      const cms = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(extractSignature(stamped).signature)) as unknown as {
        rawCapture: { signerInfos: (forge.asn1.Asn1 & { value: (forge.asn1.Asn1 & { value: unknown })[] })[] };
      };
      const signerInfo = cms.rawCapture.signerInfos[0];
      const unsigned = signerInfo?.value.find(
        (node) => node.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && node.type === 1,
      ) as
        | (forge.asn1.Asn1 & { value: (forge.asn1.Asn1 & { value: (forge.asn1.Asn1 & { value: string })[] })[] })
        | undefined;
      expect(forge.asn1.derToOid(unsigned?.value[0]?.value[0]?.value ?? '')).toBe('1.2.840.113549.1.9.16.2.14');
      const signatureValue = (signerInfo?.value[5] as (forge.asn1.Asn1 & { value: string }) | undefined)?.value ?? '';
      expect(tsa.requests).toEqual([{ imprint: forge.md.sha256.create().update(signatureValue).digest().toHex() }]);
    } finally {
      await tsa.close();
    }
  });

  it('fails the seal when the TSA is unreachable (signing then fails and can be retried)', async () => {
    await expect(
      sealPdf(await contractPdf(), seal, {
        reason: 'r',
        location: 'l',
        contactInfo: 'c',
        signingTime: new Date(),
        tsaUrl: 'http://127.0.0.1:9/tsa',
      }),
    ).rejects.toThrow();
  });
});
