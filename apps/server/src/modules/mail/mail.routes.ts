import { mailEndpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { requireCaptcha } from '../captcha/index.js';
import { confirmNewsletter, unsubscribeNewsletter } from './confirm-newsletter.js';
import { submitContact } from './submit-contact.js';
import { subscribeNewsletter } from './subscribe-newsletter.js';

/** /cumplia-mail: the public contact form and the newsletter (double opt-in). */
export const mailRoutes: FastifyPluginAsync = async (app) => {
  const publicForm = {
    config: { rateLimit: { max: app.services.config.publicFormRatePerMinute, timeWindow: '1 minute' } },
  };
  const captchaForm = { ...publicForm, preHandler: requireCaptcha };
  registerEndpoint(app, mailEndpoints.contact, ({ ctx, body }) => submitContact({ ctx, input: body }), captchaForm);
  registerEndpoint(
    app,
    mailEndpoints.subscribeNewsletter,
    ({ ctx, body }) => subscribeNewsletter({ ctx, input: body }),
    captchaForm,
  );
  registerEndpoint(
    app,
    mailEndpoints.confirmNewsletter,
    ({ ctx, body }) => confirmNewsletter({ ctx, input: body }),
    publicForm,
  );
  registerEndpoint(
    app,
    mailEndpoints.unsubscribeNewsletter,
    ({ ctx, body }) => unsubscribeNewsletter({ ctx, input: body }),
    publicForm,
  );
};
