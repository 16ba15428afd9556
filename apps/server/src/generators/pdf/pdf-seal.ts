import { randomBytes } from 'node:crypto';
import { PDFDocument, PDFName } from '@pdfme/pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';

import { certificateDer, type SealingCertificate } from '../../lib/certificates.js';
import { postBytes, type TlsSettings } from '../../lib/post-bytes.js';
import { addSignaturePlaceholder } from './signature-placeholder.js';
import { collectValidationData, type ValidationData } from './validation-data.js';

const { asn1, pki } = forge;

const OID = {
  data: pki.oids.data as string,
  signedData: pki.oids.signedData as string,
  contentType: pki.oids.contentType as string,
  messageDigest: pki.oids.messageDigest as string,
  sha256: pki.oids.sha256 as string,
  rsaEncryption: pki.oids.rsaEncryption as string,
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
};

const der = (node: forge.asn1.Asn1) => asn1.toDer(node).getBytes();
const seq = (items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);
const set = (items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, items);
const oid = (value: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(value).getBytes());
const octets = (bytes: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes);
const integer = (bytes: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, bytes);
const nullValue = () => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '');
const algorithm = (value: string, withNull = true) => seq(withNull ? [oid(value), nullValue()] : [oid(value)]);
const attribute = (type: string, value: forge.asn1.Asn1) => seq([oid(type), set([value])]);
const sha256 = (bytes: string) => forge.md.sha256.create().update(bytes).digest().getBytes();

function serialInteger(certificate: forge.pki.Certificate) {
  let hex = certificate.serialNumber;
  if (hex.length % 2) hex = `0${hex}`;
  // A positive INTEGER whose first bit is set needs a leading zero octet.
  if (/^[89a-f]/i.test(hex)) hex = `00${hex}`;
  return integer(forge.util.hexToBytes(hex));
}

/** The signed attributes a CAdES signature carries, and the RSA signature over them (RFC 5652, 5.4). */
function signAttributes(seal: SealingCertificate, contentType: string, digest: string) {
  const signedAttributes = [
    attribute(OID.contentType, oid(contentType)),
    attribute(OID.messageDigest, octets(digest)),
    // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }; ESSCertIDv2 with the default SHA-256.
    attribute(
      OID.signingCertificateV2,
      seq([seq([seq([octets(sha256(certificateDer(seal.certificate).toString('binary')))])])]),
    ),
  ];
  // The signature covers the DER of the attributes as a SET.
  const signature = seal.key.sign(forge.md.sha256.create().update(der(set(signedAttributes))));
  return { signedAttributes, signature };
}

/** A CMS ContentInfo of SignedData with one signer, the given content (absent: detached) and unsigned attributes. */
function assembleSignedData(
  seal: SealingCertificate,
  input: {
    contentType: string;
    signedAttributes: forge.asn1.Asn1[];
    signature: string;
    encapsulated?: string;
    unsignedAttributes?: forge.asn1.Asn1[];
  },
) {
  const signer = seal.certificate;
  const signerInfo = seq([
    integer(String.fromCharCode(1)),
    seq([pki.distinguishedNameToAsn1(signer.issuer), serialInteger(signer)]),
    algorithm(OID.sha256),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, input.signedAttributes),
    algorithm(OID.rsaEncryption),
    octets(input.signature),
    ...(input.unsignedAttributes?.length
      ? [asn1.create(asn1.Class.CONTEXT_SPECIFIC, 1, true, input.unsignedAttributes)]
      : []),
  ]);
  const encapsulated = seq([
    oid(input.contentType),
    ...(input.encapsulated === undefined
      ? []
      : [asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [octets(input.encapsulated)])]),
  ]);
  const signedData = seq([
    integer(String.fromCharCode(input.contentType === OID.data ? 1 : 3)),
    set([algorithm(OID.sha256)]),
    encapsulated,
    asn1.create(
      asn1.Class.CONTEXT_SPECIFIC,
      0,
      true,
      seal.chain.map((cert) => pki.certificateToAsn1(cert)),
    ),
    set([signerInfo]),
  ]);
  return seq([oid(OID.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])]);
}

/** The user and password a TSA asks for (HTTP Basic), kept apart from its URL so no log line carries them. */
export type TsaCredentials = { username: string; password: string };

/** A TSA: its URL, and how it authenticates the provider (HTTP Basic, a TLS client certificate, both or neither). */
export type TsaSettings = {
  tsaUrl?: string | undefined;
  tsaCredentials?: TsaCredentials | null;
  tsaTls?: TlsSettings | null;
};

/** A timestamp reply is a few kilobytes: its token and the TSA's chain. */
const MAX_TSA_ANSWER_BYTES = 1024 * 1024;

/**
 * An RFC 3161 timestamp token over the given signature value, from a Time Stamping Authority (HTTP POST
 * application/timestamp-query). Throws when the TSA does not grant it.
 */
export async function requestTimestamp(
  tsaUrl: string,
  signatureValue: string,
  authentication: { credentials?: TsaCredentials | null; tls?: TlsSettings | null } = {},
): Promise<forge.asn1.Asn1> {
  const { credentials, tls } = authentication;
  const request = seq([
    integer(String.fromCharCode(1)),
    seq([algorithm(OID.sha256), octets(sha256(signatureValue))]),
    integer(
      randomBytes(8)
        .toString('binary')
        .replace(/^[\x80-\xff]/, '\x01'),
    ),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.BOOLEAN, false, String.fromCharCode(0xff)),
  ]);
  const response = await postBytes(tsaUrl, {
    headers: {
      'content-type': 'application/timestamp-query',
      ...(credentials && {
        authorization: `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`,
      }),
    },
    body: Buffer.from(der(request), 'binary'),
    timeoutMs: 10_000,
    maxBytes: MAX_TSA_ANSWER_BYTES,
    tls: tls ?? null,
    service: 'The TSA',
  });
  if (response.status !== 200) throw new Error(`TSA answered HTTP ${response.status}`);
  const answer = asn1.fromDer(response.body.toString('binary')) as forge.asn1.Asn1 & {
    value: (forge.asn1.Asn1 & { value: (forge.asn1.Asn1 & { value: string })[] })[];
  };
  const status = answer.value[0]?.value[0]?.value ?? '';
  const granted = status.length > 0 && status.charCodeAt(status.length - 1) <= 1;
  const token = answer.value[1];
  if (!granted || !token) throw new Error('TSA refused the timestamp request');
  return token;
}

/**
 * A CAdES detached signature (CMS SignedData without content) over the given bytes, as PAdES baseline B-B asks:
 * signed attributes content-type, message-digest (SHA-256) and ESS signing-certificate-v2 (binding the signer
 * certificate); no signing-time attribute (the signing time is the PDF signature dictionary's /M). With a TSA,
 * the RFC 3161 timestamp of the signature value is added as the signature-time-stamp unsigned attribute
 * (PAdES B-T).
 */
export async function cadesDetachedSignature(
  content: Buffer,
  seal: SealingCertificate,
  options: TsaSettings = {},
): Promise<Buffer> {
  const { signedAttributes, signature } = signAttributes(seal, OID.data, sha256(content.toString('binary')));
  const unsignedAttributes = options.tsaUrl
    ? [
        attribute(
          OID.signatureTimeStampToken,
          await requestTimestamp(options.tsaUrl, signature, {
            credentials: options.tsaCredentials ?? null,
            tls: options.tsaTls ?? null,
          }),
        ),
      ]
    : [];
  return Buffer.from(
    der(assembleSignedData(seal, { contentType: OID.data, signedAttributes, signature, unsignedAttributes })),
    'binary',
  );
}

/**
 * An RFC 3161 TimeStampToken (for the test TSA): TSTInfo over the given message imprint, signed by `seal`.
 */
export function timestampToken(
  seal: SealingCertificate,
  input: { messageImprint: forge.asn1.Asn1; nonce: forge.asn1.Asn1 | null; serial: number; time: Date },
) {
  const tstInfo = der(
    seq([
      integer(String.fromCharCode(1)),
      oid('1.3.6.1.4.1.4146.2.3'),
      input.messageImprint,
      integer(String.fromCharCode(input.serial & 0x7f)),
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.GENERALIZEDTIME, false, asn1.dateToGeneralizedTime(input.time)),
      ...(input.nonce ? [input.nonce] : []),
    ]),
  );
  const { signedAttributes, signature } = signAttributes(seal, OID.tstInfo, sha256(tstInfo));
  return assembleSignedData(seal, { contentType: OID.tstInfo, signedAttributes, signature, encapsulated: tstInfo });
}

class CadesSigner extends Signer {
  constructor(
    private readonly seal: SealingCertificate,
    private readonly tsa: TsaSettings,
  ) {
    super();
  }
  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    return cadesDetachedSignature(pdfBuffer, this.seal, this.tsa);
  }
}

/** Bytes reserved for the CMS: a qualified chain of three certificates plus the TSA's token and chain fit. */
const SIGNATURE_LENGTH = 16_384;

/**
 * The Document Security Store (ISO 32000-2, 12.8.4.3; ETSI EN 319 142-1, 5.4): the chain's certificates and
 * revocation lists, each a stream of its DER. It is written before the seal, so the seal covers it too.
 */
function addSecurityStore(document: PDFDocument, validation: ValidationData) {
  const { context } = document;
  const streams = (items: Buffer[]) => items.map((der) => context.register(context.flateStream(der)));
  document.catalog.set(
    PDFName.of('DSS'),
    context.obj({ Certs: streams(validation.certificates), CRLs: streams(validation.crls) }),
  );
}

/**
 * Seals a finished PDF with the provider's certificate: a PAdES signature (SubFilter ETSI.CAdES.detached) over
 * the whole file, so any later change (one byte, or an edit saved by any PDF tool) breaks it. The file carries
 * the validation data of the certificate as it stood at `signingTime` (revocation lists in its Document
 * Security Store) and, with a TSA, the timestamp of the signature: with both, the seal can be validated after
 * the certificate expires. The PDF is rewritten once to hold the signature field; nothing may be added after.
 */
export async function sealPdf(
  pdf: Uint8Array,
  seal: SealingCertificate,
  details: {
    reason: string;
    location: string;
    contactInfo: string;
    signingTime: Date;
  } & TsaSettings,
): Promise<Buffer> {
  // Checked again at every seal, not only at start: a process outlives its certificate.
  const { notAfter } = seal.certificate.validity;
  if (details.signingTime >= notAfter) {
    throw new Error(`The sealing certificate expired on ${notAfter.toISOString()}: nothing is sealed with it`);
  }
  const document = await PDFDocument.load(pdf);
  addSecurityStore(document, await collectValidationData(seal.chain, details.signingTime));
  addSignaturePlaceholder(document, {
    reason: details.reason,
    contactInfo: details.contactInfo,
    name: seal.commonName,
    location: details.location,
    signingTime: details.signingTime,
    signatureLength: SIGNATURE_LENGTH,
  });
  const prepared = Buffer.from(await document.save({ useObjectStreams: false }));
  return new SignPdf().sign(prepared, new CadesSigner(seal, details));
}
