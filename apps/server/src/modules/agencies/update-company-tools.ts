import { protocolsOf } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import { companies, companyProducts } from '../../db/schema/index.js';
import { recordAudit } from '../audit/record-audit.js';
import { startContractSignature } from '../signing/start-contract-signature.js';
import { agencyIdOf, agencyPrices, getCompanyOfAgency } from './agency-scope.js';

type Tools = { lopdgdd: boolean; acosoLaboral: boolean; desconexionDigital: boolean };

/**
 * The agency switches a company's tools. A tool switched on gets its product at the agency's price (the first
 * time) and its contract to sign, with the signing SMS.
 */
export async function updateCompanyTools({ ctx, cifNif, input }: { ctx: ActionContext; cifNif: string; input: Tools }) {
  const agencyId = agencyIdOf(ctx);
  const { db } = ctx.services;
  const now = ctx.services.now();
  const result = await db.transaction(async (tx) => {
    const before = await getCompanyOfAgency(tx, agencyId, cifNif);
    await tx
      .update(companies)
      .set({ ...input, updatedAt: now })
      .where(eq(companies.id, before.id));
    const prices = await agencyPrices(tx, agencyId);
    const enabled = protocolsOf(input);
    const newlyEnabled = enabled.filter((protocol) => !protocolsOf(before).includes(protocol));
    if (enabled.length > 0) {
      await tx
        .insert(companyProducts)
        .values(enabled.map((protocol) => ({ companyId: before.id, protocol, precioDescuentoCents: prices[protocol] })))
        .onConflictDoNothing();
    }
    await startContractSignature(tx, {
      companyId: before.id,
      tools: newlyEnabled.map((protocol) => ({ protocol, priceCents: prices[protocol] })),
      config: ctx.services.config,
      now,
    });
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      {
        action: 'company.tools',
        entityType: 'company',
        entityId: before.id,
        before: {
          lopdgdd: before.lopdgdd,
          acosoLaboral: before.acosoLaboral,
          desconexionDigital: before.desconexionDigital,
        },
        after: input,
      },
    );
    return { nifCif: before.nifCif, ...input };
  });
  ctx.services.wakeOutbox();
  return result;
}
