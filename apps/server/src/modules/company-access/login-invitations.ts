import type { CompanyLoginInvitation } from '@cumplia/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { agencies, companies, companyLoginInvitations, companyUsers } from '../../db/schema/index.js';
import { AppError, forbidden } from '../../lib/app-error.js';
import type { ActionContext } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { linkCompanyLogin } from './company-login.js';
import { registeredBy } from './registered-by.js';

const notPending = () => new AppError('INVITATION_NOT_PENDING', 404);

function invitedUserId(ctx: ActionContext) {
  if (ctx.actor.kind !== 'company') throw forbidden();
  return ctx.actor.userId;
}

/** GET /empresas/invitaciones: the companies that name the person as administrator and wait for an answer. */
export async function listLoginInvitations(ctx: ActionContext): Promise<CompanyLoginInvitation[]> {
  const userId = invitedUserId(ctx);
  const rows = await ctx.services.db
    .select({
      id: companyLoginInvitations.id,
      razonSocial: companies.razonSocial,
      nifCif: companies.nifCif,
      gestoria: agencies.nombreComercial,
      enteredBy: companies.telefonoEnteredBy,
      invitedAt: companyLoginInvitations.invitedAt,
    })
    .from(companyLoginInvitations)
    .innerJoin(companies, eq(companies.id, companyLoginInvitations.companyId))
    .leftJoin(agencies, eq(agencies.id, companies.agencyId))
    .where(and(eq(companyLoginInvitations.userId, userId), isNull(companyLoginInvitations.answeredAt)))
    .orderBy(asc(companyLoginInvitations.invitedAt), asc(companyLoginInvitations.id));
  return rows.map(({ invitedAt, enteredBy, ...row }) => ({
    ...row,
    registradaPor: registeredBy(row.gestoria, enteredBy),
    invitadaEl: invitedAt.toISOString(),
  }));
}

/**
 * The person answers: accepting adds the company to their login; refusing leaves it without login (staff see it
 * among the companies without user). Only their own pending invitation, once; audited either way. A company that got
 * another login meanwhile cannot be accepted any more.
 */
export async function answerLoginInvitation({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: { invitationId: number; accept: boolean };
}) {
  const userId = invitedUserId(ctx);
  const now = ctx.services.now();
  await ctx.services.db.transaction(async (tx) => {
    const [invitation] = await tx
      .select({ id: companyLoginInvitations.id, companyId: companyLoginInvitations.companyId })
      .from(companyLoginInvitations)
      .where(
        and(
          eq(companyLoginInvitations.id, input.invitationId),
          eq(companyLoginInvitations.userId, userId),
          isNull(companyLoginInvitations.answeredAt),
        ),
      )
      .for('update');
    if (!invitation) throw notPending();
    // Locks the company so a staff assignment and this answer cannot both give it a login.
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, invitation.companyId)).for('update');
    if (input.accept) {
      const [login] = await tx
        .select({ userId: companyUsers.userId })
        .from(companyUsers)
        .where(eq(companyUsers.companyId, invitation.companyId))
        .limit(1);
      if (login) throw new AppError('COMPANY_HAS_USER', 409);
      await linkCompanyLogin(tx, invitation.companyId, userId);
    }
    await tx
      .update(companyLoginInvitations)
      .set({ answeredAt: now, accepted: input.accept })
      .where(eq(companyLoginInvitations.id, invitation.id));
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      {
        action: input.accept ? 'company.login.accepted' : 'company.login.refused',
        entityType: 'company',
        entityId: invitation.companyId,
        after: { userId },
      },
    );
  });
  return {
    message: input.accept
      ? 'Empresa añadida a su cuenta: elíjala en el selector «Empresa» de la parte superior.'
      : 'Solicitud rechazada: la empresa no tiene acceso a su cuenta.',
  };
}
