import { messageResponseSchema } from '@cumplia/domain';
import { apiRequest } from '../../../lib/api-client';
import { storeCaptchaToken } from '../../../lib/session-storage';

export function subscribeToNewsletter(email: string, captcha: string) {
  storeCaptchaToken(captcha);
  return apiRequest('/cumplia-mail/newsletter/subscribe', messageResponseSchema, {
    method: 'POST',
    body: { email },
    authenticated: false,
  });
}

export function answerNewsletterLink(action: 'confirm' | 'unsubscribe', token: string) {
  return apiRequest(`/cumplia-mail/newsletter/${action}`, messageResponseSchema, {
    method: 'POST',
    body: { token },
    authenticated: false,
  });
}
