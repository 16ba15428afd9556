import { MESSAGES, type ProtocolCode } from '@cumplia/domain';
import { and, eq, ne } from 'drizzle-orm';
import { agencies } from '../../db/schema/index.js';
import { duplicateNifCif, rethrowDuplicate } from '../../lib/duplicates.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { recordAudit, sameFieldsAs } from '../audit/index.js';
import { assertCommissionAllowed } from './collaborator-commission.js';
import { collaboratorPrices, replaceCollaboratorPrices } from './collaborator-prices.js';
import { loadCollaborator } from './get-collaborator.js';

type CollaboratorEdit = {
  razonSocial: string;
  nombreComercial: string;
  nifCif: string;
  dni: string;
  email: string;
  telefono: string;
  numCuenta: string;
  comision: number;
  productos: { nombrePlantilla: ProtocolCode; precioDescuento: number }[];
};

/**
 * 'Guardar Cambios' of 'Datos de colaborador': the data, commission and negotiated prices (which apply to the
 * tools switched on from now on; existing company prices stay). Audited with before and after.
 */
export async function updateCollaborator({
  ctx,
  input: { id, ...input },
}: {
  ctx: ActionContext;
  input: CollaboratorEdit & { id: number };
}) {
  requireStaff(ctx);
  const now = ctx.services.now();
  const { productos, comision, ...fields } = input;
  await ctx.services.db
    .transaction(async (tx) => {
      const before = await loadCollaborator(tx, id);
      assertCommissionAllowed(ctx.actor, comision, before.comisionBasisPoints);
      const [taken] = await tx
        .select({ id: agencies.id })
        .from(agencies)
        .where(and(eq(agencies.nifCif, fields.nifCif), ne(agencies.id, id)));
      if (taken) throw duplicateNifCif();
      const pricesBefore = await collaboratorPrices(tx, id);
      await tx
        .update(agencies)
        .set({ ...fields, comisionBasisPoints: Math.round(comision * 100), updatedAt: now })
        .where(eq(agencies.id, id));
      await replaceCollaboratorPrices(tx, id, productos);
      await recordAudit(
        tx,
        { actor: ctx.actor, requestId: ctx.requestId, now },
        {
          action: 'agency.update',
          entityType: 'agency',
          entityId: id,
          before: sameFieldsAs(input, {
            ...before,
            comision: before.comisionBasisPoints / 100,
            productos: pricesBefore,
          }),
          after: input,
        },
      );
    })
    .catch(rethrowDuplicate);
  return { message: MESSAGES.collaborators.saved };
}
