import { type DeliveryOptions, deliverNextMessage } from '../modules/outbox/index.js';
import { createPollingWorker, type PollingWorker } from './polling-worker.js';

export type OutboxSender = PollingWorker;

/** The outbox worker: due messages are delivered one at a time, up to a batch per wake-up (see deliverNextMessage). */
export function createOutboxSender(options: DeliveryOptions & { batchSize?: number }): OutboxSender {
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
