import { MESSAGES } from '@cumplia/domain';
import { and, eq } from 'drizzle-orm';
import { companies, companyUsers } from '../../db/schema/index.js';
import { AppError, forbidden } from '../../lib/app-error.js';
import { rethrowDuplicate } from '../../lib/duplicates.js';
import type { ActionContext } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { type AdministratorLogin, giveAdministratorLogin } from '../company-access/index.js';
import { refreshPendingSignatureLinks } from '../signing/index.js';

const ASSIGNED_TO_AGENCY = 'Usuario asignado. El administrador recibirá un correo para entrar en Cumplia.';
const ASSIGNED_TO_STAFF = {
  created: 'Usuario asignado. Se ha enviado el correo de verificación.',
  invited:
    'El administrador ya tenía usuario en Cumplia: se le ha pedido por correo que acepte la empresa en su cuenta. La empresa tendrá usuario cuando la acepte.',
} as const;

const companyNotFound = () => new AppError('NOT_FOUND', 404, MESSAGES.errors.companyDataUnavailable);

/**
 * Gives a company without login its administrator user (no password; verification e-mail), or asks the person who
 * has that login already to accept the company into it (company-login.ts). An agency may do
 * it for its own companies only (spec defect fixed: the route is theirs too), staff for any company. Only a
 * company that holds its NIF/CIF has a login (a claim gets it when it signs), and an agency can only give it to
 * the administrator the company named, at the company's e-mail once the company vouched for it; staff may name
 * another (audited).
 */
export async function assignCompanyUser({
  ctx,
  input: { companyId, ...input },
}: {
  ctx: ActionContext;
  input: { username: string; email: string; name: string } & { companyId: number };
}) {
  const { actor } = ctx;
  if (actor.kind === 'company') throw forbidden();
  const { db, config } = ctx.services;
  const now = ctx.services.now();
  const login: AdministratorLogin = await db
    .transaction(async (tx) => {
      const scope =
        actor.kind === 'agency'
          ? and(eq(companies.id, companyId), eq(companies.agencyId, actor.agencyId))
          : eq(companies.id, companyId);
      const [company] = await tx
        .select({
          id: companies.id,
          razonSocial: companies.razonSocial,
          nifCif: companies.nifCif,
          dni: companies.dni,
          email: companies.email,
          vouchedEmail: companies.vouchedEmail,
          confirmedAt: companies.agencyConfirmedAt,
        })
        .from(companies)
        .where(scope)
        .for('update');
      if (!company) throw companyNotFound();
      if (!company.confirmedAt) throw new AppError('COMPANY_NOT_CONFIRMED', 409);
      if (actor.kind === 'agency' && (input.username !== company.dni || input.email !== company.email)) {
        throw new AppError('LOGIN_NOT_ADMINISTRATOR', 409);
      }
      // An e-mail the agency entered is the company's only once the company confirmed it: the login, which
      // receives the company's documents and resets its password, never goes to an address it did not vouch for.
      if (actor.kind === 'agency' && company.vouchedEmail && input.email !== company.vouchedEmail) {
        throw new AppError('EMAIL_NOT_CONFIRMED', 409);
      }
      // Read after the lock, in its own statement: a check inside the locking statement would see the snapshot
      // taken before waiting, so concurrent requests would all find the company without a user.
      const [existing] = await tx
        .select({ userId: companyUsers.userId })
        .from(companyUsers)
        .where(eq(companyUsers.companyId, company.id))
        .limit(1);
      if (existing) throw new AppError('COMPANY_HAS_USER', 409);
      const given = await giveAdministratorLogin(tx, company, input, config, now);
      if (given.outcome === 'not-offered' && actor.kind === 'staff') {
        const problem = MESSAGES.staffUsers.staffOrAgencyLoginNotAdministrator;
        throw new AppError('VALIDATION_ERROR', 422, problem, { username: problem });
      }
      await tx.update(companies).set({ dni: input.username, updatedAt: now }).where(eq(companies.id, company.id));
      // The representative's DNI is what a pending link's signer must type: its link follows.
      await refreshPendingSignatureLinks(tx, company.id, config, now);
      await recordAudit(
        tx,
        { actor, requestId: ctx.requestId, now },
        {
          action: 'company.assign-user',
          entityType: 'company',
          entityId: company.id,
          before: { dni: company.dni },
          after: { username: input.username, email: input.email, name: input.name, login: given.outcome },
        },
      );
      return given;
    })
    .catch(rethrowDuplicate);
  ctx.services.wakeOutbox();
  // An agency learns nothing about whether that NIF has a login elsewhere; staff are told what happened.
  if (actor.kind === 'agency') return { message: ASSIGNED_TO_AGENCY };
  return { message: login.outcome === 'created' ? ASSIGNED_TO_STAFF.created : ASSIGNED_TO_STAFF.invited };
}
