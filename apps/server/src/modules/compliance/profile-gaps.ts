import { PROFILE_NOT_SAVED, profileGapsOf } from '@cumplia/domain';
import { eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { companies, complianceProfiles } from '../../db/schema/index.js';
import { storedProfileOf } from './compliance-profile.js';

const BATCH = 500;

/** The profiles with what their gaps are checked against: their answers and their company's sector and name. */
const selectProfiles = (db: Queryable) =>
  db
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
    .innerJoin(companies, eq(companies.id, complianceProfiles.companyId));
type ProfileRow = Awaited<ReturnType<typeof selectProfiles>>[number];

/** One company's profile, read after every edit of the company: prepared once. */
const profileOfCompany = preparedStatement((db) =>
  selectProfiles(db)
    .where(eq(complianceProfiles.companyId, sql.placeholder('companyId')))
    .limit(BATCH)
    .prepare('profile_for_gaps'),
);

/** Writes the kept gaps of these profiles; returns how many it wrote. */
async function writeGaps(db: Queryable, rows: ProfileRow[]): Promise<number> {
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

/**
 * Rewrites the kept gaps (`complianceProfiles.gaps`) of the profiles `where` selects, from their answers and their
 * company's data (the sector and name some answers are checked against). Returns how many it wrote.
 */
export async function refreshProfileGaps(db: Queryable, where: SQL): Promise<number> {
  return writeGaps(db, await selectProfiles(db).where(where).limit(BATCH));
}

/** The gaps of one company's profile, after its answers or its data changed. */
export const refreshCompanyProfileGaps = async (db: Queryable, companyId: number) =>
  writeGaps(db, await profileOfCompany(db).execute({ companyId }));

/** Writes the gaps of every profile that has none yet (profiles saved before they were kept), in batches. */
export async function fillMissingProfileGaps(db: Queryable): Promise<void> {
  while ((await refreshProfileGaps(db, isNull(complianceProfiles.gaps))) > 0) {
    // Each batch writes its rows' gaps, so the next one reads the following rows.
  }
}
