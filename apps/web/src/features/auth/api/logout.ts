import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { clearSession, getRefreshToken } from '../../../lib/session-storage';

/** Ends the session on the server (best effort: it is ended locally whatever the network does). */
export async function logout() {
  const refreshToken = getRefreshToken();
  clearSession();
  if (refreshToken) {
    await apiRequest('/cumplia-auth/logout', z.undefined(), {
      method: 'POST',
      body: { refreshToken },
      authenticated: false,
    }).catch(() => undefined);
  }
}
