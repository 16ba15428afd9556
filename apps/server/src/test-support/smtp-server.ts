import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../db/client.js';
import { renderEmail } from '../generators/emails/email-layout.js';
import type { SealingConfig } from '../lib/message-sealing.js';
import { secret, secretLink } from '../lib/secret-text.js';
import { enqueueEmail } from '../modules/outbox/enqueue-message.js';

export type Received = { to: string[]; raw: string };

/**
 * A real SMTP server in this process, on a free port, that records what it accepts. `beforeAccept` runs before
 * a message is accepted: a promise that never settles keeps the sender waiting for the server's answer.
 */
export async function startSmtpServer(port = 0, options: { beforeAccept?: (message: Received) => Promise<void> } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const message = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        await options.beforeAccept?.(message);
        received.push(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    server,
    received,
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes the quoted-printable or base64 parts nodemailer writes, enough to search the text. */
export function decodedBody(raw: string): string {
  const qp = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const base64Parts = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g),
  ].map((m) => Buffer.from((m[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'));
  return Buffer.from(qp, 'latin1').toString('utf8') + base64Parts.join('\n');
}

export const TEST_SIGNATURE = { legalName: 'Cumplia', address: 'Tenerife', email: 'hola@cumplia.example' };
/** Queues an e-mail shaped like the account verification one: its code and link are secrets for 48 hours. */
export async function queueVerificationLike(db: Database, config: SealingConfig, key: string, to: string, now: Date) {
  const expiresAt = new Date(now.getTime() + 48 * 3600_000);
  await enqueueEmail(db, config, {
    now,
    idempotencyKey: key,
    to,
    email: renderEmail({
      subject: 'Active su cuenta de Cumplia',
      preheader: 'código',
      greeting: 'Hola, Ana:',
      paragraphs: [
        {
          kind: 'secret-text',
          parts: ['Abra el enlace para activar su cuenta. Su código es ', secret('482913', expiresAt), '.'],
        },
      ],
      action: { label: 'Activar mi cuenta', url: secretLink('http://localhost:3000/verificacion?data=abc', expiresAt) },
      signature: TEST_SIGNATURE,
    }),
  });
}
