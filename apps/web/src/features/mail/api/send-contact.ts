import { type ContactRequest, mailEndpoints } from '@cumplia/domain';
import { callEndpoint } from '../../../lib/api-client';
import { storeCaptchaToken } from '../../../lib/session-storage';

export function sendContact(input: ContactRequest, captcha: string) {
  storeCaptchaToken(captcha);
  return callEndpoint(mailEndpoints.contact, { body: input });
}
