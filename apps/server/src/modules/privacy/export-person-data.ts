import { MESSAGES, type PersonDataExport } from '@cumplia/domain';
import { desc, inArray, or } from 'drizzle-orm';
import { auditLog, contactMessages, newsletterSubscriptions, outboxMessages } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import {
  agenciesRepresentedBy,
  companiesRepresentedBy,
  idIn,
  matchesPerson,
  messagesAbout,
  type Person,
  signaturesBy,
  usersOf,
} from './person-records.js';

/** Messages and audit entries: the newest this many each, so one export stays one answer. */
const MAX_ROWS = 1000;

/**
 * Right of access (art. 15 GDPR): every record that holds the person's data, found by e-mail and/or NIF, and the
 * messages sent to them: by e-mail, and by SMS to the phones they gave as representative or signed on.
 * Password hashes, token hashes and message bodies (they may carry codes and links) are never exported. Audited.
 */
export async function exportPersonData({
  ctx,
  input: { person },
}: {
  ctx: ActionContext;
  input: { person: Person };
}): Promise<PersonDataExport> {
  requireSuperadmin(ctx);
  const { db } = ctx.services;
  const now = ctx.services.now();
  const people = await usersOf(db, person);
  const userIds = people.map((user) => user.id);
  const [companiesRepresented, agenciesRepresented, signed] = await Promise.all([
    companiesRepresentedBy(db, person),
    agenciesRepresentedBy(db, person),
    signaturesBy(db, person),
  ]);
  // The SMS went to the phones the person gave as representative or signed on.
  const phones = [
    ...new Set(
      [...companiesRepresented, ...agenciesRepresented]
        .map((row) => row.telefono)
        .concat(signed.map((row) => row.phone)),
    ),
  ].filter(Boolean);
  const [contacts, subscriptions, sent, audit] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(matchesPerson(person, { email: contactMessages.email })),
    db
      .select({
        email: newsletterSubscriptions.email,
        status: newsletterSubscriptions.status,
        createdAt: newsletterSubscriptions.createdAt,
        confirmedAt: newsletterSubscriptions.confirmedAt,
        unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
      })
      .from(newsletterSubscriptions)
      .where(matchesPerson(person, { email: newsletterSubscriptions.email })),
    db
      .select({
        channel: outboxMessages.channel,
        recipient: outboxMessages.recipient,
        subject: outboxMessages.subject,
        status: outboxMessages.status,
        createdAt: outboxMessages.createdAt,
        sentAt: outboxMessages.sentAt,
      })
      .from(outboxMessages)
      .where(or(messagesAbout(person), phones.length ? inArray(outboxMessages.recipient, phones) : undefined))
      .orderBy(desc(outboxMessages.id))
      .limit(MAX_ROWS),
    db
      .select({
        at: auditLog.at,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
      })
      .from(auditLog)
      .where(idIn(auditLog.actorUserId, userIds))
      .orderBy(desc(auditLog.at))
      .limit(MAX_ROWS),
  ]);
  const held = [people, companiesRepresented, agenciesRepresented, signed, contacts, subscriptions, sent];
  if (held.every((rows) => rows.length === 0)) throw new AppError('NOT_FOUND', 404, MESSAGES.privacy.notFound);

  await recordAudit(
    db,
    { actor: ctx.actor, requestId: ctx.requestId, now },
    { action: 'privacy.export', entityType: 'person', entityId: person.nif || person.email },
  );
  return {
    person,
    exportedAt: now.toISOString(),
    users: people,
    companiesRepresented,
    agenciesRepresented,
    signatures: signed,
    contactMessages: contacts,
    newsletterSubscriptions: subscriptions,
    messagesSent: sent,
    auditEntriesAsActor: audit,
  };
}
