import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { agencies, onboardingInvitations } from '../../db/schema/index.js';
import { templateText } from '../../generators/emails/message-template.js';
import { secretLink } from '../../lib/secret-text.js';
import { newOpaqueToken, sha256Hex } from '../../lib/secure-token.js';
import { enqueueSms, enqueueTakenSms } from '../outbox/index.js';

/** How long an onboarding link works after it is sent. */
export const ONBOARDING_LINK_DAYS = 30;

type Send = { kind: 'first' | 'resend' | 'reminder'; config: Config; now: Date };

/**
 * A fresh personal link (the token is stored hashed: each send replaces the previous link, so only the newest SMS
 * works) and the SMS that carries it, for the caller to queue in its transaction: the outbox row exists exactly when
 * the invitation does.
 */
function freshLink(input: Send & { agency: { id: number; name: string }; phone: string }) {
  const token = newOpaqueToken();
  const tokenHash = sha256Hex(token);
  const expiresAt = new Date(input.now.getTime() + ONBOARDING_LINK_DAYS * 86_400_000);
  const smsKey = `onboarding-link:${tokenHash.slice(0, 32)}`;
  const link = secretLink(`${input.config.publicUrl}/alta/${token}`, expiresAt);
  const sms = {
    now: input.now,
    idempotencyKey: smsKey,
    to: input.phone,
    text: templateText(input.kind === 'reminder' ? 'alta-recordatorio' : 'alta', {
      gestoria: input.agency.name,
      enlace: link,
    }),
  };
  return { link: { tokenHash, smsKey, expiresAt }, sms };
}

/**
 * The first invitations of companies their agencies registered with only NIF/CIF and phone, in one insert each for
 * the SMS and the invitations. Their SMS were taken from the batch's quota (`SmsQuota.take`).
 */
export async function inviteToOnboarding(
  tx: Transaction,
  invitations: {
    companyId: number;
    agency: { id: number; name: string };
    phone: string;
    uploadLineId: number | null;
  }[],
  send: { config: Config; now: Date },
) {
  if (invitations.length === 0) return;
  const sent = invitations.map((invitation) => {
    const { link, sms } = freshLink({ ...send, ...invitation, kind: 'first' });
    const row = {
      companyId: invitation.companyId,
      agencyId: invitation.agency.id,
      uploadLineId: invitation.uploadLineId,
      phone: invitation.phone,
      ...link,
      lastSentAt: send.now,
      createdAt: send.now,
    };
    return { row, sms };
  });
  await enqueueTakenSms(
    tx,
    send.config,
    sent.map(({ sms }) => sms),
  );
  await tx.insert(onboardingInvitations).values(sent.map(({ row }) => row));
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
  const { link, sms } = freshLink({
    ...send,
    agency: { id: invitation.agencyId, name: agency?.name ?? 'Su gestoría' },
    phone: invitation.phone,
  });
  await enqueueSms(tx, send.config, { ...sms, agencyId: invitation.agencyId });
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
