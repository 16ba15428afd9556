import { mailEndpoints } from '@cumplia/domain';
import { callEndpoint } from '../../../lib/api-client';
import { storeCaptchaToken } from '../../../lib/session-storage';

export function subscribeToNewsletter(email: string, captcha: string) {
  storeCaptchaToken(captcha);
  return callEndpoint(mailEndpoints.subscribeNewsletter, { body: { email } });
}

export function answerNewsletterLink(action: 'confirm' | 'unsubscribe', token: string) {
  const endpoint = action === 'confirm' ? mailEndpoints.confirmNewsletter : mailEndpoints.unsubscribeNewsletter;
  return callEndpoint(endpoint, { body: { token } });
}
