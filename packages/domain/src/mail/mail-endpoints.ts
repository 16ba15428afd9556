import { messageResponseSchema } from '../auth/verify-user.js';
import { defineEndpoint } from '../shared/endpoint.js';
import { contactRequestSchema } from './contact.js';
import { newsletterSubscribeRequestSchema, newsletterTokenRequestSchema } from './newsletter.js';

/** /cumplia-mail: the public contact form and the newsletter (double opt-in). */
export const mailEndpoints = {
  contact: defineEndpoint({
    method: 'POST',
    path: '/cumplia-mail/contact',
    audience: 'public',
    tag: 'mail',
    summary: 'Contact form (captcha in X-CAPTCHA-AUTH)',
    body: contactRequestSchema,
    response: messageResponseSchema,
  }),
  subscribeNewsletter: defineEndpoint({
    method: 'POST',
    path: '/cumplia-mail/newsletter/subscribe',
    audience: 'public',
    tag: 'mail',
    summary: 'Ask for the newsletter: a confirmation link is e-mailed (captcha in X-CAPTCHA-AUTH)',
    body: newsletterSubscribeRequestSchema,
    response: messageResponseSchema,
  }),
  confirmNewsletter: defineEndpoint({
    method: 'POST',
    path: '/cumplia-mail/newsletter/confirm',
    audience: 'public',
    tag: 'mail',
    summary: 'Confirm a subscription',
    body: newsletterTokenRequestSchema,
    response: messageResponseSchema,
  }),
  unsubscribeNewsletter: defineEndpoint({
    method: 'POST',
    path: '/cumplia-mail/newsletter/unsubscribe',
    audience: 'public',
    tag: 'mail',
    summary: 'Leave the newsletter',
    body: newsletterTokenRequestSchema,
    response: messageResponseSchema,
  }),
};
