import { contactRequestSchema, MESSAGES } from '@cumplia/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

export { sendContact } from '../api/send-contact';

const m = MESSAGES.contact;

/** The contact form's validation: the contract's request plus the privacy consent and the captcha. */
export const contactFormSchema = contactRequestSchema.extend({
  privacy: z.boolean().refine((accepted) => accepted, { error: m.privacyRequired }),
  captcha: z.string().min(1, { error: m.captchaRequired }),
});

export const contactFormResolver = zodResolver(contactFormSchema);
