import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/** No form of ours nests deeper than a few levels; a body nested deeper is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text opens more than `max` arrays or objects inside each other: one pass that stops at the first
 * level too many, so a body of half a million '[' costs microseconds, not a parse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), after the depth check. Their size is bounded
 * before reading: the route's `bodyLimit` (public forms: register-endpoint.ts).
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new AppError('VALIDATION_ERROR', 400, 'La solicitud tiene demasiados niveles anidados.'), undefined);
      return;
    }
    void parse(request, body as string, done);
  });
});
