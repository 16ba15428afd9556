import {
  contactRequestSchema,
  errorResponseSchema,
  messageResponseSchema,
  newsletterSubscribeRequestSchema,
  newsletterTokenRequestSchema,
} from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorContext } from '../../request-context.js';
import { requireCaptcha } from '../captcha/require-captcha.js';
import { confirmNewsletter, unsubscribeNewsletter } from './confirm-newsletter.js';
import { submitContact } from './submit-contact.js';
import { subscribeNewsletter } from './subscribe-newsletter.js';

const responses = { 200: messageResponseSchema, '4xx': errorResponseSchema };

/** /cumplia-mail: the public contact form and the newsletter (double opt-in). */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicForm = { max: app.services.config.publicFormRatePerMinute, timeWindow: '1 minute' };
  app.post(
    '/contact',
    {
      schema: { tags: ['mail'], summary: 'Contact form', body: contactRequestSchema, response: responses },
      config: { rateLimit: publicForm },
      preHandler: requireCaptcha,
    },
    async (request) => submitContact({ ctx: visitorContext(request), input: request.body }),
  );

  app.post(
    '/newsletter/subscribe',
    {
      schema: {
        tags: ['mail'],
        summary: 'Ask for the newsletter: a confirmation link is e-mailed',
        body: newsletterSubscribeRequestSchema,
        response: responses,
      },
      config: { rateLimit: publicForm },
      preHandler: requireCaptcha,
    },
    async (request) => subscribeNewsletter({ ctx: visitorContext(request), input: request.body }),
  );

  app.post(
    '/newsletter/confirm',
    {
      schema: {
        tags: ['mail'],
        summary: 'Confirm a subscription',
        body: newsletterTokenRequestSchema,
        response: responses,
      },
      config: { rateLimit: publicForm },
    },
    async (request) => confirmNewsletter({ ctx: visitorContext(request), input: request.body }),
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['mail'],
        summary: 'Leave the newsletter',
        body: newsletterTokenRequestSchema,
        response: responses,
      },
      config: { rateLimit: publicForm },
    },
    async (request) => unsubscribeNewsletter({ ctx: visitorContext(request), input: request.body }),
  );
};
