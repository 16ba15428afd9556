import type { VerifactuConfig } from '../../config.js';
import { postBytes } from '../../lib/post-bytes.js';

/** The most an answer may weigh: a full submission's answer is well under 1 MB. */
const MAX_ANSWER_BYTES = 20 * 1024 * 1024;

export type AeatReply = { httpStatus: number; body: string };

/**
 * POSTs a SOAP message to the AEAT over TLS with the provider's client certificate (the AEAT authenticates
 * the sender by it). Resolves with whatever the service answered, faults included (they come as HTTP 500);
 * rejects when no answer arrives: refused or lost connection, TLS failure, or nothing within the timeout.
 */
export async function postToAeat(
  config: Pick<VerifactuConfig, 'client' | 'timeoutMs'> & { endpoint: string },
  body: string,
): Promise<AeatReply> {
  const reply = await postBytes(config.endpoint, {
    headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' },
    body,
    timeoutMs: config.timeoutMs,
    maxBytes: MAX_ANSWER_BYTES,
    tls: config.client,
    service: 'The AEAT',
  });
  return { httpStatus: reply.status, body: reply.body.toString('utf8') };
}
