import { X509Certificate } from 'node:crypto';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFRawStream,
  StandardFonts,
} from '@pdfme/pdf-lib';
import { extractSignature } from '@signpdf/utils';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDevelopmentCertificate,
  crlDistributionPoints,
  loadSealingCertificate,
  longTermValidationProblem,
  type SealingCertificate,
} from '../../lib/certificates.js';
import { openssl } from '../../test-support/openssl.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { pdfsig } from '../../test-support/pdfsig.js';
import { testConfig } from '../../test-support/test-config.js';
import { createTestPki, startTestPki } from '../../test-support/test-pki.js';
import { createClientCertificate } from '../../test-support/tls-certificates.js';
import { startTsaServer } from '../../test-support/tsa-server.js';
import { appendEvidencePage } from './evidence-page.js';
import { sealPdf } from './pdf-seal.js';
import { inspectSeal } from './seal-inspection.js';
import { readRevocationList } from './validation-data.js';

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

/** A real phone browser's line, longer than a row: printed whole, over several lines. */
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.135 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/489.0.0.66.81;IABMV/1;]';

beforeAll(async () => {
  seal = loadSealingCertificate(createDevelopmentCertificate('clave', 'Cumplia pruebas'), 'clave');
  const withEvidence = await appendEvidencePage(await contractPdf(), {
    signer: { name: 'Ana Pérez', nif: '12345678Z' },
    typed: { name: 'Ana Perez', nif: '12345678z' },
    phone: '+34612345678',
    phoneEnteredBy: 'COMPANY',
    signedAt: new Date('2026-11-21T10:00:00Z'),
    localTimeZone: 'Atlantic/Canary',
    ip: '203.0.113.7',
    userAgent: BROWSER,
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

describe('the evidence page', () => {
  it('prints the whole browser line, four-digit years, and the Canary time for a Canarian signer', async () => {
    const { text } = await pdfText(new Uint8Array(sealed));
    const flat = text.replace(/\s+/g, '');
    expect(flat).toContain(BROWSER.replace(/\s+/g, ''));
    expect(text).toContain('Firmado (hora peninsular)');
    expect(text).toContain('21/11/2026, 11:00:00');
    expect(text).toContain('Firmado (hora de Canarias)');
    expect(text).toContain('21/11/2026, 10:00:00');
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

  it('authenticates to a TSA by TLS client certificate, and fails the seal without it or with another', async () => {
    const provider = createClientCertificate();
    const tsa = await startTsaServer(undefined, { clientCertificate: { trustedCertPem: provider.certPem } });
    try {
      const config = testConfig({
        TSA_URL: tsa.url,
        TSA_CLIENT_CERTIFICATE_P12: provider.p12Base64,
        TSA_CLIENT_CERTIFICATE_PASSWORD: provider.password,
        TSA_CA_CERTIFICATES: tsa.caPem ?? '',
      });
      const details = { reason: 'r', location: 'l', contactInfo: 'c', signingTime: new Date(), tsaUrl: tsa.url };
      const stamped = await sealPdf(await contractPdf(), seal, { ...details, tsaTls: config.tsaTls });
      expect(inspectSeal(stamped)).toMatchObject({ state: 'sound' });
      expect(tsa.requests).toHaveLength(1);
      // The TSA's own certificate trusted, but no client certificate: the handshake is refused.
      await expect(sealPdf(await contractPdf(), seal, { ...details, tsaTls: { caPem: tsa.caPem } })).rejects.toThrow();
      // Another client certificate: refused too.
      const stranger = testConfig({
        TSA_CLIENT_CERTIFICATE_P12: createClientCertificate().p12Base64,
        TSA_CLIENT_CERTIFICATE_PASSWORD: provider.password,
        TSA_CA_CERTIFICATES: tsa.caPem ?? '',
      });
      await expect(sealPdf(await contractPdf(), seal, { ...details, tsaTls: stranger.tsaTls })).rejects.toThrow();
      expect(tsa.requests).toHaveLength(1);
    } finally {
      await tsa.close();
    }
  });

  it('authenticates to a TSA that asks for a user and password, and fails the seal without them', async () => {
    const credentials = { username: 'cumplia', password: 'clave-de-la-tsa' };
    const tsa = await startTsaServer(undefined, { basicAuth: credentials });
    try {
      const details = { reason: 'r', location: 'l', contactInfo: 'c', signingTime: new Date(), tsaUrl: tsa.url };
      await expect(sealPdf(await contractPdf(), seal, details)).rejects.toThrow(/TSA answered HTTP 401/);
      const stamped = await sealPdf(await contractPdf(), seal, { ...details, tsaCredentials: credentials });
      expect(inspectSeal(stamped)).toMatchObject({ state: 'sound' });
      expect(tsa.requests).toHaveLength(1);
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

type Node = forge.asn1.Asn1 & { value: Node[] | string };
const children = (node: Node | undefined): Node[] => (Array.isArray(node?.value) ? node.value : []);
const derOf = (node: Node) => Buffer.from(forge.asn1.toDer(node).getBytes(), 'binary');

/** The seal's CMS exactly as stored in /Contents (the DER, without the zero padding), and the bytes it signs. */
function sealParts(pdf: Buffer) {
  const { ByteRange, signedData } = extractSignature(pdf) as { ByteRange: number[]; signedData: Buffer };
  const [, firstLength = 0, secondStart = 0] = ByteRange;
  const padded = Buffer.from(pdf.subarray(firstLength + 1, secondStart - 1).toString('latin1'), 'hex');
  // The zero padding after the DER is not part of it: parse without requiring every byte to be read.
  const lenientFromDer = forge.asn1.fromDer as unknown as (bytes: string, options: { parseAllBytes: boolean }) => Node;
  const cms = derOf(lenientFromDer(padded.toString('binary'), { parseAllBytes: false }));
  const signedDataNode = children(children(forge.asn1.fromDer(cms.toString('binary')) as Node)[1])[0];
  const signerInfo = children(children(signedDataNode).at(-1))[0];
  const unsigned = children(signerInfo).find(
    (node) => node.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && node.type === 1,
  );
  const token = children(children(children(unsigned)[0])[1])[0];
  const signatureValue = children(signerInfo)[5]?.value as string;
  return {
    cms,
    signedBytes: signedData,
    token: token ? derOf(token) : null,
    signatureValue: Buffer.from(signatureValue, 'binary'),
  };
}

/** The DER streams of the Document Security Store, read back from the file. */
async function securityStore(pdf: Buffer) {
  const document = await PDFDocument.load(pdf);
  const store = document.catalog.lookup(PDFName.of('DSS'), PDFDict);
  const streams = (key: string) =>
    store
      .lookup(PDFName.of(key), PDFArray)
      .asArray()
      .map((ref) => Buffer.from(decodePDFRawStream(document.context.lookup(ref) as PDFRawStream).decode()));
  return { certificates: streams('Certs'), crls: streams('CRLs') };
}

/**
 * openssl's own check of a detached CMS over `content`: the signature, the chain up to the anchor in `trustPem`
 * and, with -crl_check, the signer's revocation against the CRL in the same file (openssl reads both from -CAfile).
 */
const opensslCmsVerify = (cms: Buffer, content: Buffer, trustPem: string) =>
  openssl(
    [
      'cms',
      '-verify',
      '-inform',
      'DER',
      '-in',
      '{seal.p7s}',
      '-binary',
      '-content',
      '{content.bin}',
      '-CAfile',
      '{trust.pem}',
      '-crl_check',
      '-purpose',
      'any',
      '-out',
      '{out.bin}',
    ],
    { 'seal.p7s': cms, 'content.bin': content, 'trust.pem': trustPem },
  );

describe('long-term validation (PAdES B-LT): a seal checked by an independent validator', () => {
  let authority: Awaited<ReturnType<typeof startTestPki>>;
  let tsa: Awaited<ReturnType<typeof startTsaServer>>;
  let longTerm: Buffer;

  beforeAll(async () => {
    authority = await startTestPki();
    tsa = await startTsaServer(authority.tsa);
    longTerm = await sealPdf(await contractPdf(), authority.seal, {
      reason: 'Sello del proveedor',
      location: 'Santa Cruz de Tenerife',
      contactInfo: 'hola@cumplia.example',
      signingTime: new Date(),
      tsaUrl: tsa.url,
    });
  });
  afterAll(async () => {
    await tsa.close();
    await authority.close();
  });

  it('carries the chain and the CA revocation list in its DSS, covered by the seal', async () => {
    const report = await pdfsig(longTerm);
    expect(report).toMatch(/Signature Validation: Signature is Valid/);
    expect(report).toMatch(/Total document signed/);
    expect(inspectSeal(longTerm)).toMatchObject({ state: 'sound', certificateFingerprint: authority.seal.fingerprint });
    const store = await securityStore(longTerm);
    expect(store.certificates.map((der) => new X509Certificate(der).subject)).toEqual([
      expect.stringContaining('CN=Cumplia sello de pruebas'),
      expect.stringContaining('CN=Autoridad de pruebas de Cumplia'),
    ]);
    expect(store.crls).toHaveLength(1);
    // openssl checks the embedded list is the CA's, signed by it.
    const crl = await openssl(['crl', '-inform', 'DER', '-in', '{list.crl}', '-CAfile', '{ca.pem}', '-noout'], {
      'list.crl': store.crls[0] as Buffer,
      'ca.pem': authority.caPem,
    });
    expect(crl.output).toMatch(/verify OK/);
  });

  it('openssl verifies the CMS over the signed bytes, the chain and its revocation from the embedded list', async () => {
    const { cms, signedBytes } = sealParts(longTerm);
    const store = await securityStore(longTerm);
    const crlPem = forge.pem.encode({ type: 'X509 CRL', body: (store.crls[0] as Buffer).toString('binary') });
    const verify = (content: Buffer) => opensslCmsVerify(cms, content, `${authority.caPem}${crlPem}`);
    expect((await verify(signedBytes)).output).toMatch(/Verification successful/);
    const changed = Buffer.from(signedBytes);
    changed[400] = (changed[400] ?? 0) ^ 0x01;
    const refused = await verify(changed);
    expect(refused.ok).toBe(false);
    expect(refused.output).toMatch(/digest failure|verification failure/i);
  });

  it('openssl verifies the RFC 3161 timestamp over the signature value, issued by a timestamping certificate', async () => {
    const { token, signatureValue } = sealParts(longTerm);
    expect(token).not.toBeNull();
    const verify = (data: Buffer) =>
      openssl(['ts', '-verify', '-token_in', '-in', '{token.der}', '-data', '{value.bin}', '-CAfile', '{ca.pem}'], {
        'token.der': token as Buffer,
        'value.bin': data,
        'ca.pem': authority.caPem,
      });
    const verified = await verify(signatureValue);
    expect(verified.output, verified.output).toMatch(/Verification: OK/);
    expect((await verify(Buffer.concat([signatureValue, Buffer.from([0])]))).ok).toBe(false);
  });

  it('refuses to seal once its certificate has expired, however long the process has run', async () => {
    const day = 86_400_000;
    const expired = loadSealingCertificate(
      authority.sealValidBetween(new Date(Date.now() - 400 * day), new Date(Date.now() - day)),
      'clave',
    );
    await expect(
      sealPdf(await contractPdf(), expired, { reason: 'r', location: 'l', contactInfo: 'c', signingTime: new Date() }),
    ).rejects.toThrow(/sealing certificate expired on .*: nothing is sealed with it/);
  });

  it('refuses to seal with a certificate its CA has revoked; openssl then refuses the seal made before', async () => {
    authority.revoke(authority.seal.certificate);
    const revokedAuthority = await startTestPki();
    try {
      revokedAuthority.revoke(revokedAuthority.seal.certificate);
      await expect(
        sealPdf(await contractPdf(), revokedAuthority.seal, {
          reason: 'r',
          location: 'l',
          contactInfo: 'c',
          signingTime: new Date(),
        }),
      ).rejects.toThrow(/is revoked/);
    } finally {
      await revokedAuthority.close();
    }
    const { cms, signedBytes } = sealParts(longTerm);
    const current = forge.pem.encode({ type: 'X509 CRL', body: authority.revocationList().toString('binary') });
    const verified = await opensslCmsVerify(cms, signedBytes, `${authority.caPem}${current}`);
    expect(verified.output).toMatch(/certificate revoked/);
  });
});

describe('revocation lists and chains', () => {
  const authority = createTestPki('http://127.0.0.1:9/ca.crl');
  const other = createTestPki('http://127.0.0.1:9/ca.crl');
  const issuer = authority.seal.chain[1] as forge.pki.Certificate;

  it('reads a current list signed by the CA, and refuses one signed by anyone else', () => {
    authority.revoke(authority.tsa.certificate);
    const revoked = readRevocationList(authority.revocationList(), issuer, new Date());
    expect(revoked.has(authority.tsa.certificate.serialNumber.replace(/^0+/, ''))).toBe(true);
    expect(revoked.has(authority.seal.certificate.serialNumber.replace(/^0+/, ''))).toBe(false);
    expect(() => readRevocationList(other.revocationList(), issuer, new Date())).toThrow(/not signed by/);
    expect(() =>
      readRevocationList(authority.revocationList(), issuer, new Date(Date.now() + 30 * 86_400_000)),
    ).toThrow(/not current/);
  });

  it('names the CRL distribution point, and what a chain lacks for long-term validation', () => {
    expect(crlDistributionPoints(authority.seal.certificate)).toEqual(['http://127.0.0.1:9/ca.crl']);
    expect(longTermValidationProblem(authority.seal.chain)).toBeNull();
    expect(longTermValidationProblem([authority.seal.certificate])).toMatch(/lacks the certificate that issued/);
    expect(longTermValidationProblem(seal.chain)).toBeNull();
  });
});
