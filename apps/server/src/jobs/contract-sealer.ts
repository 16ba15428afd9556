import type { FastifyBaseLogger } from 'fastify';
import { alertSealBacklog, sealSignedDocuments } from '../modules/signing/index.js';
import type { Services } from '../platform/services.js';
import { createPollingWorker, type PollingWorker } from './polling-worker.js';

/**
 * The contract sealer: seals the documents whose signature committed, woken by the signature and polling for the
 * rest, ten at a time (one failing never stops the others: sealSignedDocuments), and wakes the outbox for the
 * confirmation e-mails that sealing released; staff are told when seals wait longer than half an hour.
 */
export function createContractSealer(input: {
  services: Services;
  log: FastifyBaseLogger;
  onQueued: () => void;
}): PollingWorker {
  const { services } = input;
  return createPollingWorker(
    'contract-sealer',
    async () => {
      try {
        const { sealed } = await sealSignedDocuments(services.db, services.config, {
          limit: 10,
          now: services.now(),
          log: input.log,
        });
        if (sealed > 0) input.onQueued();
        return sealed;
      } finally {
        if (await alertSealBacklog(services.db, services.config, services.now())) input.onQueued();
      }
    },
    input.log,
  );
}
