import { z } from 'zod';

/** POST /cumplia-auth/refresh-token (no bearer). */
export const refreshTokenRequestSchema = z.object({
  refreshToken: z.string().min(1).max(512),
});

/** `newToken` repeats the new access token for clients that read that field (spec: token, refreshToken, newToken). */
export const refreshTokenResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  newToken: z.string(),
});
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponseSchema>;
