import { createHmac } from 'node:crypto';

/**
 * The unsubscribe token of an address is derived, not stored, so every future newsletter mail can carry it;
 * only its hash is kept to find the subscription.
 */
export function unsubscribeTokenFor(email: string, secret: string): string {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe:${email}`).digest('base64url');
}
