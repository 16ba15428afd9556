import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { MessageFile } from './message-attachments.js';

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

/** Delivers one message; throws when the delivery failed (the sender retries later). */
export type MessageTransport = {
  /**
   * Where a delivered message went: `smtp`, or `outbox` when it is kept here for staff to read. The files are
   * produced only when the message really leaves by SMTP.
   */
  deliver(message: OutgoingMessage, files: () => Promise<MessageFile[]>): Promise<'smtp' | 'outbox'>;
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
 * E-mail goes through SMTP when SMTP_URL is set. Without it, and for SMS (no gateway yet), the message stays
 * in the outbox (staff see it masked) and is logged (in full in development) so a developer sees it.
 */
export function createMessageTransport(options: {
  smtpUrl: string | undefined;
  from: string;
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
        return 'smtp';
      }
      options.log(message);
      return 'outbox';
    },
    close: () => smtp?.close(),
  };
}
