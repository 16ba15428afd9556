import { CAPTCHA_HEADER } from '@cumplia/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';

/**
 * preHandler: the request must carry a fresh, unused captcha solution, in X-CAPTCHA-AUTH or (verification
 * screen, spec) as `captchaToken` in the body.
 */
export async function requireCaptcha(request: FastifyRequest) {
  const header = request.headers[CAPTCHA_HEADER];
  const body = request.body as { captchaToken?: unknown } | undefined;
  const payload =
    (Array.isArray(header) ? header[0] : header) ??
    (typeof body?.captchaToken === 'string' ? body.captchaToken : undefined);
  if (!(await request.server.services.captcha.verify(payload))) throw new AppError('CAPTCHA_INVALID', 400);
}
