import { type AuthenticateRequest, authenticateResponseSchema } from '@cumplia/domain';
import { apiRequest } from '../../../lib/api-client';

export function authenticate(input: AuthenticateRequest) {
  return apiRequest('/cumplia-auth/authenticate', authenticateResponseSchema, {
    method: 'POST',
    body: input,
    authenticated: false,
  });
}
