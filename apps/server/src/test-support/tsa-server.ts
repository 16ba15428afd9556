import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';
import { timestampToken } from '../generators/pdf/pdf-seal.js';
import { createDevelopmentCertificate, loadSealingCertificate, type SealingCertificate } from '../lib/certificates.js';
import { createServerCertificate } from './tls-certificates.js';

/**
 * A real RFC 3161 Time Stamping Authority over HTTP in this process, for tests: it answers a TimeStampReq with
 * a granted TimeStampResp whose token (SignedData of a TSTInfo) carries the request's message imprint and nonce,
 * signed by `certificate` (by default a self-signed one of its own). `requests` counts what it was asked.
 */
export async function startTsaServer(
  certificate: SealingCertificate = loadSealingCertificate(
    createDevelopmentCertificate('tsa', 'TSA de pruebas'),
    'tsa',
  ),
  options: {
    /** A TSA that authenticates its clients: HTTP Basic with this user and password, else 401. */
    basicAuth?: { username: string; password: string };
    /** A slow TSA: each answer leaves this long after its request arrived. */
    delayMs?: number;
    /**
     * A TSA over TLS that authenticates its clients by certificate: only a client presenting this certificate
     * completes the handshake (the answer's `caPem` is the CA of the TSA's own certificate, for the client).
     */
    clientCertificate?: { trustedCertPem: string };
  } = {},
) {
  const { basicAuth, delayMs = 0 } = options;
  const tls = options.clientCertificate
    ? { ...createServerCertificate('TSA de pruebas'), trustedClientPem: options.clientCertificate.trustedCertPem }
    : null;
  const seal = certificate;
  const requests: { imprint: string }[] = [];
  let serial = 0;
  const expected =
    basicAuth && `Basic ${Buffer.from(`${basicAuth.username}:${basicAuth.password}`).toString('base64')}`;
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    if (expected && request.headers.authorization !== expected) {
      response.writeHead(401, { 'www-authenticate': 'Basic realm="tsa"' }).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const parsed = forge.asn1.fromDer(Buffer.concat(chunks).toString('binary')) as forge.asn1.Asn1 & {
        value: (forge.asn1.Asn1 & { value: unknown })[];
      };
      const [, messageImprint, maybeNonce] = parsed.value;
      if (!messageImprint) {
        response.writeHead(400).end();
        return;
      }
      const imprint = messageImprint as forge.asn1.Asn1 & { value: (forge.asn1.Asn1 & { value: string })[] };
      requests.push({ imprint: Buffer.from(imprint.value[1]?.value ?? '', 'binary').toString('hex') });
      const nonce = maybeNonce && maybeNonce.type === forge.asn1.Type.INTEGER ? maybeNonce : null;
      const token = timestampToken(seal, { messageImprint, nonce, serial: ++serial, time: new Date() });
      const granted = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SEQUENCE, true, [
        forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SEQUENCE, true, [
          forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.INTEGER, false, String.fromCharCode(0)),
        ]),
        token,
      ]);
      setTimeout(() => {
        response
          .writeHead(200, { 'content-type': 'application/timestamp-reply' })
          .end(Buffer.from(forge.asn1.toDer(granted).getBytes(), 'binary'));
      }, delayMs);
    });
  };
  const server = tls
    ? createHttpsServer(
        {
          key: tls.keyPem,
          cert: tls.certPem,
          ca: tls.trustedClientPem,
          requestCert: true,
          rejectUnauthorized: true,
        },
        answer,
      )
    : createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}/tsa`,
    /** The CA of the TSA's TLS certificate (TSA_CA_CERTIFICATES), when it speaks TLS. */
    caPem: tls?.caPem ?? null,
    requests,
    fingerprint: seal.fingerprint,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
