import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { MessageFile } from './message-attachments.js';
import type { SmsTransport, SubmittedSms } from './smpp-transport.js';

export type OutgoingMessage = {
  id: number;
  channel: 'EMAIL' | 'SMS';
  idempotencyKey: string;
  recipient: string;
  replyTo: string | null;
  subject: string | null;
  bodyText: string;
  bodyHtml: string | null;
};

/**
 * Where a delivered message went: `smtp`, `smpp` (with the provider's ids, encoding and parts), or `outbox`
 * when it is kept here for staff to read.
 */
export type Delivery = { via: 'smtp' | 'outbox' } | { via: 'smpp'; sms: SubmittedSms };

/** Delivers one message; throws when the delivery failed (the sender retries later). */
export type MessageTransport = {
  /** Delivers a message. The files are produced only when the message really leaves by SMTP. */
  deliver(message: OutgoingMessage, files: () => Promise<MessageFile[]>): Promise<Delivery>;
  close(): void;
};

/**
 * The log line of a message kept in the outbox (no real transport for its channel). Its full text, secrets
 * included, is logged in development only, so a developer can follow the demo; elsewhere only who and what.
 */
export function keptMessageLogger(env: Config['env'], log: { info(fields: object, line: string): void }) {
  return (message: OutgoingMessage) =>
    log.info(
      { outboxId: message.id, channel: message.channel, to: message.recipient, subject: message.subject },
      env === 'development' ? `message kept in the outbox:\n${message.bodyText}` : 'message kept in the outbox',
    );
}

/**
 * E-mail goes through SMTP when SMTP_URL is set, SMS through SMPP when an SMS transport is given (SMPP_URL).
 * A message whose channel has no transport stays in the outbox (staff see it masked) and is logged (in full in
 * development) so a developer sees it; production refuses to start without either (see config.ts).
 */
export function createMessageTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  sms?: SmsTransport | null;
  log: (message: OutgoingMessage) => void;
}): MessageTransport {
  const smtp = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : null;
  return {
    async deliver(message, files) {
      if (message.channel === 'EMAIL' && smtp) {
        await smtp.sendMail({
          from: options.from,
          to: message.recipient,
          replyTo: message.replyTo ?? undefined,
          subject: message.subject ?? '',
          text: message.bodyText,
          html: message.bodyHtml ?? undefined,
          attachments: await files(),
          // Lets the receiving side recognise a repeated delivery after a crash between send and record.
          messageId: `<${message.idempotencyKey.replace(/[^\w.-]/g, '-')}@cumplia>`,
        });
        return { via: 'smtp' };
      }
      if (message.channel === 'SMS' && options.sms) {
        // The concatenation reference of a long SMS: any 8-bit value that differs between nearby messages.
        const sms = await options.sms.send({ to: message.recipient, text: message.bodyText, reference: message.id });
        return { via: 'smpp', sms };
      }
      options.log(message);
      return { via: 'outbox' };
    },
    close: () => {
      smtp?.close();
      options.sms?.close();
    },
  };
}
