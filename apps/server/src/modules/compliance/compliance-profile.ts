import { createHash } from 'node:crypto';
import { type Company, type ComplianceProfile, complianceProfileSchema, type ProtocolCode } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { companies, complianceProfiles, protocolDocumentVersions } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { agencyIdOf, getCompanyOfAgency, loadCompany, myCompany } from '../company-access/index.js';

/** A company's saved profile with its version and hash, or null when it has never been saved. */
export type StoredProfile = { profile: ComplianceProfile; version: number; hash: string; updatedAt: Date };

export const profileHash = (profile: ComplianceProfile) =>
  createHash('sha256')
    .update(JSON.stringify(complianceProfileSchema.parse(profile)))
    .digest('hex');

export async function loadStoredProfile(db: Queryable, companyId: number): Promise<StoredProfile | null> {
  const [row] = await db.select().from(complianceProfiles).where(eq(complianceProfiles.companyId, companyId));
  return row ? storedProfileOf(row) : null;
}

/** A saved profile row read back through the contract, so a later optional field gets its default. */
export function storedProfileOf(row: {
  profile: unknown;
  version: number;
  hash: string;
  updatedAt: Date;
}): StoredProfile | null {
  const parsed = complianceProfileSchema.safeParse(row.profile);
  if (!parsed.success) return null;
  return { profile: parsed.data, version: row.version, hash: row.hash, updatedAt: row.updatedAt };
}

/**
 * Whose profile: the company's own (a company user), one of the agency's companies by NIF/CIF (an agency), or
 * any company by id (staff). Any other actor, or a company outside the actor's reach, is refused.
 */
export type ProfileOwner = { own: true } | { agencyCompanyNifCif: string } | { companyId: number };

/** The company a profile or register request is about, once the actor is allowed to reach it. */
export async function companyOf(ctx: ActionContext, owner: ProfileOwner): Promise<Company> {
  if ('own' in owner) return myCompany(ctx);
  if ('agencyCompanyNifCif' in owner) {
    return getCompanyOfAgency(ctx.services.db, agencyIdOf(ctx), owner.agencyCompanyNifCif);
  }
  requireStaff(ctx);
  const company = await loadCompany(ctx.services.db, eq(companies.id, owner.companyId));
  if (!company) throw new AppError('EMPRESA_NOT_FOUND', 404);
  return company;
}

/** Records that a document was issued from this profile and wording version (one row per protocol and both). */
export async function recordDocumentVersion(
  db: Queryable,
  companyId: number,
  protocol: ProtocolCode,
  stored: StoredProfile,
  templateVersion: string,
  now: Date,
  /** The confirmed register version a data protection pack was written from; null for the other protocols. */
  registerVersion: number | null = null,
) {
  await db
    .insert(protocolDocumentVersions)
    .values({
      companyId,
      protocol,
      profileVersion: stored.version,
      profileHash: stored.hash,
      templateVersion,
      registerVersion,
      generatedAt: now,
    })
    // The same profile and wording issued again is the newest issue: what the company's notice compares with.
    .onConflictDoUpdate({
      target: [
        protocolDocumentVersions.companyId,
        protocolDocumentVersions.protocol,
        protocolDocumentVersions.profileHash,
        protocolDocumentVersions.templateVersion,
      ],
      set: { generatedAt: now, registerVersion },
    });
}

/**
 * A company edit that changes the declared headcount carries it into the saved profile (a new version), so the
 * documents and the obligations never count a different workforce from the company record. The company edit
 * itself is audited with before and after.
 */
export async function syncProfileHeadcount(db: Queryable, companyId: number, numTrabajadores: number, now: Date) {
  const stored = await loadStoredProfile(db, companyId);
  if (!stored || stored.profile.numTrabajadores === numTrabajadores) return;
  const profile = { ...stored.profile, numTrabajadores };
  await db
    .update(complianceProfiles)
    .set({ profile, version: stored.version + 1, hash: profileHash(profile), updatedAt: now })
    .where(eq(complianceProfiles.companyId, companyId));
}
