import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { agencies, onboardingInvitations } from '../../db/schema/index.js';
import { templateText } from '../../generators/emails/message-template.js';
import { secretLink } from '../../lib/secret-text.js';
import { newOpaqueToken, sha256Hex } from '../../lib/secure-token.js';
import type { BatchSmsCount } from '../outbox/index.js';
import { enqueueSms } from '../outbox/index.js';

/** How long an onboarding link works after it is sent. */
export const ONBOARDING_LINK_DAYS = 30;

type Send = { kind: 'first' | 'resend' | 'reminder'; config: Config; now: Date };

/**
 * A fresh personal link (the token is stored hashed: each send replaces the previous link, so only the newest SMS
 * works) and its SMS, in the caller's transaction: the outbox row exists exactly when the invitation does.
 */
async function newLink(
  tx: Transaction,
  input: Send & { agency: { id: number; name: string }; phone: string; batch?: BatchSmsCount },
) {
  const token = newOpaqueToken();
  const tokenHash = sha256Hex(token);
  const expiresAt = new Date(input.now.getTime() + ONBOARDING_LINK_DAYS * 86_400_000);
  const smsKey = `onboarding-link:${tokenHash.slice(0, 32)}`;
  const link = secretLink(`${input.config.publicUrl}/alta/${token}`, expiresAt);
  await enqueueSms(tx, input.config, {
    now: input.now,
    idempotencyKey: smsKey,
    to: input.phone,
    agencyId: input.agency.id,
    batch: input.batch,
    text: templateText(input.kind === 'reminder' ? 'alta-recordatorio' : 'alta', {
      gestoria: input.agency.name,
      enlace: link,
    }),
  });
  return { tokenHash, smsKey, expiresAt };
}

/** The first invitation of a company its agency registered with only NIF/CIF and phone. */
export async function inviteToOnboarding(
  tx: Transaction,
  input: {
    companyId: number;
    agency: { id: number; name: string };
    phone: string;
    uploadLineId: number | null;
    /** The batch of CSV lines that counts the agency's SMS, if one sends it. */
    batch?: BatchSmsCount;
    config: Config;
    now: Date;
  },
) {
  const link = await newLink(tx, { ...input, kind: 'first' });
  await tx.insert(onboardingInvitations).values({
    companyId: input.companyId,
    agencyId: input.agency.id,
    uploadLineId: input.uploadLineId,
    phone: input.phone,
    ...link,
    lastSentAt: input.now,
    createdAt: input.now,
  });
}

/** Sends a new link for an invitation (agency's resend or reminder); the previous link stops working. */
export async function sendNewOnboardingLink(
  tx: Transaction,
  invitation: { id: number; agencyId: number; phone: string; sends: number; reminders: number },
  send: Send,
) {
  const [agency] = await tx
    .select({ name: agencies.nombreComercial })
    .from(agencies)
    .where(eq(agencies.id, invitation.agencyId));
  const link = await newLink(tx, {
    ...send,
    agency: { id: invitation.agencyId, name: agency?.name ?? 'Su gestoría' },
    phone: invitation.phone,
  });
  await tx
    .update(onboardingInvitations)
    .set({
      ...link,
      sends: invitation.sends + 1,
      reminders: invitation.reminders + (send.kind === 'reminder' ? 1 : 0),
      lastSentAt: send.now,
    })
    .where(eq(onboardingInvitations.id, invitation.id));
}
