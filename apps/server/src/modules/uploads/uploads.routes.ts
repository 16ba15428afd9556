import {
  errorResponseSchema,
  pagedSchema,
  pageQuerySchema,
  ROLES,
  uploadCsvResponseSchema,
  uploadedFileSchema,
  uploadLineSchema,
} from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { attachment } from '../../lib/content-disposition.js';
import { actorContext } from '../../request-context.js';
import { uploadSignupCsv } from './upload-signup-csv.js';
import { downloadUploadedFile, listUploadedFiles, listUploadLines, signupTemplate } from './uploaded-files.js';

const fileParams = z.object({ id: z.coerce.number().int().positive() });
const errors = { '4xx': errorResponseSchema };

/** Mass sign-up by CSV (agency): template, upload, files, lines and the original file. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const agencyOnly = app.authorize([ROLES.agency]);
  const { uploads } = app.services.config;

  app.post(
    '/gestorias/upload-csv',
    {
      schema: {
        tags: ['uploads'],
        consumes: ['multipart/form-data'],
        response: { 201: uploadCsvResponseSchema, ...errors },
      },
      onRequest: agencyOnly,
      // Counted per agency (its users share the limit); the limit runs after `agencyOnly`, which sets the actor.
      config: {
        rateLimit: {
          max: uploads.ratePerHourPerAgency,
          timeWindow: '1 hour',
          keyGenerator: (request) =>
            request.actor?.kind === 'agency' ? `agency:${request.actor.agencyId}` : `ip:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      // Reading every part (not only the first) lets the multipart limits refuse a second file.
      let file: { name: string; mimeType: string; bytes: Buffer } | undefined;
      for await (const part of request.files()) {
        file = { name: part.filename, mimeType: part.mimetype, bytes: await part.toBuffer() };
      }
      if (!file) throw new AppError('VALIDATION_ERROR', 400, 'Por favor, selecciona un archivo CSV para subir.');
      const created = await uploadSignupCsv({ ctx: actorContext(request), file });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/gestorias/archivos/my',
    {
      schema: {
        tags: ['uploads'],
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(uploadedFileSchema), ...errors },
      },
      onRequest: agencyOnly,
    },
    async (request) => listUploadedFiles({ ctx: actorContext(request), input: request.query }),
  );

  app.get(
    '/gestorias/archivos/procesamientos/:id',
    {
      schema: { tags: ['uploads'], params: fileParams, response: { 200: z.array(uploadLineSchema), ...errors } },
      onRequest: agencyOnly,
    },
    async (request) => listUploadLines({ ctx: actorContext(request), fileId: request.params.id }),
  );

  app.get(
    '/gestorias/archivos/download/:id',
    { schema: { tags: ['uploads'], params: fileParams }, onRequest: agencyOnly },
    async (request, reply) => {
      const file = await downloadUploadedFile({ ctx: actorContext(request), fileId: request.params.id });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(file.fileName))
        .send(file.bytes);
    },
  );

  app.get(
    '/gestorias/archivos/download-ejemplo',
    { schema: { tags: ['uploads'] }, onRequest: agencyOnly },
    async (_request, reply) => {
      const file = signupTemplate();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(file.fileName))
        .send(file.bytes);
    },
  );
};
