import { z } from 'zod';

/** GET /cumplia-auth/captcha/challenge: an ALTCHA v2 challenge, consumed as is by the widget. */
export const captchaChallengeResponseSchema = z
  .object({
    parameters: z.record(z.string(), z.unknown()),
    signature: z.string().optional(),
  })
  .loose();

export const CAPTCHA_HEADER = 'x-captcha-auth';
