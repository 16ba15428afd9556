import forge from 'node-forge';
import {
  certificateDer,
  crlDistributionPoints,
  type DerNode,
  derBytes,
  derChildren,
  isSelfSigned,
  issuerIn,
} from '../../lib/certificates.js';

const { asn1 } = forge;

/**
 * What a validator needs years from now to check the seal without asking anyone (PAdES B-LT): the certificates
 * of the chain and, for each certificate a CA issued, that CA's revocation list as it stood when the seal was
 * made. Both go into the PDF's Document Security Store, as DER.
 */
export type ValidationData = { certificates: Buffer[]; crls: Buffer[] };

const SHA256_WITH_RSA = '1.2.840.113549.1.1.11';

const hexSerial = (hex: string) => hex.toLowerCase().replace(/^0+/, '');

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

const asTime = (node: DerNode | undefined) =>
  node?.type === asn1.Type.UTCTIME ? asn1.utcTimeToDate(derBytes(node)) : asn1.generalizedTimeToDate(derBytes(node));

/**
 * A revocation list checked as a validator would: signed (SHA-256 with RSA) by `issuer`, current at `now`.
 * Returns the serial numbers it revokes (hex, no leading zeros). Throws when it cannot be relied on.
 */
export function readRevocationList(der: Buffer, issuer: forge.pki.Certificate, now: Date): Set<string> {
  const list = asn1.fromDer(der.toString('binary')) as DerNode;
  const [tbs, algorithm, signature] = derChildren(list);
  if (asn1.derToOid(derBytes(derChildren(algorithm)[0])) !== SHA256_WITH_RSA) {
    throw new Error('The revocation list is not signed with SHA-256 and RSA');
  }
  const digest = forge.md.sha256.create().update(firstElementDer(der).toString('binary'));
  // A BIT STRING's first octet counts its unused bits (0 for a signature).
  const signatureBytes = derBytes(signature).slice(1);
  if (!verifiesWith(issuer, digest.digest().getBytes(), signatureBytes)) {
    throw new Error('The revocation list is not signed by the certificate authority');
  }
  // TBSCertList: version, signature, issuer, thisUpdate, nextUpdate?, revokedCertificates?, [0] extensions?
  const fields = derChildren(tbs);
  const timeAt = fields[0]?.type === asn1.Type.INTEGER ? 3 : 2;
  const thisUpdate = asTime(fields[timeAt]);
  const next = fields[timeAt + 1];
  const hasNext = next?.type === asn1.Type.UTCTIME || next?.type === asn1.Type.GENERALIZEDTIME;
  const nextUpdate = hasNext ? asTime(next) : null;
  if (thisUpdate > now || (nextUpdate !== null && nextUpdate <= now)) {
    throw new Error('The revocation list is not current');
  }
  const revoked = fields[hasNext ? timeAt + 2 : timeAt + 1];
  const entries = revoked?.type === asn1.Type.SEQUENCE ? derChildren(revoked) : [];
  return new Set(entries.map((entry) => hexSerial(forge.util.bytesToHex(derBytes(derChildren(entry)[0])))));
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
