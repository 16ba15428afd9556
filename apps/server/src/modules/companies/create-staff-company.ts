import { DEFAULT_PROTOCOL_PRICES_CENTS, eurosToCents, type ProtocolCode } from '@cumplia/domain';
import { rethrowDuplicate } from '../../lib/duplicates.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { createCompany, type NewCompany } from './create-company.js';

type Input = NewCompany & {
  username: string;
  productos: { nombrePlantilla: ProtocolCode; precioDescuento: number }[];
};

/**
 * The staff's 'Alta de una empresa' (superadmin and worker): a direct company (no collaborator) with the tools
 * and prices of its protocol rows, its administrator's login, the verification e-mail and the contracts to
 * sign, audited, in one transaction.
 */
export async function createStaffCompany({ ctx, input }: { ctx: ActionContext; input: Input }) {
  requireStaff(ctx);
  const { db, config } = ctx.services;
  const now = ctx.services.now();
  const { username, productos, ...company } = input;
  const prices: Record<ProtocolCode, number> = { ...DEFAULT_PROTOCOL_PRICES_CENTS };
  for (const row of productos) prices[row.nombrePlantilla] = eurosToCents(row.precioDescuento);
  const created = await db
    .transaction(async (tx) => {
      const result = await createCompany(tx, {
        company,
        username,
        agencyId: null,
        prices,
        config,
        now,
        enteredBy: 'STAFF',
      });
      await recordAudit(
        tx,
        { actor: ctx.actor, requestId: ctx.requestId, now },
        {
          action: 'company.create',
          entityType: 'company',
          entityId: result.id,
          after: { ...company, username, productos },
        },
      );
      return result;
    })
    .catch(rethrowDuplicate);
  ctx.services.wakeOutbox();
  return { id: created.id, nifCif: company.nifCif };
}
