import {
  type ComplianceProfile,
  type ComplianceProfileView,
  complianceProfileSchema,
  profileGapsOf,
} from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { companies, complianceProfiles } from '../../db/schema/index.js';
import type { ActionContext } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { companyOf, loadStoredProfile, type ProfileOwner, profileHash } from './compliance-profile.js';
import { complianceProfileView } from './profile-view.js';

/** The compliance profile of a company in the actor's reach, with its documents' state. */
export async function getComplianceProfile({
  ctx,
  input: { owner },
}: {
  ctx: ActionContext;
  input: { owner: ProfileOwner };
}) {
  return complianceProfileView(ctx.services.db, await companyOf(ctx, owner), ctx.services.config.provider.legalName);
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
  return complianceProfileView(
    ctx.services.db,
    { ...company, numTrabajadores: profile.numTrabajadores },
    ctx.services.config.provider.legalName,
  );
}
