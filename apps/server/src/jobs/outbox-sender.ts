import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { SealingConfig } from '../lib/message-sealing.js';
import { deliverNextMessage } from '../modules/outbox/deliver-next-message.js';
import type { MessageTransport } from '../modules/outbox/mail-transport.js';
import type { createAttachmentLoader } from '../modules/outbox/message-attachments.js';
import { createPollingWorker, type PollingWorker } from './polling-worker.js';

export type OutboxSender = PollingWorker;

/** The outbox worker: due messages are delivered one at a time, up to a batch per wake-up (see deliverNextMessage). */
export function createOutboxSender(options: {
  db: Database;
  config: SealingConfig;
  transport: MessageTransport;
  loadAttachments: ReturnType<typeof createAttachmentLoader>;
  now: () => Date;
  log: FastifyBaseLogger;
  batchSize?: number;
}): OutboxSender {
  const batchSize = options.batchSize ?? 20;

  async function drainBatch(): Promise<number> {
    let attempted = 0;
    while (attempted < batchSize && (await deliverNextMessage(options))) attempted++;
    return attempted;
  }

  const worker = createPollingWorker('outbox', drainBatch, options.log);
  return {
    ...worker,
    stop: async () => {
      await worker.stop();
      options.transport.close();
    },
  };
}
