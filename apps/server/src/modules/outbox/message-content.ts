import { openSealed, type SealingConfig } from '../../lib/message-sealing.js';
import type { MessageContent } from './enqueue-message.js';

type StoredMessage = {
  idempotencyKey: string;
  bodyText: string;
  bodyHtml: string | null;
  sealedContent: string | null;
  sealedUntil: Date | null;
};

/**
 * The content the recipient must get: the stored text for a message without secrets, the unsealed one for a
 * message with live secrets, and null when its secrets have expired or were wiped (sending the masked text would
 * be useless). Only the sender, a staff resend and the development catcher call this; never a staff view.
 */
export function deliverableContent(config: SealingConfig, message: StoredMessage, now: Date): MessageContent | null {
  if (message.sealedUntil === null) return { text: message.bodyText, html: message.bodyHtml };
  if (message.sealedContent === null || message.sealedUntil <= now) return null;
  return JSON.parse(openSealed(config, message.sealedContent, message.idempotencyKey));
}
