import type { ContactConfirmationView } from '@cumplia/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { agencies, companies, contactConfirmations } from '../../db/schema/index.js';
import { templateEmail, templateText } from '../../generators/emails/message-template.js';
import { AppError } from '../../lib/app-error.js';
import { secretLink } from '../../lib/secret-text.js';
import { newOpaqueToken, sha256Hex } from '../../lib/secure-token.js';
import type { ActionContext } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { enqueueEmail, enqueueSms, smsName } from '../outbox/index.js';
import { maskPhone, refreshPendingSignatureLinks } from '../signing/index.js';

const LINK_LIFETIME_DAYS = 7;

type Contacts = { telefono: string; email: string };
type Kind = 'PHONE' | 'EMAIL';

/** Who vouched for the company's phone and e-mail, read on every agency edit: prepared once. */
const vouchersOfCompany = preparedStatement((db) =>
  db
    .select({
      razonSocial: companies.razonSocial,
      nombre: companies.nombre,
      vouchedPhone: companies.vouchedPhone,
      vouchedEmail: companies.vouchedEmail,
      agency: agencies.nombreComercial,
    })
    .from(companies)
    .leftJoin(agencies, eq(agencies.id, companies.agencyId))
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare('company_contact_vouchers'),
);

/**
 * After an edit of a company's phone or e-mail, in its transaction and after the row is saved: what staff save is
 * vouched for at once; a contact an agency enters instead of one the company vouched for is the company's only once
 * confirmed from that one (a link by SMS to the vouched phone, by e-mail to the vouched e-mail). Until then signing
 * links and mandate changes keep going to the vouched phone, and an agency gives the login only to the vouched e-mail.
 */
export async function followVouchedContacts(
  tx: Transaction,
  ctx: ActionContext,
  input: { companyId: number; before: Contacts; after: Contacts },
) {
  const now = ctx.services.now();
  if (ctx.actor.kind === 'staff') {
    await tx
      .update(companies)
      .set({ vouchedPhone: input.after.telefono, vouchedEmail: input.after.email || null })
      .where(eq(companies.id, input.companyId));
    await voidPending(tx, input.companyId, ['PHONE', 'EMAIL'], now);
    return;
  }
  if (ctx.actor.kind !== 'agency') return;
  const [company] = await vouchersOfCompany(tx).execute({ companyId: input.companyId });
  if (!company) return;
  const changes: { kind: Kind; value: string; vouched: string | null }[] = [
    { kind: 'PHONE', value: input.after.telefono, vouched: company.vouchedPhone },
    { kind: 'EMAIL', value: input.after.email, vouched: company.vouchedEmail },
  ];
  for (const change of changes) {
    const previous = change.kind === 'PHONE' ? input.before.telefono : input.before.email;
    if (change.value === previous) continue;
    await voidPending(tx, input.companyId, [change.kind], now);
    if (!change.vouched || !change.value || change.value === change.vouched) continue;
    const token = newOpaqueToken();
    const expiresAt = new Date(now.getTime() + LINK_LIFETIME_DAYS * 86_400_000);
    const [request] = await tx
      .insert(contactConfirmations)
      .values({
        companyId: input.companyId,
        kind: change.kind,
        value: change.value,
        sentTo: change.vouched,
        tokenHash: sha256Hex(token),
        requestedByAgencyId: ctx.actor.agencyId,
        requestedAt: now,
        expiresAt,
      })
      .returning({ id: contactConfirmations.id });
    const enlace = secretLink(`${ctx.services.config.publicUrl}/confirmar-contacto/${token}`, expiresAt);
    const idempotencyKey = `contact-confirmation:${request?.id}`;
    if (change.kind === 'PHONE') {
      await enqueueSms(tx, ctx.services.config, {
        now,
        idempotencyKey,
        to: change.vouched,
        agencyId: ctx.actor.agencyId,
        text: templateText('confirmar-telefono', {
          gestoria: company.agency,
          empresa: smsName(company.razonSocial, 60),
          telefono: maskPhone(change.value),
          enlace,
        }),
      });
    } else {
      await enqueueEmail(tx, ctx.services.config, {
        now,
        idempotencyKey,
        to: change.vouched,
        email: templateEmail(
          'confirmar-correo',
          {
            nombre: company.nombre || company.razonSocial,
            empresa: company.razonSocial,
            gestoria: company.agency,
            correo: change.value,
            enlace,
          },
          ctx.services.config.provider,
        ),
      });
    }
  }
}

async function voidPending(tx: Transaction, companyId: number, kinds: Kind[], now: Date) {
  await tx
    .update(contactConfirmations)
    .set({ voidedAt: now })
    .where(
      and(
        eq(contactConfirmations.companyId, companyId),
        inArray(contactConfirmations.kind, kinds),
        isNull(contactConfirmations.confirmedAt),
        isNull(contactConfirmations.voidedAt),
      ),
    );
}

async function findConfirmation(db: Queryable, token: string) {
  const [row] = await db
    .select({ confirmation: contactConfirmations, empresa: companies.razonSocial, gestoria: agencies.nombreComercial })
    .from(contactConfirmations)
    .innerJoin(companies, eq(companies.id, contactConfirmations.companyId))
    .leftJoin(agencies, eq(agencies.id, contactConfirmations.requestedByAgencyId))
    .where(eq(contactConfirmations.tokenHash, sha256Hex(token)));
  if (!row) throw new AppError('INVALID_TOKEN', 404);
  return row;
}

const stateOf = (confirmation: typeof contactConfirmations.$inferSelect, now: Date) =>
  confirmation.confirmedAt
    ? ('CONFIRMADO' as const)
    : confirmation.voidedAt || confirmation.expiresAt <= now
      ? ('CADUCADO' as const)
      : ('PENDIENTE' as const);

/** GET /confirmar-contacto/{token}: what the link asks the company to confirm. */
export async function describeContactConfirmation({
  ctx,
  input: { token },
}: {
  ctx: ActionContext<null>;
  input: { token: string };
}): Promise<ContactConfirmationView> {
  const { confirmation, empresa, gestoria } = await findConfirmation(ctx.services.db, token);
  return {
    empresa,
    gestoria,
    dato: confirmation.kind === 'PHONE' ? 'PHONE' : 'EMAIL',
    nuevo: confirmation.kind === 'PHONE' ? maskPhone(confirmation.value) : confirmation.value,
    estado: stateOf(confirmation, ctx.services.now()),
  };
}

/**
 * POST /confirmar-contacto/{token}: the company confirms, from the contact it vouched for, the one its agency
 * entered: it is the company's from now on (audited); pending signing links follow the new phone.
 */
export async function confirmContact({
  ctx,
  input: { token },
}: {
  ctx: ActionContext<null>;
  input: { token: string };
}) {
  const now = ctx.services.now();
  const kind = await ctx.services.db.transaction(async (tx) => {
    const { confirmation } = await findConfirmation(tx, token);
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, confirmation.companyId)).for('update');
    const [current] = await tx
      .select()
      .from(contactConfirmations)
      .where(eq(contactConfirmations.id, confirmation.id))
      .for('update');
    if (!current || stateOf(current, now) !== 'PENDIENTE') throw new AppError('INVALID_TOKEN', 410);
    await tx
      .update(companies)
      .set(current.kind === 'PHONE' ? { vouchedPhone: current.value } : { vouchedEmail: current.value })
      .where(eq(companies.id, current.companyId));
    await tx.update(contactConfirmations).set({ confirmedAt: now }).where(eq(contactConfirmations.id, current.id));
    await recordAudit(
      tx,
      { actor: { userId: null, roles: ['COMPANY_LINK'] }, requestId: ctx.requestId, now },
      {
        action: 'company.contact.confirmed',
        entityType: 'company',
        entityId: current.companyId,
        before: { [current.kind === 'PHONE' ? 'telefono' : 'email']: current.sentTo },
        after: { [current.kind === 'PHONE' ? 'telefono' : 'email']: current.value },
      },
    );
    if (current.kind === 'PHONE') await refreshPendingSignatureLinks(tx, current.companyId, ctx.services.config, now);
    return current.kind;
  });
  ctx.services.wakeOutbox();
  return {
    message:
      kind === 'PHONE'
        ? 'Teléfono confirmado: desde ahora le enviaremos a ese teléfono los enlaces y códigos de firma.'
        : 'Correo electrónico confirmado: desde ahora es el de su empresa en Cumplia.',
  };
}
