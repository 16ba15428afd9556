import { DEFAULT_PROTOCOL_PRICES_CENTS } from '@cumplia/domain';
import { rethrowDuplicate } from '../../lib/duplicates.js';
import type { ActionContext } from '../../platform/actor.js';
import { createCompany, type NewCompany } from './create-company.js';

/**
 * Public registration: the company (unverified, no agency) with the public prices of its chosen protocols,
 * its administrator's login (no password yet) and the verification e-mail, all in one transaction. A NIF that
 * has a login already is asked, once the company signs, to accept it: the answer is the same for every NIF.
 */
export async function registerCompany({
  ctx,
  input,
}: {
  ctx: ActionContext<null>;
  input: NewCompany & { username: string };
}) {
  const { db, config } = ctx.services;
  const now = ctx.services.now();
  const { username, ...company } = input;
  const created = await db
    .transaction((tx) =>
      createCompany(tx, {
        company,
        username,
        agencyId: null,
        prices: DEFAULT_PROTOCOL_PRICES_CENTS,
        config,
        now,
        enteredBy: 'COMPANY',
      }),
    )
    .catch(rethrowDuplicate);
  ctx.services.wakeOutbox();
  ctx.log.info({ companyId: created.id }, 'company registered');
  return { id: created.id, username, email: input.email };
}
