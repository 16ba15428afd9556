import { MESSAGES } from '@cumplia/domain';
import { and, eq } from 'drizzle-orm';
import { companies, companyUsers } from '../../db/schema/index.js';
import { AppError, forbidden } from '../../lib/app-error.js';
import { rethrowDuplicate } from '../../lib/duplicates.js';
import type { ActionContext } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { type AdministratorLogin, giveAdministratorLogin } from '../company-access/index.js';

const companyNotFound = () => new AppError('NOT_FOUND', 404, MESSAGES.errors.companyDataUnavailable);

/**
 * Gives a company without login its administrator user (no password; verification e-mail), or adds the company
 * to the login that person already has (company-login.ts). An agency may do
 * it for its own companies only (spec defect fixed: the route is theirs too), staff for any company. Only a
 * company that holds its NIF/CIF has a login (a claim gets it when it signs), and an agency can only give it to
 * the administrator the company named, at the company's e-mail; staff may name another (audited).
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
          dni: companies.dni,
          email: companies.email,
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
      // Read after the lock, in its own statement: a check inside the locking statement would see the snapshot
      // taken before waiting, so concurrent requests would all find the company without a user.
      const [existing] = await tx
        .select({ userId: companyUsers.userId })
        .from(companyUsers)
        .where(eq(companyUsers.companyId, company.id))
        .limit(1);
      if (existing) throw new AppError('COMPANY_HAS_USER', 409);
      const given = await giveAdministratorLogin(tx, company, input, config, now);
      await tx.update(companies).set({ dni: input.username, updatedAt: now }).where(eq(companies.id, company.id));
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
  return {
    message:
      login.outcome === 'created'
        ? 'Usuario asignado. Se ha enviado el correo de verificación.'
        : 'El administrador ya tenía usuario en Cumplia: la empresa se ha añadido a su cuenta y se le ha avisado por correo.',
  };
}
