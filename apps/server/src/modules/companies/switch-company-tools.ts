import {
  type Company,
  centsToEuros,
  documentNotApplicable,
  MESSAGES,
  type ProtocolCode,
  protocolsOf,
  type ToolFlags,
  toolFlagsOf,
} from '@cumplia/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { pgArray } from '../../db/pg-array.js';
import { companies, companyProducts } from '../../db/schema/index.js';
import { PROTOCOL_KIND } from '../../generators/pdf/protocol-pdfs.js';
import { AppError } from '../../lib/app-error.js';
import type { ActionContext } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { loadStoredProfile } from '../compliance/index.js';
import { dropRenewalTools, startContractSignature, voidStaleSignatureRequests } from '../signing/index.js';

/**
 * The harassment protocol and the disconnection policy are an employer's duties: a company whose compliance
 * profile declares no staff is not sold them (its declared headcount, not the registration form's, which reads
 * a blank as 0). 409 with the reason.
 */
async function refuseStaffToolsWithoutStaff(tx: Transaction, companyId: number, switchedOn: ProtocolCode[]) {
  const staffTools = switchedOn.filter((protocol) => protocol !== 'LOPD');
  if (staffTools.length === 0) return;
  const stored = await loadStoredProfile(tx, companyId);
  if (!stored) return;
  for (const protocol of staffTools) {
    const reason = documentNotApplicable(stored.profile, PROTOCOL_KIND[protocol]);
    if (reason) throw new AppError('DOCUMENT_NOT_APPLICABLE', 409, MESSAGES.errors.toolNotApplicable(reason));
  }
}

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
 * contract to sign; a tool switched off stops, leaves the current renewal, and pending signing links that included
 * it are voided (their tools still on get a new link). Changes to one company are serialised by a lock on its row, so concurrent
 * requests each see the tools the previous one left: a tool switched on twice gets one contract and one link.
 * Audited with the flags before and after.
 */
export async function switchCompanyTools(
  tx: Transaction,
  ctx: ActionContext,
  company: Pick<Company, 'id'>,
  tools: ToolFlags,
  options: SwitchOptions,
) {
  const now = ctx.services.now();
  const [before] = await tx.select().from(companies).where(eq(companies.id, company.id)).for('update');
  if (!before) throw new Error(`Company ${company.id} does not exist.`);
  const enabled = protocolsOf(tools);
  const switchedOn = enabled.filter((protocol) => !protocolsOf(before).includes(protocol));
  const switchedOff = protocolsOf(before).filter((protocol) => !enabled.includes(protocol));
  await refuseStaffToolsWithoutStaff(tx, before.id, switchedOn);
  await tx
    .update(companies)
    .set({ ...tools, updatedAt: now })
    .where(eq(companies.id, before.id));
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
        setWhere: sql`"company_products"."protocol" = any(${pgArray(switchedOn)}::protocol_code[])`,
      });
    } else {
      await insert.onConflictDoNothing();
    }
  }
  await dropRenewalTools(tx, before.id, switchedOff, now);
  const needNewLink = await voidStaleSignatureRequests(tx, before.id, enabled, now);
  const toSign = [...new Set([...switchedOn, ...needNewLink])];
  const prices = await productPrices(tx, before.id, toSign);
  await startContractSignature(tx, {
    companyId: before.id,
    tools: toSign.map((protocol) => ({ protocol, priceCents: prices.get(protocol) ?? options.priceOf(protocol) })),
    config: ctx.services.config,
    now,
    sendSms: options.sendSms,
    joinPendingLink: true,
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

/** The company's price per protocol as stored now (after this change's own price updates). */
async function productPrices(tx: Transaction, companyId: number, protocols: ProtocolCode[]) {
  if (protocols.length === 0) return new Map<ProtocolCode, number>();
  const rows = await tx
    .select({ protocol: companyProducts.protocol, cents: companyProducts.precioDescuentoCents })
    .from(companyProducts)
    .where(and(eq(companyProducts.companyId, companyId), inArray(companyProducts.protocol, protocols)));
  return new Map(rows.map((row) => [row.protocol, row.cents]));
}
