import { type Company, centsToEuros, PROTOCOL_CODES, type ProtocolCode } from '@cumplia/domain';
import type { Queryable } from '../../db/client.js';
import type { ActionContext } from '../../platform/actor.js';
import { agencyIdOf, agencyPrices, getCompanyOfAgency, productPricesInCents } from '../company-access/index.js';
import { switchCompanyTools } from './switch-company-tools.js';

type Tools = { lopdgdd: boolean; acosoLaboral: boolean; desconexionDigital: boolean };

/**
 * What a tool switched on by the agency bills, in cents before tax: the company's own price for it when it has
 * one (a tool switched on again keeps it), else the agency's price.
 */
async function switchOnPrices(db: Queryable, agencyId: number, company: Company) {
  const stored = productPricesInCents(company);
  const tariff = await agencyPrices(db, agencyId);
  return Object.fromEntries(
    PROTOCOL_CODES.map((protocol) => [protocol, stored.get(protocol) ?? tariff[protocol]]),
  ) as Record<ProtocolCode, number>;
}

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
    const prices = await switchOnPrices(tx, agencyId, before);
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

/** GET .../empresas/{nifCif}/tools/precios: what switching each tool on would bill, in euros before tax. */
export async function agencyToolPrices({ ctx, input: { cifNif } }: { ctx: ActionContext; input: { cifNif: string } }) {
  const agencyId = agencyIdOf(ctx);
  const { db } = ctx.services;
  const prices = await switchOnPrices(db, agencyId, await getCompanyOfAgency(db, agencyId, cifNif));
  return {
    precios: Object.fromEntries(PROTOCOL_CODES.map((protocol) => [protocol, centsToEuros(prices[protocol])])) as Record<
      ProtocolCode,
      number
    >,
  };
}
