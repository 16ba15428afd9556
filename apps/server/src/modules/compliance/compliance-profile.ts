import { createHash } from 'node:crypto';
import {
  type Company,
  type ComplianceProfile,
  type ComplianceProfileView,
  complianceObligations,
  complianceProfileSchema,
  defaultComplianceProfile,
  missingProfileAnswers,
  obligationCoverage,
  obligationsInputOf,
  type ProtocolCode,
  profileGapsOf,
  protocolsOf,
  signedProtocolsOf,
} from '@cumplia/domain';
import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { companies, complianceProfiles, protocolDocumentVersions } from '../../db/schema/index.js';
import { protocolWordingVersion } from '../../generators/pdf/protocol-pdfs.js';
import { AppError } from '../../lib/app-error.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
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

/** The profile view: the saved answers (or the sector defaults), what each document still needs, obligations. */
export async function complianceProfileView(db: Queryable, company: Company): Promise<ComplianceProfileView> {
  const stored = await loadStoredProfile(db, company.id);
  const profile = stored?.profile ?? defaultComplianceProfile(company);
  const contracted = protocolsOf(company);
  const signed = signedProtocolsOf(company);
  const versions = await db
    .select()
    .from(protocolDocumentVersions)
    .where(eq(protocolDocumentVersions.companyId, company.id))
    .orderBy(desc(protocolDocumentVersions.generatedAt), desc(protocolDocumentVersions.id))
    .limit(30);
  return {
    companyId: company.id,
    razonSocial: company.razonSocial,
    cnae: company.cnae,
    saved: stored !== null,
    version: stored?.version ?? 0,
    hash: stored?.hash ?? '',
    updatedAt: stored?.updatedAt.toISOString() ?? null,
    profile,
    missing: {
      lopd: missingProfileAnswers(stored?.profile ?? null, 'lopd', company),
      acoso: missingProfileAnswers(stored?.profile ?? null, 'acoso', company),
      desconexion: missingProfileAnswers(stored?.profile ?? null, 'desconexion', company),
    },
    obligations: complianceObligations(obligationsInputOf(company, profile)).map((obligation) => ({
      ...obligation,
      contratado: obligation.protocolo !== null && contracted.includes(obligation.protocolo),
      cobertura: obligationCoverage(obligation, contracted, signed),
    })),
    wordingVersions: {
      LOPD: protocolWordingVersion('lopd'),
      ACOSO: protocolWordingVersion('acoso'),
      DIGITAL: protocolWordingVersion('desconexion'),
    },
    documentVersions: versions.map((row) => ({
      protocol: row.protocol,
      profileVersion: row.profileVersion,
      profileHash: row.profileHash,
      templateVersion: row.templateVersion,
      generatedAt: row.generatedAt.toISOString(),
    })),
  };
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

/** The compliance profile of a company in the actor's reach, with its documents' state. */
export async function getComplianceProfile({
  ctx,
  input: { owner },
}: {
  ctx: ActionContext;
  input: { owner: ProfileOwner };
}) {
  return complianceProfileView(ctx.services.db, await companyOf(ctx, owner));
}

/**
 * Every answer of a profile as one paragraph: line breaks folded into spaces, so no answer can print in a protocol
 * as a line of its own (a forged "ANEXO VI" heading, say). Done on save, so stored profiles are already clean.
 */
function asParagraphs<T>(value: T): T {
  if (typeof value === 'string') return value.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ').trim() as T;
  if (Array.isArray(value)) return value.map(asParagraphs) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asParagraphs(item)])) as T;
  }
  return value;
}

/**
 * Saves the company's answers as a new profile version, keeps the company's declared headcount in step, and
 * audits the change (who, when, before and after). Saving the same answers again changes nothing.
 */
export async function saveComplianceProfile({
  ctx,
  input: { owner, ...input },
}: {
  ctx: ActionContext;
  input: ComplianceProfile & { owner: ProfileOwner };
}): Promise<ComplianceProfileView> {
  const company = await companyOf(ctx, owner);
  const profile = asParagraphs(complianceProfileSchema.parse(input));
  const hash = profileHash(profile);
  const now = ctx.services.now();
  await ctx.services.db.transaction(async (tx) => {
    const before = await loadStoredProfile(tx, company.id);
    if (before?.hash === hash) return;
    const version = (before?.version ?? 0) + 1;
    const gaps = profileGapsOf(profile, company);
    await tx
      .insert(complianceProfiles)
      .values({ companyId: company.id, profile, version, hash, gaps, updatedAt: now })
      .onConflictDoUpdate({
        target: complianceProfiles.companyId,
        set: { profile, version, hash, gaps, updatedAt: now },
      });
    if (company.numTrabajadores !== profile.numTrabajadores) {
      await tx
        .update(companies)
        .set({ numTrabajadores: profile.numTrabajadores, updatedAt: now })
        .where(eq(companies.id, company.id));
    }
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      {
        action: 'company.compliance-profile',
        entityType: 'company',
        entityId: company.id,
        before: before ? { version: before.version, profile: before.profile } : null,
        after: { version, profile },
      },
    );
  });
  return complianceProfileView(ctx.services.db, { ...company, numTrabajadores: profile.numTrabajadores });
}

/** Records that a document was issued from this profile and wording version (one row per protocol and both). */
export async function recordDocumentVersion(
  db: Queryable,
  companyId: number,
  protocol: ProtocolCode,
  stored: StoredProfile,
  templateVersion: string,
  now: Date,
) {
  await db
    .insert(protocolDocumentVersions)
    .values({
      companyId,
      protocol,
      profileVersion: stored.version,
      profileHash: stored.hash,
      templateVersion,
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
      set: { generatedAt: now },
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
