import { z } from 'zod';
import { MESSAGES } from '../messages.js';

/** POST /cumplia-mail/newsletter/subscribe (captcha in X-CAPTCHA-AUTH): double opt-in starts here. */
export const newsletterSubscribeRequestSchema = z.object({
  email: z
    .string({ error: MESSAGES.newsletter.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: MESSAGES.newsletter.emailRequired, abort: true })
    .max(255)
    .pipe(z.email({ error: MESSAGES.validation.emailInvalid })),
});

/** POST /cumplia-mail/newsletter/confirm and /unsubscribe: the token of the e-mailed link. */
export const newsletterTokenRequestSchema = z.object({ token: z.string().min(16).max(200) });
