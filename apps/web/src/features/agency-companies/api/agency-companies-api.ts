import {
  type AssignCompanyUserRequest,
  agencyCompanyListItemSchema,
  type CompanyToolsRequest,
  type CreateAgencyCompanyRequest,
  companySchema,
  companyToolsRequestSchema,
  messageResponseSchema,
  pagedSchema,
  REQUEST_TIMEOUTS_MS,
  type UpdateAgencyCompanyRequest,
} from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type CompanyListQuery = { page: number; size: number; nombreEmpresa: string; nifCif: string };

const listSchema = pagedSchema(agencyCompanyListItemSchema);

function listQueryString(query: CompanyListQuery) {
  const params = new URLSearchParams({ page: String(query.page), size: String(query.size) });
  if (query.nombreEmpresa.trim()) params.set('nombreEmpresa', query.nombreEmpresa.trim());
  if (query.nifCif.trim()) params.set('nifCif', query.nifCif.trim());
  return params.toString();
}

/** The agency's companies (or those still without login), paged and filtered on the server. */
export function useAgencyCompanies(query: CompanyListQuery, options: { withoutUser?: boolean } = {}) {
  const path = options.withoutUser
    ? '/cumplia-core/gestorias/my/empresas/sin-usuario'
    : '/cumplia-core/gestorias/my/empresas';
  return useQuery({
    queryKey: ['agency', 'companies', options.withoutUser ? 'without-user' : 'all', query],
    queryFn: () => apiRequest(`${path}?${listQueryString(query)}`, listSchema),
    placeholderData: keepPreviousData,
  });
}

export function useAgencyCompany(cifNif: string) {
  return useQuery({
    queryKey: ['agency', 'company', cifNif],
    queryFn: () => apiRequest(`/cumplia-core/gestorias/empresas/${encodeURIComponent(cifNif)}`, companySchema),
    enabled: cifNif.length > 0,
  });
}

export function createCompany(input: CreateAgencyCompanyRequest) {
  return apiRequest('/cumplia-core/gestorias/my/empresas', z.object({ id: z.number(), nifCif: z.string() }), {
    method: 'POST',
    body: input,
    timeoutMs: REQUEST_TIMEOUTS_MS.createCompany,
  });
}

export function updateCompany(cifNif: string, input: UpdateAgencyCompanyRequest) {
  return apiRequest(`/cumplia-core/gestorias/my/empresas/${encodeURIComponent(cifNif)}`, companySchema, {
    method: 'PUT',
    body: input,
  });
}

export function updateCompanyTools(cifNif: string, tools: CompanyToolsRequest) {
  return apiRequest(
    `/cumplia-core/gestorias/my/empresas/${encodeURIComponent(cifNif)}/tools`,
    companyToolsRequestSchema.extend({ nifCif: z.string() }),
    { method: 'PUT', body: tools },
  );
}

export function assignCompanyUser(companyId: number, input: AssignCompanyUserRequest) {
  return apiRequest(`/cumplia-core/empresas/${companyId}/asignar-usuario`, messageResponseSchema, {
    method: 'POST',
    body: input,
  });
}
