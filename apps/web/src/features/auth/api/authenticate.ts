import { type AuthenticateRequest, authEndpoints } from '@cumplia/domain';
import { callEndpoint } from '../../../lib/api-client';

export function authenticate(input: AuthenticateRequest) {
  return callEndpoint(authEndpoints.authenticate, { body: input });
}
