import { z } from 'zod';

/** Every error answer of the API: a stable code, a Spanish message, and field errors when validation failed. */
export const errorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  error: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
