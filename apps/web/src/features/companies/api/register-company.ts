import { companiesEndpoints, type RegisterCompanyRequest } from '@cumplia/domain';
import { callEndpoint } from '../../../lib/api-client';
import { storeCaptchaToken } from '../../../lib/session-storage';

export function registerCompany(input: RegisterCompanyRequest, captcha: string) {
  storeCaptchaToken(captcha);
  return callEndpoint(companiesEndpoints.register, { body: input }, { timeoutMs: 30_000 });
}
