import { documentsEndpoints, MESSAGES } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { createClientGate } from '../../lib/client-gate.js';
import { clientSourceOf } from '../../lib/client-source.js';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { verifyDocument } from './verify-document.js';

/**
 * One inspection thread checks every upload: two at a time per address and eight overall, each read and checked
 * in turn; more are refused (429) so a burst from one address never makes everyone's check wait.
 */
const VERIFICATION_SLOTS = {
  perClient: 2,
  total: 8,
  busyMessage:
    'Ya hay comprobaciones de documentos en curso desde su conexión o en Cumplia. Espere unos segundos a que terminen y vuelva a intentarlo.',
};

/** POST /documentos/verificar: public check of an uploaded contract PDF (multipart, one file). */
export const documentsRoutes: FastifyPluginAsync = async (app) => {
  const verification = createClientGate(VERIFICATION_SLOTS);
  registerEndpoint(
    app,
    documentsEndpoints.verify,
    ({ request }) =>
      verification(clientSourceOf(request.ip), async () => {
        let file: Buffer | undefined;
        for await (const part of request.files()) file = await part.toBuffer();
        if (!file) throw new AppError('VALIDATION_ERROR', 400, MESSAGES.errors.contractPdfRequired);
        return verifyDocument(app.services.db, app.services.config.seal, file);
      }),
    { config: { rateLimit: { max: app.services.config.publicFormRatePerMinute, timeWindow: '1 minute' } } },
  );
};
