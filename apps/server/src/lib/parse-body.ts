import type { z } from 'zod';
import { AppError } from './app-error.js';

/**
 * Validates a body whose schema depends on its content (one path, two kinds of request), with the same
 * `VALIDATION_ERROR` answer and per-field Spanish messages as route schemas give.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  throw new AppError('VALIDATION_ERROR', 400, Object.values(errors)[0], errors);
}
