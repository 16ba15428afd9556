import { auditEndpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { listAudit } from './list-audit.js';

/** The audit log of every back-office and agency change, for the superadmin (decisions.md, Audit). */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, auditEndpoints.list, ({ ctx, query }) => listAudit({ ctx, input: query }));
};
