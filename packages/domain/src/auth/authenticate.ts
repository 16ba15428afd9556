import { z } from 'zod';
import { LOGIN_TYPES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { normalizeTaxId } from '../primitives/spanish-id.js';

/** POST /cumplia-auth/authenticate. Staff send no type (or an empty one). The captcha travels in X-CAPTCHA-AUTH. */
export const authenticateRequestSchema = z.object({
  username: z
    .string({ error: MESSAGES.login.usernameRequired })
    .transform(normalizeTaxId)
    .pipe(z.string().min(1, { error: MESSAGES.login.usernameRequired }).max(32)),
  password: z
    .string({ error: MESSAGES.login.passwordRequired })
    .min(1, { error: MESSAGES.login.passwordRequired })
    .max(256),
  tipo: z
    .union([z.enum(LOGIN_TYPES), z.literal(''), z.null()])
    .optional()
    .transform((tipo) => (tipo ? tipo : null)),
});
export type AuthenticateRequest = z.input<typeof authenticateRequestSchema>;

export const authenticateResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
});
export type AuthenticateResponse = z.infer<typeof authenticateResponseSchema>;
