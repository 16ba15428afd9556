import { MESSAGES } from '@cumplia/domain';
import { and, eq, inArray, isNotNull, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable, Transaction } from '../../db/client.js';
import { companies, companyUsers, uploadLines, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/index.js';
import { giveAdministratorLogin } from './company-login.js';

/** The company staff made the holder of a NIF/CIF for good (verified, or registered by staff), if any. */
export async function heldCompanyWithNif(tx: Queryable, nifCif: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: companies.id, razonSocial: companies.razonSocial })
    .from(companies)
    .where(
      and(
        eq(companies.nifCif, nifCif),
        isNotNull(companies.nifHeldAt),
        exceptId === undefined ? undefined : ne(companies.id, exceptId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Whether a claim may sign: only while no other company gives its NIF/CIF. A signature on a phone the registrant
 * typed proves nothing against another claim, so competing claims wait for staff verification to decide ('disputed');
 * one staff hold already cannot be signed at all ('held').
 */
async function claimStanding(tx: Queryable, company: { id: number; nifCif: string }) {
  if (await heldCompanyWithNif(tx, company.nifCif, company.id)) return 'held' as const;
  const [other] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.nifCif, company.nifCif), ne(companies.id, company.id)))
    .limit(1);
  return other ? ('disputed' as const) : ('alone' as const);
}

/**
 * Refuses a claim that could not sign (claimStanding): before a code or the sign-up form is spent on it, and again
 * at the signature, for a claim that arrived meanwhile.
 */
export async function refuseClaimThatCannotSign(
  tx: Queryable,
  company: { id: number; nifCif: string; agencyConfirmedAt: Date | null },
) {
  if (company.agencyConfirmedAt !== null) return;
  const standing = await claimStanding(tx, company);
  if (standing === 'held') throw new AppError('DUPLICATE_NIF_CIF', 409, MESSAGES.signing.companyTaken);
  if (standing === 'disputed') throw new AppError('NIF_CLAIM_DISPUTED', 409);
}

/** The company that confirmed a NIF/CIF (it signed, staff verified it or registered it), if any. */
export async function confirmedCompanyWithNif(tx: Transaction, nifCif: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: companies.id, agencyId: companies.agencyId })
    .from(companies)
    .where(
      and(
        eq(companies.nifCif, nifCif),
        isNotNull(companies.agencyConfirmedAt),
        exceptId === undefined ? undefined : ne(companies.id, exceptId),
      ),
    );
  return row ?? null;
}

/**
 * Withdraws the unconfirmed claims on a NIF/CIF once a company holds it for good (staff verified it or registered
 * it, or staff moved a confirmed company to it). Claims have no invoice or signed contract, so their rows go with their pending
 * contracts and links; CSV lines keep their history without the link. A public registration's claim has a login:
 * it goes too, unless that person runs another company.
 */
export async function releaseClaims(tx: Transaction, input: { nifCif: string; keptCompanyId: number; now: Date }) {
  const released = await tx
    .select({ id: companies.id, agencyId: companies.agencyId })
    .from(companies)
    .where(
      and(
        eq(companies.nifCif, input.nifCif),
        isNull(companies.agencyConfirmedAt),
        ne(companies.id, input.keptCompanyId),
      ),
    )
    .for('update');
  if (released.length === 0) return;
  const ids = released.map((row) => row.id);
  const logins = await tx
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(inArray(companyUsers.companyId, ids));
  await tx.update(uploadLines).set({ companyId: null }).where(inArray(uploadLines.companyId, ids));
  await tx.delete(companies).where(inArray(companies.id, ids));
  await deleteLoginsLeftWithoutCompany(
    tx,
    logins.map((row) => row.userId),
  );
  for (const claim of released) {
    await recordAudit(
      tx,
      { actor: { userId: null, roles: ['SYSTEM'] }, requestId: null, now: input.now },
      {
        action: 'company.claim.released',
        entityType: 'company',
        entityId: claim.id,
        before: { nifCif: input.nifCif, agencyId: claim.agencyId },
        after: { heldBy: input.keptCompanyId },
      },
    );
  }
}

/** Company logins whose company went: removed, unless the person still runs another company. */
async function deleteLoginsLeftWithoutCompany(tx: Transaction, userIds: number[]) {
  if (userIds.length === 0) return;
  await tx
    .delete(users)
    .where(
      and(
        inArray(users.id, userIds),
        notExists(tx.select({ one: sql`1` }).from(companyUsers).where(eq(companyUsers.userId, users.id))),
      ),
    );
}

/**
 * The company confirms its claim by signing its contracts (alone on its NIF/CIF: claimStanding) or staff verify it:
 * its administrator gets the login that agencies' claims never have: a new one with the verification e-mail, or,
 * when that NIF already has a login, that person is asked to accept it (company-login.ts). Other claims are
 * withdrawn only when staff hold the NIF/CIF (releaseClaims).
 */
export async function confirmClaim(
  tx: Transaction,
  company: { id: number; nifCif: string; razonSocial: string; dni: string; nombre: string; email: string },
  config: Config,
  now: Date,
) {
  await tx.update(companies).set({ agencyConfirmedAt: now, updatedAt: now }).where(eq(companies.id, company.id));
  const [linked] = await tx.select().from(companyUsers).where(eq(companyUsers.companyId, company.id)).limit(1);
  if (linked || !company.dni || !company.email) return;
  await giveAdministratorLogin(
    tx,
    company,
    { username: company.dni, name: company.nombre, email: company.email },
    config,
    now,
  );
}
