import {
  companySchema,
  errorResponseSchema,
  invoiceSchema,
  pagedSchema,
  pageQuerySchema,
  ROLES,
} from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/content-disposition.js';
import { actorContext } from '../../request-context.js';
import { myCompany } from './company-scope.js';
import { downloadProtocol } from './download-protocol.js';
import { listMyInvoices } from './list-my-invoices.js';
import { listSignedContractUrls, signedContract } from './signed-contracts.js';

const errors = { '4xx': errorResponseSchema };

/** The client company's own area: its data, its protocol documents, its contracts and its invoices. */
export const companyAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  const companyOnly = app.authorize([ROLES.company]);

  app.get(
    '/empresas/my',
    { schema: { tags: ['company'], response: { 200: companySchema, ...errors } }, onRequest: companyOnly },
    async (request) => myCompany(actorContext(request)),
  );

  app.get(
    '/pdfs/empresas/my/plantillas/:tipo',
    {
      schema: { tags: ['company'], params: z.object({ tipo: z.enum(['lopd', 'acoso', 'desconexion']) }) },
      onRequest: companyOnly,
    },
    async (request, reply) => {
      const document = await downloadProtocol({ ctx: actorContext(request), kind: request.params.tipo });
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(document.fileName))
        .send(document.pdf);
    },
  );

  app.get(
    '/pdfs/download/:companyId',
    {
      schema: {
        tags: ['company'],
        params: z.object({ companyId: z.coerce.number().int().positive() }),
        response: { 200: z.array(z.string()), ...errors },
      },
      onRequest: companyOnly,
    },
    async (request) => listSignedContractUrls({ ctx: actorContext(request), companyId: request.params.companyId }),
  );

  app.get(
    '/pdfs/contratos/:contractId',
    {
      schema: { tags: ['company'], params: z.object({ contractId: z.coerce.number().int().positive() }) },
      onRequest: companyOnly,
    },
    async (request, reply) => {
      const contract = await signedContract({ ctx: actorContext(request), contractId: request.params.contractId });
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(contract.fileName))
        .send(Buffer.from(contract.pdf));
    },
  );

  app.get(
    '/facturas/empresa/my',
    {
      schema: {
        tags: ['company'],
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(invoiceSchema), ...errors },
      },
      onRequest: companyOnly,
    },
    async (request) => listMyInvoices({ ctx: actorContext(request), input: request.query }),
  );
};
