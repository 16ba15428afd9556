// X.509 certificates and PKCS#12 files as the server reads them: the sealing certificate, and what its chain must
// carry for seals that stay verifiable (PAdES B-LT). Checked at start-up and used when sealing.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

const { asn1, pki } = forge;

const CRL_DISTRIBUTION_POINTS = '2.5.29.31';
const URI_GENERAL_NAME = 6;

/** An ASN.1 node as forge decodes it: constructed nodes hold their children, primitive ones their bytes. */
export type DerNode = forge.asn1.Asn1 & { value: DerNode[] | string };
export const derChildren = (node: DerNode | undefined): DerNode[] => (Array.isArray(node?.value) ? node.value : []);
export const derBytes = (node: DerNode | undefined) => (typeof node?.value === 'string' ? node.value : '');

/** A certificate's DER bytes. */
export const certificateDer = (certificate: forge.pki.Certificate) =>
  Buffer.from(asn1.toDer(pki.certificateToAsn1(certificate)).getBytes(), 'binary');

/** The provider's sealing certificate, read from its PKCS#12 file. */
export type SealingCertificate = {
  key: forge.pki.rsa.PrivateKey;
  certificate: forge.pki.Certificate;
  /** The certificate and the CA certificates the PKCS#12 carries, signer first, all embedded in the seal. */
  chain: forge.pki.Certificate[];
  /** SHA-256 of the signer certificate (DER), hex: how a seal is recognised as the provider's. */
  fingerprint: string;
  /** The certificate subject's common name. */
  commonName: string;
};

const DAY_MS = 86_400_000;

/** Whole days from `now` to the certificate's notAfter (negative once expired). */
export const certificateDaysLeft = (certificate: forge.pki.Certificate, now: Date) =>
  Math.floor((certificate.validity.notAfter.getTime() - now.getTime()) / DAY_MS);

/**
 * Why a certificate cannot be used at `now`, or null: not valid yet, expired, or (with `minDaysLeft`) expiring
 * within that many days. What is sealed or sent with an expired certificate no validator accepts.
 */
export function certificateValidityProblem(certificate: forge.pki.Certificate, now: Date, minDaysLeft = 0) {
  const { notBefore, notAfter } = certificate.validity;
  if (now < notBefore) return `is not valid until ${notBefore.toISOString()}`;
  if (now >= notAfter) return `expired on ${notAfter.toISOString()}`;
  const days = certificateDaysLeft(certificate, now);
  if (days < minDaysLeft) return `expires on ${notAfter.toISOString()}, in ${days} days (fewer than ${minDaysLeft})`;
  return null;
}

export const isSelfSigned = (certificate: forge.pki.Certificate) =>
  certificate.isIssuer(certificate) && certificate.verify(certificate);

/** The HTTP(S) addresses in a certificate's CRL distribution points extension (RFC 5280, 4.2.1.13). */
export function crlDistributionPoints(certificate: forge.pki.Certificate): string[] {
  // forge's types say the id is a number; it is the OID string.
  const byId = certificate.getExtension as unknown as (options: { id: string }) => { value?: string } | null;
  const extension = byId.call(certificate, { id: CRL_DISTRIBUTION_POINTS });
  if (!extension?.value) return [];
  const urls: string[] = [];
  const walk = (node: DerNode) => {
    if (node.tagClass === asn1.Class.CONTEXT_SPECIFIC && node.type === URI_GENERAL_NAME && !node.constructed) {
      urls.push(derBytes(node));
      return;
    }
    for (const child of derChildren(node)) walk(child);
  };
  walk(asn1.fromDer(extension.value) as DerNode);
  return urls.filter((url) => /^https?:\/\//i.test(url));
}

/** The CA certificate in `chain` that issued `certificate` (its signature verifies with the CA's key). */
export function issuerIn(chain: forge.pki.Certificate[], certificate: forge.pki.Certificate) {
  return chain.find((candidate) => {
    if (candidate === certificate || !candidate.issued(certificate)) return false;
    try {
      return candidate.verify(certificate);
    } catch {
      return false;
    }
  });
}

/**
 * Why `chain` (signer first) cannot carry long-term validation data, or null when it can: each certificate a CA
 * issued must have its issuer in the chain and a CRL distribution point. Checked when the server starts.
 */
export function longTermValidationProblem(chain: forge.pki.Certificate[]): string | null {
  for (const certificate of chain) {
    if (isSelfSigned(certificate)) continue;
    const name = certificate.subject.getField('CN')?.value;
    if (!issuerIn(chain, certificate))
      return `the PKCS#12 lacks the certificate that issued "${name}" (export it with its whole chain)`;
    if (crlDistributionPoints(certificate).length === 0) return `"${name}" names no CRL distribution point`;
  }
  return null;
}

/** Reads a PKCS#12 (.p12/.pfx) file: the private key, its certificate and any CA certificates. */
export function loadSealingCertificate(p12: Buffer, password: string): SealingCertificate {
  const parsed = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(p12.toString('binary')), password);
  const bagsOf = (type: string): forge.pkcs12.Bag[] => parsed.getBags({ bagType: type })[type] ?? [];
  const keyBags = [...bagsOf(pki.oids.pkcs8ShroudedKeyBag as string), ...bagsOf(pki.oids.keyBag as string)];
  const key = keyBags.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  const certificates = bagsOf(pki.oids.certBag as string)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined && cert !== null);
  if (!key) throw new Error('The PKCS#12 file holds no private key');
  const publicKey = pki.setRsaPublicKey(key.n, key.e);
  const matches = (cert: forge.pki.Certificate) =>
    pki.publicKeyToPem(cert.publicKey as forge.pki.rsa.PublicKey) === pki.publicKeyToPem(publicKey);
  const certificate = certificates.find(matches);
  if (!certificate) throw new Error('The PKCS#12 file holds no certificate for its private key');
  return {
    key,
    certificate,
    chain: [certificate, ...certificates.filter((cert) => cert !== certificate)],
    fingerprint: createHash('sha256').update(certificateDer(certificate)).digest('hex'),
    commonName: String(certificate.subject.getField('CN')?.value ?? ''),
  };
}

/** The password of the self-signed certificates made outside production. */
export const DEVELOPMENT_CERTIFICATE_PASSWORD = 'cumplia-desarrollo';

/**
 * A self-signed sealing certificate for development and tests, as PKCS#12. Its name says what it is: a seal
 * made with it proves nothing to anyone but this installation.
 */
export function createDevelopmentCertificate(password: string, organisation: string): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const certificate = pki.createCertificate();
  certificate.publicKey = pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = new Date(Date.now() - 86_400_000);
  certificate.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000);
  const name = [
    { name: 'commonName', value: 'Cumplia sello de DESARROLLO (no valido)' },
    { name: 'organizationName', value: organisation.slice(0, 64) },
    { name: 'countryName', value: 'ES' },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], password, { algorithm: '3des' });
  return Buffer.from(asn1.toDer(p12).getBytes(), 'binary');
}
