import { type CompanyType, MESSAGES, type ProtocolCode, ROLES } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { agencies, agencyUsers, users } from '../../db/schema/index.js';
import { forbidden } from '../../lib/app-error.js';
import { duplicateNifCif, duplicateUsername, rethrowDuplicate } from '../../lib/duplicates.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { sendAccountVerification } from '../auth/index.js';
import { createUser } from '../users/index.js';
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
 * The collaborator's row and its negotiated prices (euros), in the caller's transaction; its NIF/CIF must be new.
 * Its login is the caller's: 'Alta de Colaborador' gives the administrator one without a password.
 */
export async function insertCollaborator(tx: Transaction, collaborator: NewCollaborator, now: Date) {
  const { productos, comision, superColaborador, ...fields } = collaborator;
  const [taken] = await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.nifCif, fields.nifCif));
  if (taken) throw duplicateNifCif();
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
  return agency.id;
}

/**
 * 'Alta de Colaborador': the collaborator, its negotiated prices and its administrator's login (username = the
 * administrator's NIF, ROLE_MANAGEMENT, no password) with the verification e-mail, audited, in one transaction.
 */
export async function createCollaborator({ ctx, input }: { ctx: ActionContext; input: NewCollaborator }) {
  requireStaff(ctx);
  assertCommissionAllowed(ctx.actor, input.comision);
  if (input.superColaborador && !ctx.actor.isSuperadmin) throw forbidden();
  const now = ctx.services.now();
  const created = await ctx.services.db
    .transaction(async (tx) => {
      const agencyId = await insertCollaborator(tx, input, now);
      const [existingUser] = await tx.select({ id: users.id }).from(users).where(eq(users.username, input.dni));
      if (existingUser) throw duplicateUsername();
      const userId = await createUser(tx, {
        username: input.dni,
        name: input.nombre,
        email: input.email,
        password: null,
        roles: [ROLES.agency],
      });
      await tx.insert(agencyUsers).values({ agencyId, userId });
      await sendAccountVerification(
        tx,
        { id: userId, username: input.dni, name: input.nombre, email: input.email },
        ctx.services.config,
        now,
      );
      await recordAudit(
        tx,
        { actor: ctx.actor, requestId: ctx.requestId, now },
        { action: 'agency.create', entityType: 'agency', entityId: agencyId, after: input },
      );
      return { id: agencyId };
    })
    .catch(rethrowDuplicate);
  ctx.services.wakeOutbox();
  return { id: created.id, message: MESSAGES.collaborators.created };
}
