import { z } from 'zod';
import { MESSAGES } from '../messages.js';

const m = MESSAGES.contact;

/** POST /cumplia-mail/contact (captcha in X-CAPTCHA-AUTH). The privacy checkbox is checked by the form. */
export const contactRequestSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, { error: m.nameRequired }).max(200),
  city: z.string().trim().max(120).optional().default(''),
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired, abort: true })
    .max(255)
    .pipe(z.email({ error: MESSAGES.validation.emailInvalid })),
  phone: z
    .string({ error: m.phoneRequired })
    .trim()
    .min(1, { error: m.phoneRequired, abort: true })
    .max(32)
    .regex(/^[+\d\s().-]{6,32}$/, { error: 'Teléfono inválido.' }),
  message: z.string({ error: m.messageRequired }).trim().min(1, { error: m.messageRequired }).max(5000),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
