import { documentsEndpoints, MESSAGES } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { verifyDocument } from './verify-document.js';

/** POST /documentos/verificar: public check of an uploaded contract PDF (multipart, one file). */
export const documentsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(
    app,
    documentsEndpoints.verify,
    async ({ request }) => {
      let file: Buffer | undefined;
      for await (const part of request.files()) file = await part.toBuffer();
      if (!file) throw new AppError('VALIDATION_ERROR', 400, MESSAGES.errors.contractPdfRequired);
      return verifyDocument(app.services.db, app.services.config.seal, file);
    },
    { config: { rateLimit: { max: app.services.config.publicFormRatePerMinute, timeWindow: '1 minute' } } },
  );
};
