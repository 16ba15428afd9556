import { signingEndpoints } from '@cumplia/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { attachment } from '../../lib/content-disposition.js';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { contractOfRequest, describeSigningRequest, sendSigningCode, signContracts } from './signing-actions.js';
import type { SigningClient } from './signing-events.js';

/** Where a call of the signing page came from, for the link's event log. */
const clientOf = (request: FastifyRequest): SigningClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** The public signing page's calls: the link is the credential, the SMS code the signature. */
export const signingRoutes: FastifyPluginAsync = async (app) => {
  const limited = {
    config: { rateLimit: { max: app.services.config.publicFormRatePerMinute, timeWindow: '1 minute' } },
  };

  registerEndpoint(
    app,
    signingEndpoints.describe,
    ({ ctx, params, request }) =>
      describeSigningRequest({ ctx, input: { token: params.token, client: clientOf(request) } }),
    limited,
  );
  registerEndpoint(
    app,
    signingEndpoints.contract,
    async ({ ctx, params, reply, request }) => {
      const contract = await contractOfRequest({
        ctx,
        input: { token: params.token, contractId: params.contractId, client: clientOf(request) },
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(contract.fileName).replace('attachment', 'inline'))
        .send(Buffer.from(contract.pdf));
    },
    limited,
  );
  registerEndpoint(
    app,
    signingEndpoints.sendCode,
    ({ ctx, params, body, request }) =>
      sendSigningCode({ ctx, input: { ...body, client: clientOf(request), token: params.token } }),
    limited,
  );
  registerEndpoint(
    app,
    signingEndpoints.sign,
    ({ ctx, params, body, request }) =>
      signContracts({ ctx, input: { code: body.codigo, client: clientOf(request), token: params.token } }),
    limited,
  );
};
