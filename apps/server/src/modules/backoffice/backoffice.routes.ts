import {
  errorResponseSchema,
  messageResponseSchema,
  PROTOCOL_CODES,
  pagedSchema,
  pageQuerySchema,
  ROLES,
  STAFF_ROLES,
  staffCompanyListItemSchema,
} from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/content-disposition.js';
import { actorContext } from '../../request-context.js';
import { listStaffCompanies, verifyCompany } from './company-verification.js';
import { evidencePage, signatureEvidence } from './signature-evidence.js';
import { downloadCompanyProtocol, listCompanyProtocols, sendCompanyProtocols } from './staff-protocols.js';

const staffCompaniesQuerySchema = pageQuerySchema.extend({
  verificado: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  nombre: z.string().trim().max(255).optional(),
  nifCif: z.string().trim().max(32).optional(),
});
const errors = { '4xx': errorResponseSchema };
const companyParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Staff company list (the homes' 'Nuevas empresas' use verificado=false), 'Verificar', and the company's
 * protocols to download (part 2 sections 2.14 and 7).
 */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.authorize(STAFF_ROLES);
  const superadmin = app.authorize([ROLES.superadmin]);
  for (const prefix of ['/admin', '/worker']) {
    app.get(
      `${prefix}/empresas`,
      {
        schema: {
          tags: ['backoffice'],
          querystring: staffCompaniesQuerySchema,
          response: { 200: pagedSchema(staffCompanyListItemSchema), ...errors },
        },
        onRequest: staff,
      },
      async (request) => listStaffCompanies({ ctx: actorContext(request), input: request.query }),
    );
  }
  app.post(
    '/admin/empresas/:id/verify',
    {
      schema: { tags: ['backoffice'], params: companyParams, response: { 200: messageResponseSchema, ...errors } },
      onRequest: superadmin,
    },
    async (request) => verifyCompany({ ctx: actorContext(request), companyId: request.params.id }),
  );
  app.get(
    '/admin/empresas/:id/download-protocols',
    {
      schema: {
        tags: ['backoffice'],
        params: companyParams,
        response: { 200: z.array(z.object({ type: z.enum(PROTOCOL_CODES), name: z.string() })), ...errors },
      },
      onRequest: staff,
    },
    async (request) => listCompanyProtocols({ ctx: actorContext(request), companyId: request.params.id }),
  );
  app.get(
    '/admin/empresas/:id/download-protocol/:type',
    {
      schema: { tags: ['backoffice'], params: companyParams.extend({ type: z.enum(PROTOCOL_CODES) }) },
      onRequest: staff,
    },
    async (request, reply) => {
      const document = await downloadCompanyProtocol({
        ctx: actorContext(request),
        companyId: request.params.id,
        type: request.params.type,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(document.fileName))
        .send(document.pdf);
    },
  );
  app.get(
    '/admin/empresas/:id/evidencias',
    { schema: { tags: ['backoffice'], params: companyParams }, onRequest: staff },
    async (request, reply) => {
      const record = await signatureEvidence({ ctx: actorContext(request), companyId: request.params.id });
      return reply
        .header('content-disposition', attachment(`evidencias_firma_${record.company.nifCif}.json`))
        .send(record);
    },
  );
  app.get(
    '/admin/empresas/:id/evidencias/:contractId/pagina',
    {
      schema: {
        tags: ['backoffice'],
        params: companyParams.extend({ contractId: z.coerce.number().int().positive() }),
      },
      onRequest: staff,
    },
    async (request, reply) => {
      const page = await evidencePage({
        ctx: actorContext(request),
        companyId: request.params.id,
        contractId: request.params.contractId,
      });
      return reply.type('application/pdf').header('content-disposition', attachment(page.fileName)).send(page.pdf);
    },
  );
  app.post(
    '/admin/empresas/:id/force-send-protocols',
    {
      schema: { tags: ['backoffice'], params: companyParams, response: { 200: messageResponseSchema, ...errors } },
      onRequest: staff,
    },
    async (request) => sendCompanyProtocols({ ctx: actorContext(request), companyId: request.params.id }),
  );
};
