import { CAPTCHA_HEADER } from '@cumplia/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';

/** preHandler: the request must carry a fresh, unused captcha solution in X-CAPTCHA-AUTH. */
export async function requireCaptcha(request: FastifyRequest) {
  const header = request.headers[CAPTCHA_HEADER];
  const payload = Array.isArray(header) ? header[0] : header;
  if (!(await request.server.services.captcha.verify(payload))) throw new AppError('CAPTCHA_INVALID', 400);
}
