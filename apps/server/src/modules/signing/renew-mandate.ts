import { MESSAGES, todayInMadrid } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { mandateAwaitingRenewal } from '../mandates/index.js';
import { startMandateRenewalSignature } from './start-amendment-signature.js';

/**
 * POST /admin/sepa/mandatos/renovar: a company whose SEPA mandate expired unused (36 months) gets, by SMS to the
 * phone it vouched for, a link to sign a new mandate; its debits go into files again once it signs. One link at a
 * time: asking again while one is pending sends nothing.
 */
export async function requestMandateRenewal({ ctx, input }: { ctx: ActionContext; input: { cifNif: string } }) {
  requireSuperadmin(ctx);
  const now = ctx.services.now();
  const sent = await ctx.services.db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id, razonSocial: companies.razonSocial })
      .from(companies)
      .where(eq(companies.nifCif, input.cifNif));
    if (!company) throw notFound(MESSAGES.errors.companyNotFound);
    const awaiting = await mandateAwaitingRenewal(tx, company.id, todayInMadrid(now));
    if (!awaiting) throw new AppError('MANDATE_NOT_EXPIRED', 409);
    const link = await startMandateRenewalSignature(tx, company.id, ctx.services.config, now);
    if (link) {
      await recordAudit(
        tx,
        { actor: ctx.actor, requestId: ctx.requestId, now },
        {
          action: 'sepa.mandate-renewal-requested',
          entityType: 'company',
          entityId: company.id,
          after: { expiredReference: awaiting.expiredReference, newReference: awaiting.newReference },
        },
      );
    }
    return { company, link };
  });
  ctx.services.wakeOutbox();
  return {
    message: sent.link
      ? `Se ha enviado a ${sent.company.razonSocial} por SMS el enlace para firmar la nueva orden de domiciliación.`
      : `${sent.company.razonSocial} ya tiene un enlace de firma pendiente: no se ha enviado otro.`,
  };
}
