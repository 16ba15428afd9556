import { and, eq, inArray, isNotNull, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { companies, companyUsers, uploadLines, users } from '../../db/schema/index.js';
import { recordAudit } from '../audit/index.js';
import { giveAdministratorLogin } from './company-login.js';

/** The company that holds a NIF/CIF for good (direct, or confirmed by the company), if any. */
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
 * Withdraws the unconfirmed claims on a NIF/CIF once a company holds it for good (it signed, staff verified it,
 * or staff registered it). Claims have no invoice or signed contract, so their rows go with their pending
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
 * The company confirms its claim by signing its contracts (or staff verify it): the claim becomes the company, other
 * claims on its NIF/CIF are withdrawn, and its administrator gets the login that agencies' claims never have: a new
 * one with the verification e-mail, or, when that NIF already has a login, the company added to it (company-login.ts).
 */
export async function confirmClaim(
  tx: Transaction,
  company: { id: number; nifCif: string; razonSocial: string; dni: string; nombre: string; email: string },
  config: Config,
  now: Date,
) {
  await tx.update(companies).set({ agencyConfirmedAt: now, updatedAt: now }).where(eq(companies.id, company.id));
  await releaseClaims(tx, { nifCif: company.nifCif, keptCompanyId: company.id, now });
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
