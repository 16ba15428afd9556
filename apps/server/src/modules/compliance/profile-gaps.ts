import { PROFILE_NOT_SAVED, profileGapsOf } from '@cumplia/domain';
import { eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { companies, complianceProfiles } from '../../db/schema/index.js';
import { storedProfileOf } from './compliance-profile.js';

const BATCH = 500;

/**
 * Rewrites the kept gaps (`complianceProfiles.gaps`) of the profiles `where` selects, from their answers and their
 * company's data (the sector and name some answers are checked against). Returns how many it wrote.
 */
export async function refreshProfileGaps(db: Queryable, where: SQL): Promise<number> {
  const rows = await db
    .select({
      companyId: complianceProfiles.companyId,
      profile: complianceProfiles.profile,
      version: complianceProfiles.version,
      hash: complianceProfiles.hash,
      updatedAt: complianceProfiles.updatedAt,
      cnae: companies.cnae,
      tipo: companies.tipo,
      nombre: companies.nombre,
    })
    .from(complianceProfiles)
    .innerJoin(companies, eq(companies.id, complianceProfiles.companyId))
    .where(where)
    .limit(BATCH);
  if (rows.length === 0) return 0;
  const gaps = rows.map((row) => {
    const stored = storedProfileOf(row);
    // An unreadable profile needs everything asked again: it counts as missing, like no profile.
    const missing = [PROFILE_NOT_SAVED];
    return {
      companyId: row.companyId,
      gaps: stored ? profileGapsOf(stored.profile, row) : { lopd: missing, acoso: missing, desconexion: missing },
    };
  });
  await db.execute(sql`
    update "compliance_profiles" p set "gaps" = g.gaps::jsonb
    from jsonb_to_recordset(${JSON.stringify(gaps)}::jsonb) as g("companyId" int, gaps jsonb)
    where p."company_id" = g."companyId"`);
  return rows.length;
}

/** The gaps of one company's profile, after its answers or its data changed. */
export const refreshCompanyProfileGaps = (db: Queryable, companyId: number) =>
  refreshProfileGaps(db, eq(complianceProfiles.companyId, companyId));

/** Writes the gaps of every profile that has none yet (profiles saved before they were kept), in batches. */
export async function fillMissingProfileGaps(db: Queryable): Promise<void> {
  while ((await refreshProfileGaps(db, isNull(complianceProfiles.gaps))) > 0) {
    // Each batch writes its rows' gaps, so the next one reads the following rows.
  }
}
