import { type CompanyType, MESSAGES, type ProtocolCode, ROLES } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { type ActionContext, requireStaff } from '../../actor.js';
import { agencies, agencyUsers, users } from '../../db/schema/index.js';
import { forbidden } from '../../lib/app-error.js';
import { duplicateNifCif, duplicateUsername, rethrowDuplicate } from '../../lib/duplicates.js';
import { recordAudit } from '../audit/record-audit.js';
import { sendAccountVerification } from '../auth/send-account-verification.js';
import { createUser } from '../users/create-user.js';
import { assertCommissionAllowed } from './collaborator-commission.js';
import { replaceCollaboratorPrices } from './collaborator-prices.js';

export type NewCollaborator = {
  razonSocial: string;
  nifCif: string;
  tipo: CompanyType;
  nombre: string;
  dni: string;
  email: string;
  telefono: string;
  nombreComercial: string;
  direccion: string;
  localidad: string;
  provincia: string;
  codigoPostal: string;
  cnae: string;
  actividad: string;
  numTrabajadores: number;
  numCuenta: string;
  comision: number;
  superColaborador?: boolean;
  productos: { nombrePlantilla: ProtocolCode; precioDescuento: number }[];
};

/**
 * 'Alta de Colaborador': the collaborator, its negotiated prices and its administrator's login (username = the
 * administrator's NIF, ROLE_MANAGEMENT, no password) with the verification e-mail, audited, in one transaction.
 */
export async function createCollaborator({ ctx, input }: { ctx: ActionContext; input: NewCollaborator }) {
  requireStaff(ctx);
  assertCommissionAllowed(ctx.actor, input.comision);
  if (input.superColaborador && !ctx.actor.isSuperadmin) throw forbidden();
  const now = ctx.services.now();
  const { productos, comision, superColaborador, ...fields } = input;
  const created = await ctx.services.db
    .transaction(async (tx) => {
      const [taken] = await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.nifCif, fields.nifCif));
      if (taken) throw duplicateNifCif();
      const [existingUser] = await tx.select({ id: users.id }).from(users).where(eq(users.username, fields.dni));
      if (existingUser) throw duplicateUsername();
      const [agency] = await tx
        .insert(agencies)
        .values({
          ...fields,
          comisionBasisPoints: Math.round(comision * 100),
          superColaborador: superColaborador ?? false,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: agencies.id });
      if (!agency) throw new Error('collaborator not created');
      await replaceCollaboratorPrices(tx, agency.id, productos);
      const userId = await createUser(tx, {
        username: fields.dni,
        name: fields.nombre,
        email: fields.email,
        password: null,
        roles: [ROLES.agency],
      });
      await tx.insert(agencyUsers).values({ agencyId: agency.id, userId });
      await sendAccountVerification(
        tx,
        { id: userId, username: fields.dni, name: fields.nombre, email: fields.email },
        ctx.services.config,
        now,
      );
      await recordAudit(
        tx,
        { actor: ctx.actor, requestId: ctx.requestId, now },
        { action: 'agency.create', entityType: 'agency', entityId: agency.id, after: input },
      );
      return agency;
    })
    .catch(rethrowDuplicate);
  ctx.services.wakeOutbox();
  return { id: created.id, message: MESSAGES.collaborators.created };
}
