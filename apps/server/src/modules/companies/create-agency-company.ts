import { eq } from 'drizzle-orm';
import { agencies } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { rethrowDuplicate } from '../../lib/duplicates.js';
import type { ActionContext } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { agencyIdOf, agencyPrices } from '../company-access/index.js';
import { createCompany, type NewCompany } from './create-company.js';

/**
 * 'Alta de una empresa' by an agency: the company under the agency at its negotiated prices and its contracts to
 * sign, audited, in one transaction. It is the agency's claim until the company signs (then its administrator
 * gets the login and the verification e-mail); it blocks neither the company nor other agencies.
 */
export async function createAgencyCompany({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: NewCompany & { username: string };
}) {
  const agencyId = agencyIdOf(ctx);
  const { db, config } = ctx.services;
  const now = ctx.services.now();
  const { username, ...company } = input;
  const created = await db
    .transaction(async (tx) => {
      const [agency] = await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId));
      if (!agency) throw new AppError('GESTORIA_NOT_FOUND', 404);
      const prices = await agencyPrices(tx, agencyId);
      const result = await createCompany(tx, { company, username, agencyId, prices, config, now, enteredBy: 'AGENCY' });
      await recordAudit(
        tx,
        { actor: ctx.actor, requestId: ctx.requestId, now },
        {
          action: 'company.create',
          entityType: 'company',
          entityId: result.id,
          after: { ...company, username },
        },
      );
      return result;
    })
    .catch(rethrowDuplicate);
  ctx.services.wakeOutbox();
  return { id: created.id, nifCif: company.nifCif };
}
