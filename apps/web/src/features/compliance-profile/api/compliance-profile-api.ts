import { type ComplianceProfile, complianceProfileViewSchema } from '@cumplia/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Whose profile: the logged-in company's, one of the agency's companies, or any company for staff. */
export type ProfileScope = { kind: 'company' } | { kind: 'agency'; cifNif: string } | { kind: 'staff'; id: number };

const urlOf = (scope: ProfileScope) => {
  switch (scope.kind) {
    case 'company':
      return '/cumplia-core/empresas/my/perfil-cumplimiento';
    case 'agency':
      return `/cumplia-core/gestorias/my/empresas/${encodeURIComponent(scope.cifNif)}/perfil-cumplimiento`;
    case 'staff':
      return `/cumplia-core/admin/empresas/${scope.id}/perfil-cumplimiento`;
  }
};

export const profileQueryKey = (scope: ProfileScope) => ['compliance-profile', scope] as const;

export function useComplianceProfile(scope: ProfileScope, enabled = true) {
  return useQuery({
    queryKey: profileQueryKey(scope),
    queryFn: () => apiRequest(urlOf(scope), complianceProfileViewSchema),
    enabled,
  });
}

export const saveComplianceProfile = (scope: ProfileScope, profile: ComplianceProfile) =>
  apiRequest(urlOf(scope), complianceProfileViewSchema, { method: 'PUT', body: profile });
