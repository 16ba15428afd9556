import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });
const readinessSchema = healthSchema.extend({ draining: z.boolean() });
const livenessSchema = z.object({ status: z.literal('ok') });

/**
 * What an orchestrator and a proxy ask: liveness (`/health/live`: the process answers; restart it when not) and
 * readiness (`/health/ready`: send it requests; 503 while the database does not answer or while the process
 * drains before it stops). `/health` is readiness without the drain, for monitors that check the product.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseUp = () =>
    app.database
      .ping()
      .then(() => true)
      .catch(() => false);

  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } }, logLevel: 'warn' },
    async (_request, reply) => {
      const up = await databaseUp();
      return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
    },
  );

  app.get(
    '/health/live',
    { schema: { tags: ['health'], response: { 200: livenessSchema } }, logLevel: 'warn' },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    { schema: { tags: ['health'], response: { 200: readinessSchema, 503: readinessSchema } }, logLevel: 'warn' },
    async (_request, reply) => {
      const draining = app.lifecycle.draining;
      const up = await databaseUp();
      const ready = up && !draining;
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ok' : 'unavailable', database: up ? 'up' : 'down', draining });
    },
  );
};
