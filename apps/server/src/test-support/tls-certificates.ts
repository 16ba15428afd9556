import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import { createDevelopmentCertificate, loadSealingCertificate } from '../lib/certificates.js';

const { pki } = forge;

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    keyPem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    publicKey: pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
  };
}

function certificate(subject: string, publicKey: forge.pki.PublicKey) {
  const cert = pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject([{ name: 'commonName', value: subject }]);
  return cert;
}

/**
 * A TLS server certificate for 127.0.0.1 and localhost, issued by a CA made for it: what a test HTTPS server
 * (the stand-in AEAT) presents, and the CA a client must trust to reach it.
 */
export function createServerCertificate(name: string): { keyPem: string; certPem: string; caPem: string } {
  const ca = keyPair();
  const caCert = certificate(`${name} CA de pruebas`, ca.publicKey);
  caCert.setIssuer(caCert.subject.attributes);
  caCert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
  ]);
  const caKey = pki.privateKeyFromPem(ca.keyPem);
  caCert.sign(caKey, forge.md.sha256.create());
  const server = keyPair();
  const serverCert = certificate(name, server.publicKey);
  serverCert.setIssuer(caCert.subject.attributes);
  serverCert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [
        { type: 7, ip: '127.0.0.1' },
        { type: 2, value: 'localhost' },
      ],
    },
  ]);
  serverCert.sign(caKey, forge.md.sha256.create());
  return { keyPem: server.keyPem, certPem: pki.certificateToPem(serverCert), caPem: pki.certificateToPem(caCert) };
}

/**
 * The provider's client certificate for a test (PKCS#12 in base64, as VERIFACTU_CERTIFICATE_P12 takes it) and
 * its certificate in PEM, which the stand-in AEAT trusts.
 */
export function createClientCertificate(): { p12Base64: string; password: string; certPem: string } {
  const password = 'aeat-pruebas';
  const p12 = createDevelopmentCertificate(password, 'Cumplia pruebas AEAT');
  const loaded = loadSealingCertificate(p12, password);
  return { p12Base64: p12.toString('base64'), password, certPem: pki.certificateToPem(loaded.certificate) };
}
