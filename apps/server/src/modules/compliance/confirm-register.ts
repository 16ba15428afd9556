import { type RegisterView, registerProblems } from '@cumplia/domain';
import { and, eq } from 'drizzle-orm';
import { processingRegisters, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { ActionContext } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { loadRegister, registerViewOf } from './company-register.js';
import { companyOf, type ProfileOwner } from './compliance-profile.js';
import { registerChanged, storeRegister } from './store-register.js';

/**
 * A person of the company or of its gestoría confirms the register as reviewed: the documents are issued from
 * this version, naming who confirmed it and when. Refused while any activity is incomplete or contradictory
 * (422, each problem in `errors`) and when the register changed since it was shown (409). Confirming the
 * library's proposal saves it as the first version.
 */
export async function confirmRegister({
  ctx,
  input: { owner, version },
}: {
  ctx: ActionContext;
  input: { owner: ProfileOwner; version: number };
}): Promise<RegisterView> {
  const company = await companyOf(ctx, owner);
  const { db, config } = ctx.services;
  const now = ctx.services.now();
  const [user] = await db
    .select({ name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, ctx.actor.userId));
  const person = [user?.name ?? ctx.actor.name, user?.surname].filter(Boolean).join(' ');
  const reviewer = ctx.actor.kind === 'agency' ? `${person} (gestoría)` : `${person} (${company.razonSocial})`;
  await db.transaction(async (tx) => {
    const register = await loadRegister(tx, company, config.provider.legalName);
    if (register.version !== version) throw registerChanged();
    const problems = registerProblems(register.activities);
    if (problems.length > 0) {
      throw new AppError(
        'REGISTER_INCONSISTENT',
        422,
        undefined,
        Object.fromEntries(
          problems.map((problem, index) => [`${problem.indice ?? 'registro'}.${index}`, problem.mensaje]),
        ),
      );
    }
    const confirmed =
      version === 0 ? await storeRegister(tx, company.id, 0, register.activities, now) : register.version;
    const reviewed = await tx
      .update(processingRegisters)
      .set({
        reviewedVersion: confirmed,
        reviewedAt: now,
        reviewedByUserId: ctx.actor.userId,
        reviewedByName: reviewer,
      })
      .where(and(eq(processingRegisters.companyId, company.id), eq(processingRegisters.version, confirmed)))
      .returning({ version: processingRegisters.version });
    if (reviewed.length === 0) throw registerChanged();
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      {
        action: 'company.register.confirm',
        entityType: 'company',
        entityId: company.id,
        before: null,
        after: { version: confirmed, revisadoPor: reviewer },
      },
    );
  });
  return registerViewOf(company, await loadRegister(db, company, config.provider.legalName));
}
