import { type CompanyCnae, type ComplianceProfile, complianceEndpoints } from '@cumplia/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Whose profile: the logged-in company's, one of the agency's companies, or any company for staff. */
export type ProfileScope = { kind: 'company' } | { kind: 'agency'; cifNif: string } | { kind: 'staff'; id: number };

export const profileQueryKey = (scope: ProfileScope) => ['compliance-profile', scope] as const;

function getProfile(scope: ProfileScope) {
  switch (scope.kind) {
    case 'company':
      return callEndpoint(complianceEndpoints.getOwn, {});
    case 'agency':
      return callEndpoint(complianceEndpoints.getOfAgencyCompany, { params: { cifNif: scope.cifNif } });
    case 'staff':
      return callEndpoint(complianceEndpoints.getOfAnyCompany, { params: { id: scope.id } });
  }
}

export function useComplianceProfile(scope: ProfileScope, enabled = true) {
  return useQuery({ queryKey: profileQueryKey(scope), queryFn: () => getProfile(scope), enabled });
}

export function saveComplianceProfile(scope: ProfileScope, profile: ComplianceProfile) {
  switch (scope.kind) {
    case 'company':
      return callEndpoint(complianceEndpoints.saveOwn, { body: profile });
    case 'agency':
      return callEndpoint(complianceEndpoints.saveOfAgencyCompany, { params: { cifNif: scope.cifNif }, body: profile });
    case 'staff':
      return callEndpoint(complianceEndpoints.saveOfAnyCompany, { params: { id: scope.id }, body: profile });
  }
}

/** Corrects the company's CNAE from its profile page; the answer is the profile read against the new activity. */
export function saveCompanyCnae(scope: ProfileScope, body: CompanyCnae) {
  switch (scope.kind) {
    case 'company':
      return callEndpoint(complianceEndpoints.saveOwnCnae, { body });
    case 'agency':
      return callEndpoint(complianceEndpoints.saveCnaeOfAgencyCompany, { params: { cifNif: scope.cifNif }, body });
    case 'staff':
      return callEndpoint(complianceEndpoints.saveCnaeOfAnyCompany, { params: { id: scope.id }, body });
  }
}
