import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';
import { loadSealingCertificate } from '../lib/certificates.js';

const { asn1, pki } = forge;

type KeyPair = { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey };

function keyPair(): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
    publicKey: pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
  };
}

const der = (node: forge.asn1.Asn1) => asn1.toDer(node).getBytes();
const seq = (items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);
const utcTime = (date: Date) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.UTCTIME, false, asn1.dateToUtcTime(date));
const sha256WithRsa = () =>
  seq([
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer('1.2.840.113549.1.1.11').getBytes()),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, ''),
  ]);

/**
 * A certificate authority of its own for tests, as a qualified trust service provider runs one: a root that
 * issues the provider's sealing certificate and a TSA certificate, each naming the CA's revocation list at
 * `crlUrl` (`revoke` adds a serial to it). Real seals are made with it, so the long-term validation data they
 * carry can be checked by independent tools (`openssl`).
 */
export function createTestPki(crlUrl: string) {
  const revoked = new Set<string>();
  const caKeys = keyPair();
  const caName = [
    { name: 'commonName', value: 'Autoridad de pruebas de Cumplia' },
    { name: 'organizationName', value: 'Pruebas' },
    { name: 'countryName', value: 'ES' },
  ];
  const ca = pki.createCertificate();
  ca.publicKey = caKeys.publicKey;
  ca.serialNumber = `01${randomBytes(8).toString('hex')}`;
  ca.validity.notBefore = new Date(Date.now() - 365 * 86_400_000);
  ca.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000);
  ca.setSubject(caName);
  ca.setIssuer(caName);
  ca.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  ca.sign(caKeys.privateKey, forge.md.sha256.create());

  function issue(
    commonName: string,
    extensions: object[],
    validity = { notBefore: new Date(Date.now() - 86_400_000), notAfter: new Date(Date.now() + 2 * 365 * 86_400_000) },
  ) {
    const keys = keyPair();
    const certificate = pki.createCertificate();
    certificate.publicKey = keys.publicKey;
    certificate.serialNumber = `02${randomBytes(8).toString('hex')}`;
    certificate.validity.notBefore = validity.notBefore;
    certificate.validity.notAfter = validity.notAfter;
    certificate.setSubject([
      { name: 'commonName', value: commonName },
      { name: 'organizationName', value: 'Cumplia pruebas' },
      { name: 'countryName', value: 'ES' },
    ]);
    certificate.setIssuer(caName);
    certificate.setExtensions([
      { name: 'basicConstraints', cA: false },
      { name: 'authorityKeyIdentifier', keyIdentifier: ca.generateSubjectKeyIdentifier().getBytes() },
      { name: 'cRLDistributionPoints', altNames: [{ type: 6, value: crlUrl }] },
      ...extensions,
    ]);
    certificate.sign(caKeys.privateKey, forge.md.sha256.create());
    const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [certificate, ca], 'clave', { algorithm: '3des' });
    return Buffer.from(der(p12), 'binary');
  }

  function revocationList() {
    const now = new Date();
    const entries = [...revoked].map((serial) =>
      seq([
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, forge.util.hexToBytes(serial)),
        utcTime(new Date(now.getTime() - 60_000)),
      ]),
    );
    const tbs = seq([
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, String.fromCharCode(1)),
      sha256WithRsa(),
      pki.distinguishedNameToAsn1(ca.subject),
      utcTime(new Date(now.getTime() - 60_000)),
      utcTime(new Date(now.getTime() + 7 * 86_400_000)),
      ...(entries.length ? [seq(entries)] : []),
    ]);
    const signature = caKeys.privateKey.sign(forge.md.sha256.create().update(der(tbs)));
    const list = seq([
      tbs,
      sha256WithRsa(),
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.BITSTRING, false, `\x00${signature}`),
    ]);
    return Buffer.from(der(list), 'binary');
  }

  /** The sealing certificate's PKCS#12 (password `clave`), with the CA certificate as its chain. */
  const sealP12 = issue('Cumplia sello de pruebas', [
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  const tsaP12 = issue('TSA de pruebas', [
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'extKeyUsage', timeStamping: true, critical: true },
  ]);
  return {
    sealP12,
    seal: loadSealingCertificate(sealP12, 'clave'),
    tsa: loadSealingCertificate(tsaP12, 'clave'),
    caPem: pki.certificateToPem(ca),
    revocationList,
    revoke: (certificate: forge.pki.Certificate) => revoked.add(certificate.serialNumber),
    /** A sealing certificate of this CA valid only between these dates, as PKCS#12 (password `clave`). */
    sealValidBetween: (notBefore: Date, notAfter: Date) =>
      issue('Cumplia sello de pruebas', [{ name: 'keyUsage', digitalSignature: true, nonRepudiation: true }], {
        notBefore,
        notAfter,
      }),
  };
}

/** The test CA with its revocation list published over HTTP in this process (see `createTestPki`). */
export async function startTestPki() {
  let authority: ReturnType<typeof createTestPki> | undefined;
  const server = createServer((request, response) => {
    if (request.url !== '/ca.crl' || !authority) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/pkix-crl' }).end(authority.revocationList());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const crlUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ca.crl`;
  authority = createTestPki(crlUrl);
  return { ...authority, crlUrl, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
