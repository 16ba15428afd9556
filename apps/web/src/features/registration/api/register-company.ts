import { type RegisterCompanyRequest, registerCompanyResponseSchema } from '@cumplia/domain';
import { apiRequest } from '../../../lib/api-client';
import { storeCaptchaToken } from '../../../lib/session-storage';

export function registerCompany(input: RegisterCompanyRequest, captcha: string) {
  storeCaptchaToken(captcha);
  return apiRequest('/cumplia-core/empresas/register', registerCompanyResponseSchema, {
    method: 'POST',
    body: input,
    authenticated: false,
    timeoutMs: 30_000,
  });
}
