import type { ActionContext } from '../../actor.js';
import { agencyIdOf, agencyPrices, getCompanyOfAgency } from './agency-scope.js';
import { switchCompanyTools } from './switch-company-tools.js';

type Tools = { lopdgdd: boolean; acosoLaboral: boolean; desconexionDigital: boolean };

/**
 * The agency switches a company's tools. A tool switched on gets its product at the agency's price (the first
 * time) and its contract to sign, with the signing SMS.
 */
export async function updateCompanyTools({
  ctx,
  input: { cifNif, ...input },
}: {
  ctx: ActionContext;
  input: Tools & { cifNif: string };
}) {
  const agencyId = agencyIdOf(ctx);
  const result = await ctx.services.db.transaction(async (tx) => {
    const before = await getCompanyOfAgency(tx, agencyId, cifNif, { forUpdate: true });
    const prices = await agencyPrices(tx, agencyId);
    await switchCompanyTools(tx, ctx, before, input, {
      priceOf: (protocol) => prices[protocol],
      repriceSwitchedOn: false,
      sendSms: true,
    });
    return { nifCif: before.nifCif, ...input };
  });
  ctx.services.wakeOutbox();
  return result;
}
