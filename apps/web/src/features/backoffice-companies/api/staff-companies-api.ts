import {
  type CompanyToolsRequest,
  type CreateStaffCompanyRequest,
  companyToolsRequestSchema,
  invoiceSchema,
  type MultipleToolPricesRequest,
  messageResponseSchema,
  PROTOCOL_CODES,
  pagedSchema,
  REQUEST_TIMEOUTS_MS,
  type StaffToolsRequest,
  staffCompanyDetailSchema,
  staffCompanyListItemSchema,
  type UpdateAgencyCompanyRequest,
} from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDownload, apiRequest } from '../../../lib/api-client';

/** Which of the spec's two path families a screen calls: the superadmin's /admin or the worker's /worker. */
export type StaffArea = 'admin' | 'worker';

const listSchema = pagedSchema(staffCompanyListItemSchema);
export const STAFF_COMPANIES_KEY = ['backoffice', 'companies'] as const;
export const UNVERIFIED_COMPANIES_KEY = [...STAFF_COMPANIES_KEY, 'unverified'] as const;

/** Companies still waiting for the provider's verification, newest first, paged on the server. */
export function useUnverifiedCompanies(area: StaffArea, page: number, size: number) {
  const params = new URLSearchParams({ verificado: 'false', page: String(page), size: String(size) });
  return useQuery({
    queryKey: [...UNVERIFIED_COMPANIES_KEY, area, page, size],
    queryFn: () => apiRequest(`/cumplia-core/${area}/empresas?${params}`, listSchema),
    placeholderData: keepPreviousData,
  });
}

export type StaffCompanyQuery = { page: number; size: number; nombreEmpresa: string; nifCif: string };

/** Every company, newest first, filtered by name and NIF/CIF on the server. */
export function useStaffCompanies(area: StaffArea, query: StaffCompanyQuery) {
  const params = new URLSearchParams({ page: String(query.page), size: String(query.size) });
  if (query.nombreEmpresa.trim()) params.set('nombre', query.nombreEmpresa.trim());
  if (query.nifCif.trim()) params.set('nifCif', query.nifCif.trim());
  return useQuery({
    queryKey: [...STAFF_COMPANIES_KEY, 'list', area, query],
    queryFn: () => apiRequest(`/cumplia-core/${area}/empresas?${params}`, listSchema),
    placeholderData: keepPreviousData,
  });
}

/** One company by id (admin) or by id or NIF/CIF (worker). */
export function useStaffCompany(area: StaffArea, ref: string) {
  return useQuery({
    queryKey: [...STAFF_COMPANIES_KEY, 'detail', area, ref],
    queryFn: () => apiRequest(`/cumplia-core/${area}/empresas/${encodeURIComponent(ref)}`, staffCompanyDetailSchema),
    enabled: ref.length > 0,
  });
}

export const verifyCompany = (companyId: number) =>
  apiRequest(`/cumplia-core/admin/empresas/${companyId}/verify`, messageResponseSchema, { method: 'POST' });

export const createStaffCompany = (area: StaffArea, input: CreateStaffCompanyRequest) =>
  apiRequest(`/cumplia-core/${area}/empresas`, z.object({ id: z.number(), nifCif: z.string() }), {
    method: 'POST',
    body: input,
    timeoutMs: REQUEST_TIMEOUTS_MS.createCompany,
  });

export const updateStaffCompany = (area: StaffArea, ref: string, input: UpdateAgencyCompanyRequest) =>
  apiRequest(`/cumplia-core/${area}/empresas/${encodeURIComponent(ref)}`, staffCompanyDetailSchema, {
    method: 'PUT',
    body: input,
  });

const toolsResponse = companyToolsRequestSchema.extend({ nifCif: z.string() });

export const setCompanyTools = (nifCif: string, body: StaffToolsRequest) =>
  apiRequest(`/cumplia-core/admin/empresas/${encodeURIComponent(nifCif)}/tools`, toolsResponse, {
    method: 'PUT',
    body,
  });

export const setCompanyToolPrices = (nifCif: string, body: MultipleToolPricesRequest) =>
  apiRequest(`/cumplia-core/admin/empresas/${encodeURIComponent(nifCif)}/tools/multiple-price`, toolsResponse, {
    method: 'PUT',
    body,
  });

/** The worker list's toggle: PUT /worker/empresas/{cifNif} with the tool flags only. */
export const setWorkerCompanyTools = (nifCif: string, tools: CompanyToolsRequest) =>
  apiRequest(`/cumplia-core/worker/empresas/${encodeURIComponent(nifCif)}`, toolsResponse, {
    method: 'PUT',
    body: tools,
  });

export const resendVerification = (companyId: number) =>
  apiRequest(`/cumplia-core/admin/empresas/${companyId}/send-verification`, messageResponseSchema, {
    timeoutMs: REQUEST_TIMEOUTS_MS.verifyUser,
  });

export const sendProtocols = (companyId: number) =>
  apiRequest(`/cumplia-core/admin/empresas/${companyId}/force-send-protocols`, messageResponseSchema, {
    method: 'POST',
  });

export const listDownloadableProtocols = (companyId: number) =>
  apiRequest(
    `/cumplia-core/admin/empresas/${companyId}/download-protocols`,
    z.array(z.object({ type: z.enum(PROTOCOL_CODES), name: z.string() })),
  );

export const downloadProtocol = (companyId: number, type: string, fallbackName: string) =>
  apiDownload(`/cumplia-core/admin/empresas/${companyId}/download-protocol/${type}`, fallbackName);

/** The signature evidence record of a company (JSON) and the evidence page of one signed contract (PDF). */
export const downloadSignatureEvidence = (companyId: number, fallbackName: string) =>
  apiDownload(`/cumplia-core/admin/empresas/${companyId}/evidencias`, fallbackName);

export const downloadEvidencePage = (companyId: number, contractId: number) =>
  apiDownload(
    `/cumplia-core/admin/empresas/${companyId}/evidencias/${contractId}/pagina`,
    `evidencias_contrato_${contractId}.pdf`,
  );

/** 'Historial de Facturas': the company's invoices with their lines, 5 per page. */
export function useCompanyInvoiceHistory(nifCif: string, page: number, size: number) {
  const params = new URLSearchParams({ cifNif: nifCif, page: String(page), size: String(size) });
  return useQuery({
    queryKey: [...STAFF_COMPANIES_KEY, 'invoices', nifCif, page, size],
    queryFn: () => apiRequest(`/cumplia-core/admin/facturas-detalladas?${params}`, pagedSchema(invoiceSchema)),
    enabled: nifCif.length > 0,
    placeholderData: keepPreviousData,
  });
}
