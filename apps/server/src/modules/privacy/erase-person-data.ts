import { MESSAGES, type PersonErasureResult } from '@cumplia/domain';
import { contactMessages, newsletterSubscriptions, outboxMessages, users } from '../../db/schema/index.js';
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

const KEPT_BY_LAW = {
  representative:
    'Representante en contratos y facturas: se conserva mientras dure la relación y los plazos legales (art. 30 Código de Comercio, art. 17.3.b RGPD).',
  signature: 'Prueba de la firma del contrato: se conserva durante los plazos de prescripción (art. 17.3.e RGPD).',
};

/**
 * Right to erasure (art. 17 GDPR): deletes the person's logins (their sessions, codes and links go with them),
 * contact messages, newsletter subscription and the messages sent to them, in one transaction. Records the
 * law obliges the provider to keep (the representative of a contracting company, signature evidence) stay, and
 * the answer lists them with the reason. Not one's own login. Audited without the erased data.
 */
export async function erasePersonData({
  ctx,
  input: { person },
}: {
  ctx: ActionContext;
  input: { person: Person };
}): Promise<PersonErasureResult> {
  requireSuperadmin(ctx);
  const now = ctx.services.now();
  return ctx.services.db.transaction(async (tx) => {
    const userIds = (await usersOf(tx, person)).map((user) => user.id);
    if (userIds.includes(ctx.actor.userId)) throw new AppError('USER_SELF_DELETE', 409);
    const count = (rows: unknown[]) => rows.length;
    const erased = {
      users: count(await tx.delete(users).where(idIn(users.id, userIds)).returning({ id: users.id })),
      contactMessages: count(
        await tx
          .delete(contactMessages)
          .where(matchesPerson(person, { email: contactMessages.email }))
          .returning({ id: contactMessages.id }),
      ),
      newsletterSubscriptions: count(
        await tx
          .delete(newsletterSubscriptions)
          .where(matchesPerson(person, { email: newsletterSubscriptions.email }))
          .returning({ id: newsletterSubscriptions.id }),
      ),
      messagesSent: count(
        await tx.delete(outboxMessages).where(messagesAbout(person)).returning({ id: outboxMessages.id }),
      ),
    };
    // One after another: a transaction's connection runs one query at a time.
    const companies = await companiesRepresentedBy(tx, person);
    const agencies = await agenciesRepresentedBy(tx, person);
    const signed = await signaturesBy(tx, person);
    const retained = [
      ...companies.map((company) => ({
        record: `Empresa ${company.razonSocial} (${company.nifCif})`,
        reason: KEPT_BY_LAW.representative,
      })),
      ...agencies.map((agency) => ({
        record: `Colaborador ${agency.razonSocial} (${agency.nifCif})`,
        reason: KEPT_BY_LAW.representative,
      })),
      ...signed.map((signature) => ({
        record: `Firma del contrato ${signature.contractId}`,
        reason: KEPT_BY_LAW.signature,
      })),
    ];
    if (Object.values(erased).every((n) => n === 0) && retained.length === 0) {
      throw new AppError('NOT_FOUND', 404, MESSAGES.privacy.notFound);
    }
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      { action: 'privacy.erase', entityType: 'person', entityId: person.nif || person.email, after: erased },
    );
    return { erased, retained };
  });
}
