import {
  centsToEuros,
  DEFAULT_PROTOCOL_PRICES_CENTS,
  PROTOCOL_CODES,
  type ProtocolCode,
  type ToolFlags,
} from '@cumplia/domain';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { loadCompany, productPricesInCents } from '../company-access/index.js';
import { companyByRef, companyNotFound } from './get-staff-company.js';
import { switchCompanyTools } from './switch-company-tools.js';

/** The worker switches a tool on at the company's price for it, or the list price. */
const workerPriceOf = (current: Map<ProtocolCode, number>) => (protocol: ProtocolCode) =>
  current.get(protocol) ?? DEFAULT_PROTOCOL_PRICES_CENTS[protocol];

/** GET /worker/empresas/{ref}/tools/precios: what the worker's switch of each tool would bill, euros before tax. */
export async function workerToolPrices({ ctx, input: { ref } }: { ctx: ActionContext; input: { ref: string } }) {
  requireStaff(ctx);
  const company = await loadCompany(ctx.services.db, companyByRef(ref));
  if (!company) throw companyNotFound();
  const priceOf = workerPriceOf(productPricesInCents(company));
  return {
    precios: Object.fromEntries(
      PROTOCOL_CODES.map((protocol) => [protocol, centsToEuros(priceOf(protocol))]),
    ) as Record<ProtocolCode, number>,
  };
}

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
      priceOf: workerPriceOf(current),
      repriceSwitchedOn: false,
      sendSms: true,
    });
    return { nifCif: before.nifCif, ...tools };
  });
  ctx.services.wakeOutbox();
  return result;
}
