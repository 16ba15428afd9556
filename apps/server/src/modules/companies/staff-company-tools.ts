import {
  eurosToCents,
  MESSAGES,
  type MultipleToolPricesRequest,
  PROTOCOL_TOOL_FLAG,
  type ProtocolCode,
  protocolsOf,
  type StaffToolsRequest,
  type ToolFlag,
  type ToolFlags,
  toolFlagsOf,
} from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { loadCompany, productPricesInCents } from '../company-access/index.js';
import { companyNotFound } from './get-staff-company.js';
import { switchCompanyTools } from './switch-company-tools.js';

const priceRequired = () => new AppError('VALIDATION_ERROR', 400, MESSAGES.staffCompanies.toolPriceRequired);

async function applyTools(
  ctx: ActionContext,
  nifCif: string,
  tools: (current: ToolFlags) => ToolFlags,
  priceOf: (protocol: ProtocolCode) => number | undefined,
  callViafirma: boolean,
) {
  requireStaff(ctx);
  const result = await ctx.services.db.transaction(async (tx) => {
    const before = await loadCompany(tx, eq(companies.nifCif, nifCif), { forUpdate: true });
    if (!before) throw companyNotFound();
    const next = tools(before);
    const switchedOn = protocolsOf(next).filter((protocol) => !protocolsOf(before).includes(protocol));
    const prices = new Map<ProtocolCode, number>();
    for (const protocol of switchedOn) {
      const price = priceOf(protocol);
      if (price === undefined || !(price > 0)) throw priceRequired();
      prices.set(protocol, eurosToCents(price));
    }
    const current = productPricesInCents(before);
    await switchCompanyTools(tx, ctx, before, next, {
      priceOf: (protocol) => prices.get(protocol) ?? current.get(protocol) ?? 0,
      repriceSwitchedOn: true,
      sendSms: callViafirma,
    });
    return { nifCif: before.nifCif, ...next };
  });
  ctx.services.wakeOutbox();
  return result;
}

/** PUT /admin/empresas/{nifCif}/tools: the new set; the one price is that of the tool(s) switched on. */
export function setStaffCompanyTools({
  ctx,
  input: { nifCif, ...input },
}: {
  ctx: ActionContext;
  input: StaffToolsRequest & { nifCif: string };
}) {
  return applyTools(
    ctx,
    nifCif,
    () => input.tools,
    () => input.price,
    input.callViafirma ?? false,
  );
}

/** PUT /admin/empresas/{nifCif}/tools/multiple-price: 'Alta múltiple', each tool with its own price. */
export function setStaffCompanyToolPrices({
  ctx,
  input: { nifCif, ...input },
}: {
  ctx: ActionContext;
  input: MultipleToolPricesRequest & { nifCif: string };
}) {
  const requested = input.tools;
  return applyTools(
    ctx,
    nifCif,
    (current) => {
      const next = toolFlagsOf(protocolsOf(current));
      for (const [flag, tool] of Object.entries(requested) as [ToolFlag, { enabled: boolean } | undefined][]) {
        if (tool) next[flag] = tool.enabled;
      }
      return next;
    },
    (protocol) => requested[PROTOCOL_TOOL_FLAG[protocol]]?.price,
    input.callViafirma ?? false,
  );
}
