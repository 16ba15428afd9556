import {
  type Company,
  type ComplianceProfileView,
  complianceObligations,
  defaultComplianceProfile,
  missingProfileAnswers,
  obligationCoverage,
  obligationsInputOf,
  protocolsOf,
  signedProtocolsOf,
} from '@cumplia/domain';
import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { protocolDocumentVersions } from '../../db/schema/index.js';
import { protocolWordingVersion } from '../../generators/pdf/protocol-pdfs.js';
import { loadRegister } from './company-register.js';
import { loadStoredProfile } from './compliance-profile.js';

/** The profile view: the saved answers (or the sector defaults), what each document still needs, obligations. */
export async function complianceProfileView(
  db: Queryable,
  company: Company,
  providerName: string,
): Promise<ComplianceProfileView> {
  const stored = await loadStoredProfile(db, company.id);
  const profile = stored?.profile ?? defaultComplianceProfile(company);
  // The impact assessment is weighed per activity of the register, as the data protection pack states it.
  const register = await loadRegister(db, company, providerName);
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
    obligations: complianceObligations({
      ...obligationsInputOf(company, profile),
      registro: register.activities,
    }).map((obligation) => ({
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
      registerVersion: row.registerVersion,
      generatedAt: row.generatedAt.toISOString(),
    })),
  };
}
