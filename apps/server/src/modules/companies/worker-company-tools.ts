import { DEFAULT_PROTOCOL_PRICES_CENTS, type ToolFlags } from '@cumplia/domain';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { loadCompany, productPricesInCents } from '../company-access/index.js';
import { companyByRef, companyNotFound } from './get-staff-company.js';
import { switchCompanyTools } from './switch-company-tools.js';

/**
 * The worker's tool toggle in its company list (PUT /worker/empresas/{cifNif} with the flags): a tool switched
 * on keeps the company's price for it, or the list price, and its contract goes out for signature by SMS.
 */
export async function switchWorkerCompanyTools({
  ctx,
  input: { ref, tools },
}: {
  ctx: ActionContext;
  input: {
    /** The company's id, or its NIF/CIF. */
    ref: string;
    tools: ToolFlags;
  };
}) {
  requireStaff(ctx);
  const result = await ctx.services.db.transaction(async (tx) => {
    const before = await loadCompany(tx, companyByRef(ref), { forUpdate: true });
    if (!before) throw companyNotFound();
    const current = productPricesInCents(before);
    await switchCompanyTools(tx, ctx, before, tools, {
      priceOf: (protocol) => current.get(protocol) ?? DEFAULT_PROTOCOL_PRICES_CENTS[protocol],
      repriceSwitchedOn: false,
      sendSms: true,
    });
    return { nifCif: before.nifCif, ...tools };
  });
  ctx.services.wakeOutbox();
  return result;
}
