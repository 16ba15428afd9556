import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for the real content of messages that carry secrets. The key is derived (HKDF-SHA256) from the
 * configured MESSAGE_SEALING_SECRET; the additional data binds a sealed text to its message, so it cannot be
 * moved to another row and read there.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'cumplia', 'outbox-message-sealing', 32));
}

export function sealText(secret: string, plaintext: string, associatedData: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** Throws when the text was not sealed with this secret for this message (or was altered). */
export function unsealText(secret: string, sealed: string, associatedData: string): string {
  const [version, payload] = sealed.split(':');
  if (version !== VERSION || !payload) throw new Error('unknown sealed message format');
  const bytes = Buffer.from(payload, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** The part of the configuration that seals and opens messages: the current secret, and those it replaced. */
export type SealingConfig = { secrets: { messages: string; previous?: { messages: readonly string[] } } };

/**
 * Opens a sealed text with the current secret, or with one a rotation replaced (a message queued before the
 * rotation); throws when none opens it.
 */
export function openSealed(config: SealingConfig, sealed: string, associatedData: string): string {
  let firstError: unknown;
  for (const secret of [config.secrets.messages, ...(config.secrets.previous?.messages ?? [])]) {
    try {
      return unsealText(secret, sealed, associatedData);
    } catch (error) {
      firstError ??= error;
    }
  }
  throw firstError;
}
