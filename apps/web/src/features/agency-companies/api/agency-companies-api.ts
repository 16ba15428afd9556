import {
  type AgencyCompanySort,
  type AssignCompanyUserRequest,
  agencyEndpoints,
  type CompanyToolsRequest,
  type CreateAgencyCompanyRequest,
  companiesEndpoints,
  REQUEST_TIMEOUTS_MS,
  type UpdateAgencyCompanyRequest,
} from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListSort } from '../../../components/data-table/use-list-sort';
import { callEndpoint } from '../../../lib/api-client';

export type CompanyListQuery = {
  page: number;
  size: number;
  nombreEmpresa: string;
  nifCif: string;
  /**
   * Only the companies with a Cumplia protocol that applies and has no signed contract ('true'). The exposure
   * column counts more: obligations Cumplia does not cover, and LGTBI measures that must be negotiated.
   */
  sinCubrir?: 'true';
  sort?: ListSort<AgencyCompanySort>;
};

/** The agency's companies (or those still without login), paged and filtered on the server. */
export function useAgencyCompanies(query: CompanyListQuery, options: { withoutUser?: boolean } = {}) {
  const endpoint = options.withoutUser ? agencyEndpoints.companiesWithoutUser : agencyEndpoints.companies;
  const { sort, ...filters } = query;
  return useQuery({
    queryKey: ['agency', 'companies', options.withoutUser ? 'without-user' : 'all', query],
    queryFn: () => callEndpoint(endpoint, { query: { ...filters, ...sort } }),
    placeholderData: keepPreviousData,
  });
}

export function useAgencyCompany(cifNif: string) {
  return useQuery({
    queryKey: ['agency', 'company', cifNif],
    queryFn: () => callEndpoint(agencyEndpoints.company, { params: { cifNif } }),
    enabled: cifNif.length > 0,
  });
}

export function createCompany(input: CreateAgencyCompanyRequest) {
  return callEndpoint(agencyEndpoints.createCompany, { body: input }, { timeoutMs: REQUEST_TIMEOUTS_MS.createCompany });
}

export function updateCompany(cifNif: string, input: UpdateAgencyCompanyRequest) {
  return callEndpoint(agencyEndpoints.updateCompany, { params: { cifNif }, body: input });
}

export function updateCompanyTools(cifNif: string, tools: CompanyToolsRequest) {
  return callEndpoint(agencyEndpoints.updateTools, { params: { cifNif }, body: tools });
}

export function assignCompanyUser(companyId: number, input: AssignCompanyUserRequest) {
  return callEndpoint(companiesEndpoints.assignUser, { params: { id: companyId }, body: input });
}
