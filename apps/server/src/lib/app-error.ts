import { ERROR_CODE_MESSAGES, type ErrorCode } from '@cumplia/domain';

/**
 * The one error type that actions throw. The error handler turns it into
 * `{ code, message, errors? }` with its HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message?: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message ?? ERROR_CODE_MESSAGES[code]);
    this.name = 'AppError';
  }
}

export const unauthorized = (message?: string) => new AppError('UNAUTHORIZED', 401, message);
export const forbidden = () => new AppError('SECURITY_ERROR', 403);
export const notFound = (message?: string) => new AppError('NOT_FOUND', 404, message);
