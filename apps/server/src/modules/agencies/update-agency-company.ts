import { PLACEHOLDER_IBAN } from '@cumplia/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import { companies } from '../../db/schema/index.js';
import { recordAudit } from '../audit/record-audit.js';
import { duplicateCompany, type NewCompany, rethrowDuplicate } from '../companies/create-company-with-login.js';
import { agencyIdOf, getCompanyOfAgency } from './agency-scope.js';

type Input = Omit<NewCompany, 'lopdgdd' | 'acosoLaboral' | 'desconexionDigital'>;

/** The agency edits one of its companies (not the login NIF, not the tools). Audited with before and after. */
export async function updateAgencyCompany({
  ctx,
  cifNif,
  input,
}: {
  ctx: ActionContext;
  cifNif: string;
  input: Input;
}) {
  const agencyId = agencyIdOf(ctx);
  const { db } = ctx.services;
  const now = ctx.services.now();
  const changes = { ...input, numCuenta: input.metodoDePago === 'SEPA' ? input.numCuenta : PLACEHOLDER_IBAN };
  await db
    .transaction(async (tx) => {
      const before = await getCompanyOfAgency(tx, agencyId, cifNif);
      if (changes.nifCif !== before.nifCif) {
        const [taken] = await tx
          .select({ id: companies.id })
          .from(companies)
          .where(and(eq(companies.nifCif, changes.nifCif), ne(companies.id, before.id)));
        if (taken) throw duplicateCompany();
      }
      await tx
        .update(companies)
        .set({ ...changes, updatedAt: now })
        .where(eq(companies.id, before.id));
      await recordAudit(
        tx,
        { actor: ctx.actor, requestId: ctx.requestId, now },
        {
          action: 'company.update',
          entityType: 'company',
          entityId: before.id,
          before,
          after: changes,
        },
      );
    })
    .catch(rethrowDuplicate);
  return getCompanyOfAgency(db, agencyId, changes.nifCif);
}
