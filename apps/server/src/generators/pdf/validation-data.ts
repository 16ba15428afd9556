import forge from 'node-forge';

const { asn1, pki } = forge;

/**
 * What a validator needs years from now to check the seal without asking anyone (PAdES B-LT): the certificates
 * of the chain and, for each certificate a CA issued, that CA's revocation list as it stood when the seal was
 * made. Both go into the PDF's Document Security Store, as DER.
 */
export type ValidationData = { certificates: Buffer[]; crls: Buffer[] };

const CRL_DISTRIBUTION_POINTS = '2.5.29.31';
const SHA256_WITH_RSA = '1.2.840.113549.1.1.11';
const URI_GENERAL_NAME = 6;

type Node = forge.asn1.Asn1 & { value: Node[] | string };
const children = (node: Node | undefined): Node[] => (Array.isArray(node?.value) ? node.value : []);
const bytesOf = (node: Node | undefined) => (typeof node?.value === 'string' ? node.value : '');
const certificateDer = (certificate: forge.pki.Certificate) =>
  Buffer.from(asn1.toDer(pki.certificateToAsn1(certificate)).getBytes(), 'binary');
const hexSerial = (hex: string) => hex.toLowerCase().replace(/^0+/, '');

export const isSelfSigned = (certificate: forge.pki.Certificate) =>
  certificate.isIssuer(certificate) && certificate.verify(certificate);

/** The HTTP(S) addresses in a certificate's CRL distribution points extension (RFC 5280, 4.2.1.13). */
export function crlDistributionPoints(certificate: forge.pki.Certificate): string[] {
  // forge's types say the id is a number; it is the OID string.
  const byId = certificate.getExtension as unknown as (options: { id: string }) => { value?: string } | null;
  const extension = byId.call(certificate, { id: CRL_DISTRIBUTION_POINTS });
  if (!extension?.value) return [];
  const urls: string[] = [];
  const walk = (node: Node) => {
    if (node.tagClass === asn1.Class.CONTEXT_SPECIFIC && node.type === URI_GENERAL_NAME && !node.constructed) {
      urls.push(bytesOf(node));
      return;
    }
    for (const child of children(node)) walk(child);
  };
  walk(asn1.fromDer(extension.value) as Node);
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

/** The bytes of the first element inside a DER SEQUENCE, exactly as they were signed (never re-encoded). */
function firstElementDer(der: Buffer): Buffer {
  const headerLength = (at: number) => {
    const first = der[at + 1] ?? 0;
    return first < 0x80 ? { header: 2, length: first } : lengthOfLongForm(at, first & 0x7f);
  };
  const lengthOfLongForm = (at: number, octets: number) => {
    let length = 0;
    for (let i = 0; i < octets; i++) length = length * 256 + (der[at + 2 + i] ?? 0);
    return { header: 2 + octets, length };
  };
  const outer = headerLength(0);
  const inner = headerLength(outer.header);
  return der.subarray(outer.header, outer.header + inner.header + inner.length);
}

/** forge throws, rather than answering false, for a signature made with another key. */
function verifiesWith(issuer: forge.pki.Certificate, digest: string, signature: string) {
  try {
    return (issuer.publicKey as forge.pki.rsa.PublicKey).verify(digest, signature);
  } catch {
    return false;
  }
}

const asTime = (node: Node | undefined) =>
  node?.type === asn1.Type.UTCTIME ? asn1.utcTimeToDate(bytesOf(node)) : asn1.generalizedTimeToDate(bytesOf(node));

/**
 * A revocation list checked as a validator would: signed (SHA-256 with RSA) by `issuer`, current at `now`.
 * Returns the serial numbers it revokes (hex, no leading zeros). Throws when it cannot be relied on.
 */
export function readRevocationList(der: Buffer, issuer: forge.pki.Certificate, now: Date): Set<string> {
  const list = asn1.fromDer(der.toString('binary')) as Node;
  const [tbs, algorithm, signature] = children(list);
  if (asn1.derToOid(bytesOf(children(algorithm)[0])) !== SHA256_WITH_RSA) {
    throw new Error('The revocation list is not signed with SHA-256 and RSA');
  }
  const digest = forge.md.sha256.create().update(firstElementDer(der).toString('binary'));
  // A BIT STRING's first octet counts its unused bits (0 for a signature).
  const signatureBytes = bytesOf(signature).slice(1);
  if (!verifiesWith(issuer, digest.digest().getBytes(), signatureBytes)) {
    throw new Error('The revocation list is not signed by the certificate authority');
  }
  // TBSCertList: version, signature, issuer, thisUpdate, nextUpdate?, revokedCertificates?, [0] extensions?
  const fields = children(tbs);
  const timeAt = fields[0]?.type === asn1.Type.INTEGER ? 3 : 2;
  const thisUpdate = asTime(fields[timeAt]);
  const next = fields[timeAt + 1];
  const hasNext = next?.type === asn1.Type.UTCTIME || next?.type === asn1.Type.GENERALIZEDTIME;
  const nextUpdate = hasNext ? asTime(next) : null;
  if (thisUpdate > now || (nextUpdate !== null && nextUpdate <= now)) {
    throw new Error('The revocation list is not current');
  }
  const revoked = fields[hasNext ? timeAt + 2 : timeAt + 1];
  const entries = revoked?.type === asn1.Type.SEQUENCE ? children(revoked) : [];
  return new Set(entries.map((entry) => hexSerial(forge.util.bytesToHex(bytesOf(children(entry)[0])))));
}

/** Revocation lists by address, kept an hour so a burst of seals fetches each list once. */
const listCache = new Map<string, { der: Buffer; until: number }>();

async function fetchRevocationList(url: string, now: Date): Promise<Buffer> {
  const cached = listCache.get(url);
  if (cached && cached.until > now.getTime()) return cached.der;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`The revocation list at ${url} answered HTTP ${response.status}`);
  const der = Buffer.from(await response.arrayBuffer());
  // A revocation published meanwhile reaches the seals made after the hour: the CA's own publishing delay is longer.
  listCache.set(url, { der, until: now.getTime() + 3_600_000 });
  return der;
}

/**
 * The validation data of a seal made now with `chain` (signer first): every certificate, and for each one a CA
 * issued, a current revocation list of that CA that does not revoke it. A revoked sealing certificate, or a list
 * that cannot be fetched or trusted, stops the seal: a seal that cannot be validated later proves nothing.
 * A self-signed development certificate has no CA and so no revocation data.
 */
export async function collectValidationData(chain: forge.pki.Certificate[], now: Date): Promise<ValidationData> {
  const crls: Buffer[] = [];
  for (const certificate of chain) {
    if (isSelfSigned(certificate)) continue;
    const issuer = issuerIn(chain, certificate);
    if (!issuer)
      throw new Error(`The certificate chain lacks the issuer of ${certificate.subject.getField('CN')?.value}`);
    const urls = crlDistributionPoints(certificate);
    if (urls.length === 0) {
      throw new Error(`${certificate.subject.getField('CN')?.value} names no revocation list (CRL distribution point)`);
    }
    const der = await fetchRevocationList(urls[0] as string, now);
    if (readRevocationList(der, issuer, now).has(hexSerial(certificate.serialNumber))) {
      throw new Error(`The certificate ${certificate.subject.getField('CN')?.value} is revoked`);
    }
    if (!crls.some((known) => known.equals(der))) crls.push(der);
  }
  return { certificates: chain.map(certificateDer), crls };
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
