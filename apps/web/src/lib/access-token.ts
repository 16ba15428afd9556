import { type RoleName, rolesFromClaim } from '@cumplia/domain';

export type DecodedAccessToken = { exp: number; iat: number | null; roles: RoleName[]; name: string | null };

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the claims of an access token without verifying it (the server verifies). Null when undecodable. */
export function decodeAccessToken(token: string | null): DecodedAccessToken | null {
  if (!token) return null;
  try {
    const payload = JSON.parse(decodeBase64Url(token.split('.')[1] ?? ''));
    if (typeof payload?.exp !== 'number') return null;
    return {
      exp: payload.exp,
      iat: typeof payload.iat === 'number' ? payload.iat : null,
      roles: rolesFromClaim(payload.roles),
      name: typeof payload.name === 'string' ? payload.name : null,
    };
  } catch {
    return null;
  }
}

export const nowInSeconds = () => Math.floor(Date.now() / 1000);
