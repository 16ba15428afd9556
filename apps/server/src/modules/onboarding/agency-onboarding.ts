import { MESSAGES } from '@cumplia/domain';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { agencies, companies, onboardingInvitations, outboxMessages } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { rethrowDuplicate } from '../../lib/duplicates.js';
import type { ActionContext } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { agencyIdOf, heldCompanyWithNif } from '../company-access/index.js';
import { ONBOARDING_SENDS_PER_INVITATION } from '../outbox/index.js';
import { voidStaleSignatureRequests } from '../signing/index.js';
import { sendNewOnboardingLink } from './onboarding-link.js';
import { onboardingProgressColumns, onboardingProgressOf, progressSmsJoin } from './onboarding-progress.js';
import { preRegisterCompany, preRegistrationProblem, preRegistrationRefusal } from './pre-register-company.js';

const notFound = () => new AppError('NOT_FOUND', 404, MESSAGES.errors.noSmsOnboarding);

/**
 * 'Alta' of a company the agency knows only by NIF/CIF and phone: the agency's claim and the SMS inviting the
 * company to complete its data and sign, as a CSV line does.
 */
export async function inviteCompanyBySms({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: { nifCif: string; telefono: string };
}) {
  const agencyId = agencyIdOf(ctx);
  const now = ctx.services.now();
  const created = await ctx.services.db
    .transaction(async (tx) => {
      const [agency] = await tx
        .select({ id: agencies.id, name: agencies.nombreComercial })
        .from(agencies)
        .where(eq(agencies.id, agencyId))
        .for('update');
      if (!agency) throw new AppError('GESTORIA_NOT_FOUND', 404);
      const [own] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.agencyId, agencyId), eq(companies.nifCif, input.nifCif)));
      const problem = preRegistrationProblem({
        ...input,
        claimedByThisAgency: own !== undefined,
        heldForGood: (await heldCompanyWithNif(tx, input.nifCif)) !== null,
      });
      if (problem) throw preRegistrationRefusal(problem);
      return preRegisterCompany(tx, {
        agency,
        ...input,
        actor: ctx.actor,
        requestId: ctx.requestId,
        source: null,
        config: ctx.services.config,
        now,
      });
    })
    .catch(rethrowDuplicate);
  ctx.services.wakeOutbox();
  return { id: created.id, nifCif: input.nifCif };
}

async function agencyInvitation(ctx: ActionContext, nifCif: string) {
  const agencyId = agencyIdOf(ctx);
  const now = ctx.services.now();
  const [row] = await ctx.services.db
    .select({ ...onboardingProgressColumns })
    .from(onboardingInvitations)
    .innerJoin(companies, eq(companies.id, onboardingInvitations.companyId))
    .leftJoin(outboxMessages, progressSmsJoin)
    .where(and(eq(companies.agencyId, agencyId), eq(companies.nifCif, nifCif)));
  const progress = row ? onboardingProgressOf(row, now) : null;
  if (!row || !progress) throw notFound();
  return { id: row.invitationId, progress };
}

/** GET: where one company's sign-up by SMS stands. */
export async function onboardingProgress({
  ctx,
  input: { nifCif },
}: {
  ctx: ActionContext;
  input: { nifCif: string };
}) {
  return (await agencyInvitation(ctx, nifCif)).progress;
}

type Invitation = typeof onboardingInvitations.$inferSelect;

/**
 * One of the agency's invitations changed in a transaction, audited; a signed one is refused. The company row is
 * locked first, as signing locks it, so a change racing a signature waits for it (or the signature for the change).
 */
async function changeInvitation(
  ctx: ActionContext,
  nifCif: string,
  action: { audit: string; refusedOnceSigned: string },
  change: (tx: Transaction, invitation: Invitation, now: Date) => Promise<void>,
) {
  const { id } = await agencyInvitation(ctx, nifCif);
  const now = ctx.services.now();
  await ctx.services.db.transaction(async (tx) => {
    await tx
      .select({ id: companies.id })
      .from(companies)
      .innerJoin(onboardingInvitations, eq(onboardingInvitations.companyId, companies.id))
      .where(eq(onboardingInvitations.id, id))
      .for('update', { of: companies });
    const [invitation] = await tx
      .select()
      .from(onboardingInvitations)
      .where(eq(onboardingInvitations.id, id))
      .for('update');
    if (!invitation) throw notFound();
    if (invitation.signedAt) throw new AppError('ALREADY_SIGNED', 409, action.refusedOnceSigned);
    await change(tx, invitation, now);
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      { action: action.audit, entityType: 'company', entityId: invitation.companyId },
    );
  });
}

/** The agency sends a new link (the old one stops working); a cancelled invitation comes back to life. */
export async function resendOnboardingSms({
  ctx,
  input: { nifCif },
}: {
  ctx: ActionContext;
  input: { nifCif: string };
}) {
  const refusedOnceSigned = 'La empresa ya ha firmado: no hace falta reenviar.';
  await changeInvitation(
    ctx,
    nifCif,
    { audit: 'company.onboarding.resend', refusedOnceSigned },
    async (tx, invitation, now) => {
      if (invitation.sends >= ONBOARDING_SENDS_PER_INVITATION) {
        throw new AppError(
          'SMS_LIMIT_REACHED',
          429,
          `Esta empresa ya ha recibido ${invitation.sends} SMS de alta. Llámela para comprobar su móvil antes de enviar más, o escríbanos.`,
        );
      }
      await sendNewOnboardingLink(tx, invitation, { kind: 'resend', config: ctx.services.config, now });
      await tx
        .update(onboardingInvitations)
        .set({ cancelledAt: null })
        .where(eq(onboardingInvitations.id, invitation.id));
    },
  );
  ctx.services.wakeOutbox();
  return { message: 'Hemos enviado a la empresa un nuevo SMS de alta. El enlace anterior ya no funciona.' };
}

/** The agency withdraws the invitation: its link and any signing link it led to stop working. */
export async function cancelOnboarding({ ctx, input: { nifCif } }: { ctx: ActionContext; input: { nifCif: string } }) {
  const refusedOnceSigned = 'La empresa ya ha firmado: no se puede cancelar.';
  await changeInvitation(
    ctx,
    nifCif,
    { audit: 'company.onboarding.cancel', refusedOnceSigned },
    async (tx, invitation, now) => {
      await tx
        .update(onboardingInvitations)
        .set({ cancelledAt: now })
        .where(eq(onboardingInvitations.id, invitation.id));
      await voidStaleSignatureRequests(tx, invitation.companyId, [], now);
    },
  );
  return { message: 'Invitación cancelada: el enlace ya no funciona.' };
}
