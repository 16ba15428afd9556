import { request } from 'node:https';
import { rootCertificates } from 'node:tls';
import type { VerifactuConfig } from '../../config.js';

/** The most an answer may weigh: a full submission's answer is well under 1 MB. */
const MAX_ANSWER_BYTES = 20 * 1024 * 1024;

export type AeatReply = { httpStatus: number; body: string };

/**
 * POSTs a SOAP message to the AEAT over TLS with the provider's client certificate (the AEAT authenticates
 * the sender by it). Resolves with whatever the service answered, faults included (they come as HTTP 500);
 * rejects when no answer arrives: refused or lost connection, TLS failure, or nothing within the timeout.
 */
export function postToAeat(
  config: Pick<VerifactuConfig, 'client' | 'timeoutMs'> & { endpoint: string },
  body: string,
): Promise<AeatReply> {
  const { client } = config;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      config.endpoint,
      {
        method: 'POST',
        key: client.keyPem,
        cert: client.certPem,
        ...(client.caPem ? { ca: [...rootCertificates, client.caPem] } : {}),
        agent: false,
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          soapaction: '""',
          'content-length': Buffer.byteLength(body),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES)
            outgoing.destroy(new Error('The AEAT answer is larger than any answer of the service.'));
          else chunks.push(chunk);
        });
        incoming.on('end', () =>
          resolve({ httpStatus: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.setTimeout(config.timeoutMs, () =>
      outgoing.destroy(new Error(`The AEAT did not answer within ${Math.round(config.timeoutMs / 1000)} s.`)),
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
