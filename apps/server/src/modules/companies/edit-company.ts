import { type Company, PLACEHOLDER_IBAN } from '@cumplia/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import type { Transaction } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { duplicateNifCif } from '../../lib/duplicates.js';
import { recordAudit } from '../audit/record-audit.js';
import { syncProfileHeadcount } from '../compliance/compliance-profile.js';
import { refreshPendingSignatureLinks } from '../signing/refresh-signature-links.js';
import { announceCompanyChanges } from './announce-company-changes.js';
import type { NewCompany } from './create-company.js';

export type CompanyEdit = Omit<NewCompany, 'lopdgdd' | 'acosoLaboral' | 'desconexionDigital'>;

/**
 * Saves an edit of a company's data (not the login NIF, not the tools) inside the caller's transaction, audited
 * with before and after. A NIF/CIF another company holds is refused; non-SEPA methods store the placeholder
 * account. Agencies and staff both edit through here; their changes of the phone, e-mail or account of a company
 * that has signed are announced to the company. Pending signing links follow the change.
 */
export async function editCompany(tx: Transaction, ctx: ActionContext, before: Company, input: CompanyEdit) {
  const now = ctx.services.now();
  const changes = { ...input, numCuenta: input.metodoDePago === 'SEPA' ? input.numCuenta : PLACEHOLDER_IBAN };
  const phoneEnteredBy =
    changes.telefono !== before.telefono
      ? { telefonoEnteredBy: ctx.actor.kind === 'agency' ? 'AGENCY' : ctx.actor.kind === 'staff' ? 'STAFF' : 'COMPANY' }
      : {};
  if (changes.nifCif !== before.nifCif) {
    const [taken] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.nifCif, changes.nifCif), ne(companies.id, before.id)));
    if (taken) throw duplicateNifCif();
  }
  await announceCompanyChanges(tx, ctx.services.config, { actor: ctx.actor, before, after: changes, now });
  await tx
    .update(companies)
    .set({ ...changes, ...phoneEnteredBy, updatedAt: now })
    .where(eq(companies.id, before.id));
  // A pending signing link sent for the old phone or payment data is voided, and a new one sent.
  await refreshPendingSignatureLinks(tx, before.id, ctx.services.config, now);
  if (changes.numTrabajadores !== before.numTrabajadores) {
    await syncProfileHeadcount(tx, before.id, changes.numTrabajadores, now);
  }
  await recordAudit(
    tx,
    { actor: ctx.actor, requestId: ctx.requestId, now },
    { action: 'company.update', entityType: 'company', entityId: before.id, before, after: changes },
  );
  return changes;
}
