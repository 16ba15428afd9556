import { type RegisterActivity, registerEndpoints } from '@cumplia/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Whose register: the logged-in company's, one of the agency's companies, or any company for staff (read only). */
export type RegisterScope = { kind: 'company' } | { kind: 'agency'; cifNif: string } | { kind: 'staff'; id: number };

export const registerQueryKey = (scope: RegisterScope) => ['processing-register', scope] as const;

function getRegister(scope: RegisterScope) {
  switch (scope.kind) {
    case 'company':
      return callEndpoint(registerEndpoints.getOwn, {});
    case 'agency':
      return callEndpoint(registerEndpoints.getOfAgencyCompany, { params: { cifNif: scope.cifNif } });
    case 'staff':
      return callEndpoint(registerEndpoints.getOfAnyCompany, { params: { id: scope.id } });
  }
}

export function useRegister(scope: RegisterScope) {
  return useQuery({ queryKey: registerQueryKey(scope), queryFn: () => getRegister(scope) });
}

/** Saves the whole register as edited; `version` is the one the screen showed. Staff cannot save. */
export function saveRegister(
  scope: Exclude<RegisterScope, { kind: 'staff' }>,
  version: number,
  actividades: RegisterActivity[],
) {
  const body = { version, actividades };
  return scope.kind === 'company'
    ? callEndpoint(registerEndpoints.saveOwn, { body })
    : callEndpoint(registerEndpoints.saveOfAgencyCompany, { params: { cifNif: scope.cifNif }, body });
}

export function confirmRegister(scope: Exclude<RegisterScope, { kind: 'staff' }>, version: number) {
  const body = { version };
  return scope.kind === 'company'
    ? callEndpoint(registerEndpoints.confirmOwn, { body })
    : callEndpoint(registerEndpoints.confirmOfAgencyCompany, { params: { cifNif: scope.cifNif }, body });
}

/** The library of activity models, to add one to a register. */
export function useActivityLibrary(enabled: boolean) {
  return useQuery({
    queryKey: ['activity-library'],
    queryFn: () => callEndpoint(registerEndpoints.library, {}),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
