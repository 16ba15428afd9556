import { providerEndpoints } from '@cumplia/domain';
import { callEndpoint } from './api-client';

/** The provider's public identity asked of the API, parsed with its contract. */
export function requestProviderInfo() {
  return callEndpoint(providerEndpoints.publicInfo, {});
}
