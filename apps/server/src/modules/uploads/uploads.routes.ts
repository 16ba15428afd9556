import { uploadsEndpoints as endpoints, MESSAGES } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { attachment } from '../../lib/content-disposition.js';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { uploadSignupCsv } from './upload-signup-csv.js';
import {
  downloadUploadedFile,
  listUploadedFiles,
  listUploadLines,
  signupTemplate,
  uploadReport,
} from './uploaded-files.js';

/** Mass sign-up by CSV (agency): template, upload, files, lines and the original file. */
export const uploadsRoutes: FastifyPluginAsync = async (app) => {
  const { uploads } = app.services.config;

  registerEndpoint(
    app,
    endpoints.upload,
    async ({ ctx, request }) => {
      // Reading every part (not only the first) lets the multipart limits refuse a second file.
      let file: { name: string; mimeType: string; bytes: Buffer } | undefined;
      for await (const part of request.files()) {
        file = { name: part.filename, mimeType: part.mimetype, bytes: await part.toBuffer() };
      }
      if (!file) throw new AppError('VALIDATION_ERROR', 400, MESSAGES.errors.csvFileRequired);
      return uploadSignupCsv({ ctx, input: { file } });
    },
    {
      // Counted per agency (its users share the limit); the limit runs after the role check, which sets the actor.
      config: {
        rateLimit: {
          max: uploads.ratePerHourPerAgency,
          timeWindow: '1 hour',
          keyGenerator: (request) =>
            request.actor?.kind === 'agency' ? `agency:${request.actor.agencyId}` : `ip:${request.ip}`,
        },
      },
    },
  );
  registerEndpoint(app, endpoints.files, ({ ctx, query }) => listUploadedFiles({ ctx, input: query }));
  registerEndpoint(app, endpoints.lines, ({ ctx, params, query }) =>
    listUploadLines({ ctx, input: { ...query, fileId: params.id } }),
  );
  registerEndpoint(app, endpoints.original, async ({ ctx, params, reply }) => {
    const file = await downloadUploadedFile({ ctx, input: { fileId: params.id } });
    // No charset: the bytes are the agency's own, in whatever encoding its spreadsheet wrote them.
    return reply.type('text/csv').header('content-disposition', attachment(file.fileName)).send(file.bytes);
  });
  registerEndpoint(app, endpoints.report, async ({ ctx, params, reply }) => {
    const report = await uploadReport({ ctx, input: { fileId: params.id } });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(report.fileName))
      .send(report.bytes);
  });
  registerEndpoint(app, endpoints.template, async ({ reply }) => {
    const file = signupTemplate();
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(file.fileName))
      .send(file.bytes);
  });
};
