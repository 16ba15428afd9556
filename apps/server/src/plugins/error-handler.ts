import { ERROR_CODE_MESSAGES, type ErrorCode } from '@cumplia/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The error code a route answers for invalid input (the spec's verification screen expects AUTH001). */
    validationErrorCode?: ErrorCode;
  }
}

/** Connection-level failures of PostgreSQL (or of reaching it): the service is down, not the request wrong. */
const DATABASE_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** Spanish texts for the framework's own client errors that users can meet. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: 'El archivo supera el tamaño máximo de 5 MB.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La solicitud supera el tamaño máximo permitido.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Por favor, selecciona un archivo CSV para subir.',
  FST_FILES_LIMIT: 'Solo se puede subir un archivo cada vez.',
  FST_PARTS_LIMIT: 'Solo se puede subir un archivo cada vez.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido.',
};

/** What the multipart parser (busboy) says of an upload cut short or malformed: the client's fault, not ours. */
const BROKEN_UPLOAD_MESSAGE = /Unexpected end of (form|multipart data)|Malformed part header|Boundary not found/i;
const BROKEN_UPLOAD_TEXT = 'El archivo no ha llegado completo o está dañado. Vuelva a subirlo.';

const DATABASE_UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended|Query read timeout/i;

/** Looks through the error and what caused it: the ORM wraps the driver's error as its `cause`. */
function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  return (
    (typeof code === 'string' && DATABASE_UNAVAILABLE_CODES.has(code)) ||
    (typeof message === 'string' && DATABASE_UNAVAILABLE_MESSAGE.test(message)) ||
    isDatabaseUnavailable(cause, depth + 1)
  );
}

/**
 * One error model for the whole API: `{ code, message, errors?, requestId }`. Validation problems list the
 * Spanish message of each field; 5xx answers never carry internal details.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const requestId = request.id;

    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ code: error.code, message: error.message, errors: error.fieldErrors, requestId });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[field] ??= issue.message ?? 'Dato no válido.';
      }
      const routeCode = request.routeOptions.config.validationErrorCode;
      const message = routeCode ? ERROR_CODE_MESSAGES[routeCode] : (Object.values(errors)[0] ?? 'Datos no válidos.');
      return reply.status(400).send({ code: routeCode ?? 'VALIDATION_ERROR', message, errors, requestId });
    }

    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: 'SERVICE_UNAVAILABLE', message: ERROR_CODE_MESSAGES.SERVICE_UNAVAILABLE, requestId });
    }

    if (BROKEN_UPLOAD_MESSAGE.test(error.message ?? '')) {
      return reply.status(400).send({ code: 'BAD_REQUEST', message: BROKEN_UPLOAD_TEXT, requestId });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        code: status === 429 ? 'RATE_LIMITED' : (error.code ?? 'BAD_REQUEST'),
        message:
          status === 429
            ? ERROR_CODE_MESSAGES.RATE_LIMITED
            : (FRAMEWORK_MESSAGES[error.code ?? ''] ?? 'Solicitud inválida.'),
        requestId,
      });
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: 'INTERNAL_SERVER_ERROR', message: ERROR_CODE_MESSAGES.INTERNAL_SERVER_ERROR, requestId });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: 'NOT_FOUND', message: ERROR_CODE_MESSAGES.NOT_FOUND, requestId: request.id }),
  );
});
