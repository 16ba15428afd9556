import { cnaeEndpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { searchCnae } from './cnae-catalogue.js';

/** The public CNAE search of every form that asks for a company's activity (no session: /registrar asks too). */
export const cnaeRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, cnaeEndpoints.search, async ({ query }) => ({ resultados: searchCnae(query.q) }));
};
