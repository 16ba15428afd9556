import { type ContactRequest, messageResponseSchema } from '@cumplia/domain';
import { apiRequest } from '../../../lib/api-client';
import { storeCaptchaToken } from '../../../lib/session-storage';

export function sendContact(input: ContactRequest, captcha: string) {
  storeCaptchaToken(captcha);
  return apiRequest('/cumplia-mail/contact', messageResponseSchema, {
    method: 'POST',
    body: input,
    authenticated: false,
  });
}
