import { z } from 'zod';

/** POST /cumplia-auth/logout: ends the session the refresh token belongs to. */
export const logoutRequestSchema = z.object({
  refreshToken: z.string().min(1).max(512),
});
