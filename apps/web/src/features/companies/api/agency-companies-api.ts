import {
  type AgencyCompanySort,
  type AssignCompanyUserRequest,
  agencyEndpoints,
  type ClientState,
  type CompanyToolsRequest,
  type CreateAgencyCompanyRequest,
  companiesEndpoints,
  type ExportFormat,
  endpointUrl,
  REQUEST_TIMEOUTS_MS,
  type UpdateAgencyCompanyRequest,
} from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListSort } from '../../../components/data-table/use-list-sort';
import { callEndpoint } from '../../../lib/api-client';

export type CompanyListQuery = {
  page: number;
  size: number;
  nombreEmpresa?: string;
  nifCif?: string;
  /** The client board's one search box: name, NIF/CIF or town. */
  q?: string;
  /** The client board's chosen states (a client in all of them). */
  estado?: ClientState[];
  sort?: ListSort<AgencyCompanySort>;
};

const queryOf = ({ sort, estado, ...filters }: Omit<CompanyListQuery, 'page' | 'size'>) => ({
  ...filters,
  ...sort,
  ...(estado && estado.length > 0 ? { estado: estado.join(',') } : {}),
});

/** The agency's companies (or those still without login), paged and filtered on the server. */
export function useAgencyCompanies(query: CompanyListQuery, options: { withoutUser?: boolean } = {}) {
  const endpoint = options.withoutUser ? agencyEndpoints.companiesWithoutUser : agencyEndpoints.companies;
  const { page, size, ...filters } = query;
  return useQuery({
    queryKey: ['agency', 'companies', options.withoutUser ? 'without-user' : 'all', query],
    queryFn: () => callEndpoint(endpoint, { query: { page, size, ...queryOf(filters) } }),
    placeholderData: keepPreviousData,
  });
}

/** How many of the agency's clients are in each state of the board. */
export function useClientStateCounts() {
  return useQuery({
    queryKey: ['agency', 'companies', 'counts'],
    queryFn: () => callEndpoint(agencyEndpoints.clientCounts, {}),
  });
}

/** The board's export with its search, states and sort. */
export function clientBoardExportUrl(format: ExportFormat, query: Omit<CompanyListQuery, 'page' | 'size'>) {
  return endpointUrl(agencyEndpoints.exportCompanies, { query: { formato: format, ...queryOf(query) } });
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

/** What switching each tool on would bill the company (euros before tax), asked when a switch is confirmed. */
export function useToolPrices(cifNif: string | null) {
  return useQuery({
    queryKey: ['agency', 'company', cifNif, 'tool-prices'],
    queryFn: () => callEndpoint(agencyEndpoints.toolPrices, { params: { cifNif: cifNif ?? '' } }),
    enabled: cifNif !== null,
    staleTime: 0,
  });
}

export function updateCompanyTools(cifNif: string, tools: CompanyToolsRequest) {
  return callEndpoint(agencyEndpoints.updateTools, { params: { cifNif }, body: tools });
}

export function assignCompanyUser(companyId: number, input: AssignCompanyUserRequest) {
  return callEndpoint(companiesEndpoints.assignUser, { params: { id: companyId }, body: input });
}
