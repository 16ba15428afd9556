import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createMessageTransport, keptMessageLogger, type MessageTransport } from './mail-transport.js';
import { createSmppTransport } from './smpp-transport.js';
import { recordDeliveryReceipt } from './sms-receipts.js';

/**
 * The transport the configuration asks for: SMTP for e-mail when SMTP_URL is set, SMPP for SMS when SMPP_URL
 * is set (its delivery receipts stored as they arrive), the outbox itself for a channel without either.
 */
export function createConfiguredTransport(options: {
  config: Config;
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Where kept messages are logged; the log at `info` unless given. */
  keep?: Parameters<typeof createMessageTransport>[0]['log'];
}): MessageTransport {
  const { config, db, now, log } = options;
  const sms = config.sms.smppUrl
    ? createSmppTransport(
        { url: config.sms.smppUrl, senderId: config.sms.senderId },
        {
          now,
          onReceipt: (receipt) => recordDeliveryReceipt(db, receipt, now()),
          onError: (error) => log.warn({ err: error }, 'SMS delivery receipt not stored'),
        },
      )
    : null;
  return createMessageTransport({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    sms,
    log: options.keep ?? keptMessageLogger(config.env, log),
  });
}
