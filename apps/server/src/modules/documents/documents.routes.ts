import { documentVerificationSchema, errorResponseSchema } from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { verifyDocument } from './verify-document.js';

/** POST /documentos/verificar: public check of an uploaded contract PDF (multipart, one file). */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/documentos/verificar',
    {
      schema: {
        tags: ['documents'],
        consumes: ['multipart/form-data'],
        response: { 200: documentVerificationSchema, '4xx': errorResponseSchema },
      },
      config: { rateLimit: { max: app.services.config.publicFormRatePerMinute, timeWindow: '1 minute' } },
    },
    async (request) => {
      let file: Buffer | undefined;
      for await (const part of request.files()) file = await part.toBuffer();
      if (!file) throw new AppError('VALIDATION_ERROR', 400, 'Seleccione el PDF del contrato que quiere comprobar.');
      return verifyDocument(app.services.db, app.services.config.seal, file);
    },
  );
};
