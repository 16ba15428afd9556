import { createHash } from 'node:crypto';
import {
  type Company,
  defaultComplianceProfile,
  formatDateEs,
  type RegisterActivity,
  type RegisterView,
  registerActivitySchema,
  registerProblems,
} from '@cumplia/domain';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { processingActivities, processingRegisters } from '../../db/schema/index.js';
import { activityLibrary } from '../../generators/legal/activity-library.js';
import { proposeRegister } from '../../generators/legal/propose-register.js';
import type { DocumentRegister } from '../../generators/pdf/document-company.js';
import { loadStoredProfile } from './compliance-profile.js';

/** A company's register as kept (or, never saved, as the library proposes it from the profile). */
export type CompanyRegister = {
  /** 0 for the proposal. */
  version: number;
  hash: string;
  activities: RegisterActivity[];
  review: { version: number; at: Date; by: string } | null;
};

export const registerHash = (activities: readonly RegisterActivity[]) =>
  createHash('sha256').update(JSON.stringify(activities)).digest('hex');

/** What the register of a company is read or proposed from. */
export type RegisterCompany = Pick<
  Company,
  'id' | 'cnae' | 'numTrabajadores' | 'direccion' | 'codigoPostal' | 'localidad' | 'provincia'
>;

/** The register of a company: its saved records in order, or the proposal when none was ever saved. */
export async function loadRegister(
  db: Queryable,
  company: RegisterCompany,
  providerName: string,
): Promise<CompanyRegister> {
  const [register] = await db.select().from(processingRegisters).where(eq(processingRegisters.companyId, company.id));
  if (!register) {
    const stored = await loadStoredProfile(db, company.id);
    const activities = proposeRegister({
      company,
      profile: stored?.profile ?? defaultComplianceProfile(company),
      models: activityLibrary(),
      providerName,
    });
    return { version: 0, hash: registerHash(activities), activities, review: null };
  }
  const rows = await db
    .select({ activity: processingActivities.activity })
    .from(processingActivities)
    .where(eq(processingActivities.companyId, company.id))
    .orderBy(asc(processingActivities.position));
  const review =
    register.reviewedVersion !== null && register.reviewedAt !== null
      ? { version: register.reviewedVersion, at: register.reviewedAt, by: register.reviewedByName ?? '' }
      : null;
  return {
    version: register.version,
    hash: register.hash,
    // Read back through the contract, so a field added later gets its default.
    activities: rows.map((row) => registerActivitySchema.parse(row.activity)),
    review,
  };
}

/** Whether the register's current version is the one someone confirmed: its documents are issued, not drafts. */
export const isReviewed = (register: CompanyRegister) =>
  register.review !== null && register.review.version === register.version;

/** The register as a document prints it: a confirmed version names who confirmed it; any other is a draft. */
export function documentRegisterOf(register: CompanyRegister): DocumentRegister {
  return {
    activities: register.activities,
    version: register.version,
    review:
      isReviewed(register) && register.review
        ? { persona: register.review.by, fecha: formatDateEs(register.review.at) }
        : null,
  };
}

export function registerViewOf(company: Company, register: CompanyRegister): RegisterView {
  const reviewed = isReviewed(register);
  return {
    companyId: company.id,
    razonSocial: company.razonSocial,
    cnae: company.cnae,
    version: register.version,
    estado: register.version === 0 ? 'propuesta' : reviewed ? 'revisado' : 'pendienteRevision',
    revision: register.review
      ? { version: register.review.version, fecha: register.review.at.toISOString(), persona: register.review.by }
      : null,
    actividades: register.activities,
    problemas: registerProblems(register.activities),
  };
}
