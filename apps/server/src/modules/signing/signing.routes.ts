import { errorResponseSchema, messageResponseSchema } from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/content-disposition.js';
import { visitorContext } from '../../request-context.js';
import { contractOfRequest, describeSigningRequest, sendSigningCode, signContracts } from './signing-actions.js';

const tokenParams = z.object({ token: z.string().min(20).max(100) });
const errors = { '4xx': errorResponseSchema };

const signingRequestSchema = z.object({
  empresa: z.string(),
  nifCif: z.string(),
  representante: z.string(),
  /** The agency whose registration the signature confirms (null when the company already holds its NIF/CIF). */
  gestoria: z.string().nullable(),
  telefono: z.string(),
  consentimiento: z.string(),
  firmado: z.boolean(),
  bloqueado: z.boolean(),
  contratos: z.array(z.object({ id: z.number().int(), protocolo: z.string(), titulo: z.string() })),
});

/** The public signing page's calls: the link is the credential, the SMS code the signature. */
export const signingRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = { rateLimit: { max: app.services.config.publicFormRatePerMinute, timeWindow: '1 minute' } };

  app.get(
    '/firma/:token',
    {
      schema: { tags: ['signing'], params: tokenParams, response: { 200: signingRequestSchema, ...errors } },
      config: limit,
    },
    async (request) => describeSigningRequest({ ctx: visitorContext(request), token: request.params.token }),
  );

  app.get(
    '/firma/:token/contratos/:contractId',
    {
      schema: { tags: ['signing'], params: tokenParams.extend({ contractId: z.coerce.number().int().positive() }) },
      config: limit,
    },
    async (request, reply) => {
      const contract = await contractOfRequest({
        ctx: visitorContext(request),
        token: request.params.token,
        contractId: request.params.contractId,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(contract.fileName).replace('attachment', 'inline'))
        .send(Buffer.from(contract.pdf));
    },
  );

  app.post(
    '/firma/:token/codigo',
    {
      schema: { tags: ['signing'], params: tokenParams, response: { 200: messageResponseSchema, ...errors } },
      config: limit,
    },
    async (request) => sendSigningCode({ ctx: visitorContext(request), token: request.params.token }),
  );

  app.post(
    '/firma/:token/firmar',
    {
      schema: {
        tags: ['signing'],
        params: tokenParams,
        body: z.object({ codigo: z.string().regex(/^\d{6}$/, { error: 'El código tiene 6 dígitos.' }) }),
        response: { 200: messageResponseSchema, ...errors },
      },
      config: limit,
    },
    async (request) =>
      signContracts({
        ctx: visitorContext(request),
        token: request.params.token,
        input: { code: request.body.codigo, ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
      }),
  );
};
