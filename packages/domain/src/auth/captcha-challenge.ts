import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';

/** GET /cumplia-auth/captcha/challenge: an ALTCHA v2 challenge, consumed as is by the widget. */
export const captchaChallengeResponseSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

export const CAPTCHA_HEADER = 'x-captcha-auth';

export const captchaEndpoints = {
  challenge: defineEndpoint({
    method: 'GET',
    path: '/cumplia-auth/captcha/challenge',
    audience: 'public',
    tag: 'auth',
    summary: 'A new ALTCHA proof-of-work challenge',
    response: captchaChallengeResponseSchema,
  }),
};
