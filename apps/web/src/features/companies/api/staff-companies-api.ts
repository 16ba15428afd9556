import {
  type AgencyCompanySort,
  type ClientState,
  type CompanyToolsRequest,
  type CreateStaffCompanyRequest,
  collaboratorsEndpoints,
  type ExportFormat,
  staffCompaniesEndpoints as endpoints,
  endpointUrl,
  invoicesEndpoints,
  type MultipleToolPricesRequest,
  type ProtocolCode,
  REQUEST_TIMEOUTS_MS,
  type StaffCompanySort,
  type StaffToolsRequest,
  type UpdateAgencyCompanyRequest,
} from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListSort } from '../../../components/data-table/use-list-sort';
import { callEndpoint, downloadEndpoint } from '../../../lib/api-client';
import type { StaffArea } from '../../../lib/staff-area';

export const STAFF_COMPANIES_KEY = ['backoffice', 'companies'] as const;
export const UNVERIFIED_COMPANIES_KEY = [...STAFF_COMPANIES_KEY, 'unverified'] as const;

/** Companies still waiting for the provider's verification, newest first, paged on the server. */
export function useUnverifiedCompanies(area: StaffArea, page: number, size: number) {
  return useQuery({
    queryKey: [...UNVERIFIED_COMPANIES_KEY, area, page, size],
    queryFn: () => callEndpoint(endpoints.list[area], { query: { verificado: 'false', page, size } }),
    placeholderData: keepPreviousData,
  });
}

export type StaffCompanyQuery = {
  page: number;
  size: number;
  nombreEmpresa: string;
  nifCif: string;
  sort: ListSort<StaffCompanySort>;
};

/** The list's filter and sort as the endpoints name them, shared by the list and its export. */
const staffCompanyFilter = (query: Omit<StaffCompanyQuery, 'page' | 'size'>) => ({
  ...query.sort,
  nombre: query.nombreEmpresa,
  nifCif: query.nifCif,
});

/** Every company, filtered by name and NIF/CIF and sorted on the server. */
export function useStaffCompanies(area: StaffArea, query: StaffCompanyQuery) {
  return useQuery({
    queryKey: [...STAFF_COMPANIES_KEY, 'list', area, query],
    queryFn: () =>
      callEndpoint(endpoints.list[area], {
        query: { ...staffCompanyFilter(query), page: query.page, size: query.size },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The export of the list as filtered and sorted now. */
export function staffCompaniesExportUrl(
  area: StaffArea,
  format: ExportFormat,
  query: Omit<StaffCompanyQuery, 'page' | 'size'>,
) {
  return endpointUrl(endpoints.export[area], { query: { ...staffCompanyFilter(query), formato: format } });
}

/** One company by id (admin) or by id or NIF/CIF (worker). */
export function useStaffCompany(area: StaffArea, ref: string) {
  return useQuery({
    queryKey: [...STAFF_COMPANIES_KEY, 'detail', area, ref],
    queryFn: () =>
      area === 'admin'
        ? callEndpoint(endpoints.adminDetail, { params: { id: ref } })
        : callEndpoint(endpoints.workerDetail, { params: { ref } }),
    enabled: ref.length > 0,
  });
}

export const verifyCompany = (companyId: number) => callEndpoint(endpoints.verify, { params: { id: companyId } });

/** 'Verificar seleccionadas': several companies in one request (all or none). */
export const verifyCompanies = (ids: number[]) => callEndpoint(endpoints.verifyMany, { body: { ids } });

export const createStaffCompany = (area: StaffArea, input: CreateStaffCompanyRequest) =>
  callEndpoint(endpoints.create[area], { body: input }, { timeoutMs: REQUEST_TIMEOUTS_MS.createCompany });

export const updateStaffCompany = (area: StaffArea, ref: string, input: UpdateAgencyCompanyRequest) =>
  area === 'admin'
    ? callEndpoint(endpoints.adminUpdate, { params: { id: ref }, body: input })
    : callEndpoint(endpoints.workerUpdate, { params: { ref }, body: input });

export const setCompanyTools = (nifCif: string, body: StaffToolsRequest) =>
  callEndpoint(endpoints.setTools, { params: { id: nifCif }, body });

export const setCompanyToolPrices = (nifCif: string, body: MultipleToolPricesRequest) =>
  callEndpoint(endpoints.setToolPrices, { params: { id: nifCif }, body });

/** The worker list's toggle: PUT /worker/empresas/{cifNif} with the tool flags only. */
export const setWorkerCompanyTools = (nifCif: string, tools: CompanyToolsRequest) =>
  callEndpoint(endpoints.workerUpdate, { params: { ref: nifCif }, body: tools });

/** What the worker's switch of each tool would bill the company (asked only while a switch-on is confirmed). */
export function useWorkerToolPrices(nifCif: string | null) {
  return useQuery({
    queryKey: ['worker', 'company', nifCif, 'tool-prices'],
    queryFn: () => callEndpoint(endpoints.workerToolPrices, { params: { ref: nifCif ?? '' } }),
    enabled: nifCif !== null,
    staleTime: 0,
  });
}

export const resendVerification = (companyId: number) =>
  callEndpoint(
    endpoints.resendVerification,
    { params: { id: companyId } },
    { timeoutMs: REQUEST_TIMEOUTS_MS.verifyUser },
  );

export const sendProtocols = (companyId: number) =>
  callEndpoint(endpoints.sendProtocols, { params: { id: companyId } });

export const listDownloadableProtocols = (companyId: number) =>
  callEndpoint(endpoints.protocols, { params: { id: companyId } });

export const downloadProtocol = (companyId: number, type: ProtocolCode, fallbackName: string) =>
  downloadEndpoint(endpoints.protocol, { params: { id: companyId, type } }, fallbackName);

/** The signature evidence record of a company (JSON) and the evidence page of one signed contract (PDF). */
export const downloadSignatureEvidence = (companyId: number, fallbackName: string) =>
  downloadEndpoint(endpoints.signatureEvidence, { params: { id: companyId } }, fallbackName);

export const downloadEvidencePage = (companyId: number, contractId: number) =>
  downloadEndpoint(
    endpoints.evidencePage,
    { params: { id: companyId, contractId } },
    `evidencias_contrato_${contractId}.pdf`,
  );

/** 'Historial de Facturas': the company's invoices with their lines, 5 per page. */
export function useCompanyInvoiceHistory(nifCif: string, page: number, size: number) {
  return useQuery({
    queryKey: [...STAFF_COMPANIES_KEY, 'invoices', nifCif, page, size],
    queryFn: () => callEndpoint(invoicesEndpoints.ofCompany, { query: { cifNif: nifCif, page, size } }),
    enabled: nifCif.length > 0,
    placeholderData: keepPreviousData,
  });
}

export type StaffClientBoardQuery = {
  page: number;
  q: string;
  estado: ClientState[];
  sort: ListSort<AgencyCompanySort>;
  gestoriaId: number | null;
};

/** The board's search, states, agency and sort as query parameters (shared by the list and its export). */
const clientBoardFilter = (query: Omit<StaffClientBoardQuery, 'page'>) => ({
  ...query.sort,
  ...(query.q ? { q: query.q } : {}),
  ...(query.estado.length ? { estado: query.estado.join(',') } : {}),
  ...(query.gestoriaId ? { gestoriaId: query.gestoriaId } : {}),
});

/** The client board over every agency (or one), with the agency board's search, states and sort. */
export function useStaffClientBoard(area: StaffArea, query: StaffClientBoardQuery) {
  return useQuery({
    queryKey: [...STAFF_COMPANIES_KEY, 'client-board', area, query],
    queryFn: () =>
      callEndpoint(endpoints.clientBoard[area], { query: { page: query.page, size: 20, ...clientBoardFilter(query) } }),
    placeholderData: keepPreviousData,
  });
}

export function staffClientBoardExportUrl(
  area: StaffArea,
  format: ExportFormat,
  query: Omit<StaffClientBoardQuery, 'page'>,
) {
  return endpointUrl(endpoints.exportClientBoard[area], { query: { ...clientBoardFilter(query), formato: format } });
}

/** The collaborators whose name matches, for the board's agency filter (the first 20). */
export function useCollaboratorOptions(area: StaffArea, search: string) {
  return useQuery({
    queryKey: ['backoffice', 'collaborator-options', area, search],
    queryFn: async () => {
      const page = await callEndpoint(collaboratorsEndpoints.list[area], {
        query: { page: 0, size: 20, nombre: search },
      });
      return page.content.map((agency) => ({ value: String(agency.id), label: agency.nombreComercial }));
    },
    placeholderData: keepPreviousData,
  });
}

/** Every registration that gives a company's NIF/CIF, side by side, while staff decide which one to verify. */
export function useNifClaims(companyId: number | null) {
  return useQuery({
    queryKey: [...UNVERIFIED_COMPANIES_KEY, 'nif-claims', companyId],
    queryFn: () => callEndpoint(endpoints.nifClaims, { params: { id: companyId ?? 0 } }),
    enabled: companyId !== null,
  });
}
