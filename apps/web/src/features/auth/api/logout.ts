import { authEndpoints } from '@cumplia/domain';
import { callEndpoint } from '../../../lib/api-client';
import { clearSession, getRefreshToken } from '../../../lib/session-storage';

/** Ends the session on the server (best effort: it is ended locally whatever the network does). */
export async function logout() {
  const refreshToken = getRefreshToken();
  clearSession();
  if (refreshToken) {
    await callEndpoint(authEndpoints.logout, { body: { refreshToken } }).catch(() => undefined);
  }
}
