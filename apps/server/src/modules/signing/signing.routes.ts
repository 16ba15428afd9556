import { signingEndpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { attachment } from '../../lib/content-disposition.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { contractOfRequest, describeSigningRequest, sendSigningCode, signContracts } from './signing-actions.js';

/** The public signing page's calls: the link is the credential, the SMS code the signature. */
export const signingRoutes: FastifyPluginAsync = async (app) => {
  const limited = {
    config: { rateLimit: { max: app.services.config.publicFormRatePerMinute, timeWindow: '1 minute' } },
  };

  registerEndpoint(
    app,
    signingEndpoints.describe,
    ({ ctx, params }) => describeSigningRequest({ ctx, input: { token: params.token } }),
    limited,
  );
  registerEndpoint(
    app,
    signingEndpoints.contract,
    async ({ ctx, params, reply }) => {
      const contract = await contractOfRequest({ ctx, input: { token: params.token, contractId: params.contractId } });
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
    ({ ctx, params }) => sendSigningCode({ ctx, input: { token: params.token } }),
    limited,
  );
  registerEndpoint(
    app,
    signingEndpoints.sign,
    ({ ctx, params, body, request }) =>
      signContracts({
        ctx,
        input: {
          ...{ code: body.codigo, ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
          token: params.token,
        },
      }),
    limited,
  );
};
