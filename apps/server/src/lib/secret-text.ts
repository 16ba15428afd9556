/**
 * Message text that may carry secrets: one-time codes and links with tokens or codes. Only the recipient may
 * read a secret, so a message is built once with its secrets marked and rendered twice: the real text (sealed,
 * for the transport) and the text anyone else may see, with every secret masked.
 */

export const SECRET_MASK = '••••••';

/** A value only the recipient may read, with what others see instead, and until when it is useful. */
export type Secret = {
  readonly kind: 'secret';
  readonly value: string;
  readonly masked: string;
  readonly expiresAt: Date;
};

/** Text of plain parts and secrets (a message filled from its template: message-template.ts). */
export type SecretText = { readonly kind: 'secret-text'; readonly parts: readonly (string | Secret)[] };

/** What message builders accept wherever a secret may appear. */
export type MessageText = string | SecretText | Secret;

/** How a message is rendered: as the recipient reads it, or as anyone else may see it. */
export type TextView = 'real' | 'masked';

/**
 * For a secret that does not expire by itself (the newsletter's links): how long its message may still be
 * re-sent by staff; the sealed copy is wiped after that and the recipient asks again.
 */
export const RESEND_DAYS_WITHOUT_EXPIRY = 30;
export const resendableUntil = (now: Date) => new Date(now.getTime() + RESEND_DAYS_WITHOUT_EXPIRY * 86_400_000);

/** A code (or any value) only the recipient may read. `expiresAt`: when it stops being useful. */
export function secret(value: string, expiresAt: Date): Secret {
  return { kind: 'secret', value, masked: SECRET_MASK, expiresAt };
}

/**
 * A link that carries a token or a code: others see where it leads (origin and path) but not the secret part,
 * i.e. each query value, or the last path segment when there is no query.
 */
export function secretLink(url: string, expiresAt: Date): Secret {
  const parsed = new URL(url);
  let masked: string;
  if (parsed.search) {
    const query = [...parsed.searchParams.keys()].map((key) => `${key}=${SECRET_MASK}`).join('&');
    masked = `${parsed.origin}${parsed.pathname}?${query}`;
  } else {
    masked = `${parsed.origin}${parsed.pathname.replace(/[^/]+\/?$/, SECRET_MASK)}`;
  }
  return { kind: 'secret', value: url, masked, expiresAt };
}

/** The text in one view. */
export function textOf(text: MessageText, view: TextView): string {
  if (typeof text === 'string') return text;
  if (text.kind === 'secret') return view === 'real' ? text.value : text.masked;
  return text.parts
    .map((part) => (typeof part === 'string' ? part : view === 'real' ? part.value : part.masked))
    .join('');
}

/** The secrets a text carries. */
export function secretsOf(text: MessageText | undefined): Secret[] {
  if (text === undefined || typeof text === 'string') return [];
  if (text.kind === 'secret') return [text];
  return text.parts.filter((part): part is Secret => typeof part !== 'string');
}

/** When the last of some secrets stops being useful; null when there are none. */
export function lastExpiryOf(secrets: readonly Secret[]): Date | null {
  if (secrets.length === 0) return null;
  return new Date(Math.max(...secrets.map((item) => item.expiresAt.getTime())));
}
