import {
  type Company,
  centsToEuros,
  type ProtocolCode,
  protocolsOf,
  type ToolFlags,
  toolFlagsOf,
} from '@cumplia/domain';
import { eq, sql } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import type { Transaction } from '../../db/client.js';
import { companies, companyProducts } from '../../db/schema/index.js';
import { recordAudit } from '../audit/record-audit.js';
import { startContractSignature } from '../signing/start-contract-signature.js';

type SwitchOptions = {
  /** The price, in cents, of a tool being switched on. */
  priceOf(protocol: ProtocolCode): number;
  /** Staff set the price of a tool they switch on; an agency's first price for a tool stays. */
  repriceSwitchedOn: boolean;
  /** Whether the signing SMS goes out now (staff choose with callViafirma). */
  sendSms: boolean;
};

/**
 * Sets a company's tools inside the caller's transaction: a tool switched on gets its product price and its
 * contract to sign; a tool switched off just stops. Audited with the flags before and after.
 */
export async function switchCompanyTools(
  tx: Transaction,
  ctx: ActionContext,
  before: Company,
  tools: ToolFlags,
  options: SwitchOptions,
) {
  const now = ctx.services.now();
  await tx
    .update(companies)
    .set({ ...tools, updatedAt: now })
    .where(eq(companies.id, before.id));
  const enabled = protocolsOf(tools);
  const switchedOn = enabled.filter((protocol) => !protocolsOf(before).includes(protocol));
  if (enabled.length > 0) {
    const rows = enabled.map((protocol) => ({
      companyId: before.id,
      protocol,
      precioDescuentoCents: options.priceOf(protocol),
    }));
    const insert = tx.insert(companyProducts).values(rows);
    if (options.repriceSwitchedOn && switchedOn.length > 0) {
      await insert.onConflictDoUpdate({
        target: [companyProducts.companyId, companyProducts.protocol],
        set: { precioDescuentoCents: sql`excluded.precio_descuento_cents` },
        setWhere: sql`"company_products"."protocol" = any(${`{${switchedOn.join(',')}}`}::protocol_code[])`,
      });
    } else {
      await insert.onConflictDoNothing();
    }
  }
  await startContractSignature(tx, {
    companyId: before.id,
    tools: switchedOn.map((protocol) => ({ protocol, priceCents: options.priceOf(protocol) })),
    config: ctx.services.config,
    now,
    sendSms: options.sendSms,
  });
  await recordAudit(
    tx,
    { actor: ctx.actor, requestId: ctx.requestId, now },
    {
      action: 'company.tools',
      entityType: 'company',
      entityId: before.id,
      before: toolFlagsOf(protocolsOf(before)),
      after: {
        ...tools,
        precios: Object.fromEntries(switchedOn.map((protocol) => [protocol, centsToEuros(options.priceOf(protocol))])),
      },
    },
  );
  return { switchedOn };
}
