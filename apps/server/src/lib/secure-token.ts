import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An unguessable opaque token (refresh tokens, signing links). */
export function newOpaqueToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens and one-time codes are stored only as SHA-256 hashes. */
export function sha256Hex(value: string | Uint8Array): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A numeric one-time code with leading zeros, e.g. `048213`. */
export function newNumericCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}
