import { MESSAGES } from '@cumplia/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { isStorableText } from '../lib/storable-text.js';

/** The path (`nombreEmpresa`, `productos.0.nombre`) of the first string in `value` that is not storable text. */
function firstBadText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, child] of Object.entries(value)) {
    if (!isStorableText(key)) return path || '_';
    const found = firstBadText(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Fastify's `frameworkErrors`: a path whose percent-encoding is not UTF-8 (`%FF`, or `%ED%A0%80`, a lone
 * surrogate) is refused before routing; answer it like the guard below, in the API's error model.
 */
export function refuseBadUrl(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const requestId = request.id;
  if (error.code === 'FST_ERR_BAD_URL') {
    const message = MESSAGES.validation.invalidCharacters;
    return reply.status(400).send({ code: 'VALIDATION_ERROR', message, errors: { _: message }, requestId });
  }
  return reply.status(400).send({ code: 'BAD_REQUEST', message: 'Solicitud inválida.', requestId });
}

/**
 * One guard for every route: a NUL byte or a lone surrogate anywhere in the query, the path parameters or the
 * parsed JSON body answers 400 VALIDATION_ERROR before any schema, action or query sees it (the database
 * would otherwise fail with a 500). Multipart file names are checked where the upload reads them.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = firstBadText(part, '');
      if (field !== null) {
        const message = MESSAGES.validation.invalidCharacters;
        throw new AppError('VALIDATION_ERROR', 400, message, { [field || '_']: message });
      }
    }
  });
});
