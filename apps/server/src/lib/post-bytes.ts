import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { rootCertificates } from 'node:tls';

/**
 * The TLS side of a call: the client's key and certificate chain, for a service that authenticates its clients by
 * certificate (the AEAT, some TSAs), and the CA of the service's own certificate when a private one issued it
 * (else the public roots alone).
 */
export type TlsSettings = { keyPem?: string; certPem?: string; caPem?: string | null };

/**
 * POSTs a body and resolves with whatever status and body answer; rejects when no answer arrives: refused or lost
 * connection, TLS failure (a client certificate refused), nothing within `timeoutMs`, or an answer over `maxBytes`.
 */
export function postBytes(
  url: string,
  input: {
    headers: Record<string, string>;
    body: Buffer | string;
    timeoutMs: number;
    maxBytes: number;
    tls?: TlsSettings | null;
    /** Who did not answer, for the error ("The AEAT", "The TSA"). */
    service: string;
  },
): Promise<{ status: number; body: Buffer }> {
  const { tls } = input;
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        ...(tls?.keyPem && tls.certPem ? { key: tls.keyPem, cert: tls.certPem } : {}),
        ...(tls?.caPem ? { ca: [...rootCertificates, tls.caPem] } : {}),
        agent: false,
        headers: { ...input.headers, 'content-length': String(Buffer.byteLength(input.body)) },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > input.maxBytes)
            outgoing.destroy(new Error(`${input.service} answered more than any answer holds.`));
          else chunks.push(chunk);
        });
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks) }));
        incoming.on('error', reject);
      },
    );
    outgoing.setTimeout(input.timeoutMs, () =>
      outgoing.destroy(new Error(`${input.service} did not answer within ${Math.round(input.timeoutMs / 1000)} s.`)),
    );
    outgoing.on('error', reject);
    outgoing.end(input.body);
  });
}
