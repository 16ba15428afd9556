import { commissionLedgerEndpoints as endpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { agencyLedger } from './agency-ledger.js';

/** The agency's commission ledger. */
export const commissionLedgerRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, endpoints.agencyLedger, ({ ctx, query }) => agencyLedger({ ctx, input: query }));
};
