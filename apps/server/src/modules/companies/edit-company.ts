import { type Company, PLACEHOLDER_IBAN } from '@cumplia/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { duplicateNifCif } from '../../lib/duplicates.js';
import type { ActionContext } from '../../platform/actor.js';
import { recordAudit, sameFieldsAs } from '../audit/index.js';
import {
  confirmedCompanyWithNif,
  heldCompanyWithNif,
  refuseProviderAccount,
  releaseClaims,
} from '../company-access/index.js';
import { refreshCompanyProfileGaps, syncProfileHeadcount } from '../compliance/index.js';
import { refreshPendingSignatureLinks } from '../signing/index.js';
import { announceCompanyChanges } from './announce-company-changes.js';
import { followVouchedContacts } from './contact-confirmation.js';
import type { NewCompany } from './create-company.js';

export type CompanyEdit = Omit<NewCompany, 'lopdgdd' | 'acosoLaboral' | 'desconexionDigital'>;

/**
 * A company's NIF/CIF changes only where it is still a claim, or by staff (audited with the edit). It may not
 * become one another company holds, nor one the same agency already claims; other agencies' claims are never
 * told. A confirmed company moved to a new NIF/CIF holds it at once, so the claims on it are withdrawn.
 */
async function checkNifChange(tx: Transaction, ctx: ActionContext, before: Company, nifCif: string, now: Date) {
  if (before.confirmada && ctx.actor.kind !== 'staff') throw new AppError('CONFIRMED_NIF_FIXED', 409);
  // A claim may take a NIF/CIF another company only signed for (staff verification decides between them).
  const taken = before.confirmada ? confirmedCompanyWithNif : heldCompanyWithNif;
  if (await taken(tx, nifCif, before.id)) throw duplicateNifCif();
  if (before.confirmada) {
    await releaseClaims(tx, { nifCif, keptCompanyId: before.id, now });
    return;
  }
  const [row] = await tx.select({ agencyId: companies.agencyId }).from(companies).where(eq(companies.id, before.id));
  if (row?.agencyId) {
    const [ownClaim] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.agencyId, row.agencyId), eq(companies.nifCif, nifCif), ne(companies.id, before.id)));
    if (ownClaim) throw duplicateNifCif();
  }
}

/**
 * Saves an edit of a company's data (not the login NIF, not the tools) inside the caller's transaction, audited
 * with before and after. The NIF/CIF follows checkNifChange; non-SEPA methods store the placeholder
 * account. Agencies and staff both edit through here; their changes of the phone, e-mail or account of a company
 * that has signed are announced to the company. Pending signing links follow the change.
 */
export async function editCompany(tx: Transaction, ctx: ActionContext, before: Company, input: CompanyEdit) {
  const now = ctx.services.now();
  refuseProviderAccount(ctx.services.config, input);
  const changes = {
    ...input,
    // A headcount left blank keeps the one on file.
    numTrabajadores: input.numTrabajadores ?? before.numTrabajadores,
    numCuenta: input.metodoDePago === 'SEPA' ? input.numCuenta : PLACEHOLDER_IBAN,
  };
  const phoneEnteredBy =
    changes.telefono !== before.telefono
      ? { telefonoEnteredBy: ctx.actor.kind === 'agency' ? 'AGENCY' : ctx.actor.kind === 'staff' ? 'STAFF' : 'COMPANY' }
      : {};
  if (changes.nifCif !== before.nifCif) await checkNifChange(tx, ctx, before, changes.nifCif, now);
  await announceCompanyChanges(tx, ctx.services.config, { actor: ctx.actor, before, after: changes, now });
  await tx
    .update(companies)
    .set({ ...changes, ...phoneEnteredBy, updatedAt: now })
    .where(eq(companies.id, before.id));
  await followVouchedContacts(tx, ctx, { companyId: before.id, before, after: changes });
  // A pending signing link sent for the old data is voided, and a new one sent.
  await refreshPendingSignatureLinks(tx, before.id, ctx.services.config, now);
  if (changes.numTrabajadores !== before.numTrabajadores) {
    await syncProfileHeadcount(tx, before.id, changes.numTrabajadores, now);
  }
  // The profile's gaps are checked against the company's sector and name.
  await refreshCompanyProfileGaps(tx, before.id);
  await recordAudit(
    tx,
    { actor: ctx.actor, requestId: ctx.requestId, now },
    {
      action: 'company.update',
      entityType: 'company',
      entityId: before.id,
      before: sameFieldsAs(changes, before),
      after: changes,
    },
  );
  return changes;
}
