import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers of every answer. Tokens live in local storage (spec), so the Content-Security-Policy is strict: scripts, workers, fonts and
 * connections only from our own origin; no third parties. Inline styles stay allowed for the component
 * library's CSS variables (styles cannot run code).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  // Personal data must not stay in browser or proxy caches: every answer to an authenticated request is
  // `no-store`, whatever the route set, and so is every other answer that did not choose a policy itself
  // (only public static content does: the web app's files and the provider's public identity).
  app.addHook('onSend', async (request, reply) => {
    if (request.actor || request.headers.authorization !== undefined || !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
});
