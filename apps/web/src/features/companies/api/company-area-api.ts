import {
  type CompanyInvoiceSort,
  companyAreaEndpoints,
  type ExportFormat,
  endpointUrl,
  type SortDirection,
} from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, downloadEndpoint } from '../../../lib/api-client';

/** The companies the person administers: more than one shows the company switcher. */
export function useMyCompanies() {
  return useQuery({
    queryKey: ['company', 'choices'],
    queryFn: () => callEndpoint(companyAreaEndpoints.myCompanies, {}),
    staleTime: 5 * 60_000,
  });
}

export function useMyCompany() {
  return useQuery({
    queryKey: ['company', 'my'],
    queryFn: () => callEndpoint(companyAreaEndpoints.myCompany, {}),
  });
}

type InvoiceSort = { sort: CompanyInvoiceSort; dir: SortDirection };

export function useMyInvoices(page: number, sort: InvoiceSort) {
  return useQuery({
    queryKey: ['company', 'invoices', page, sort],
    queryFn: () => callEndpoint(companyAreaEndpoints.invoices, { query: { page, size: 10, ...sort } }),
    placeholderData: keepPreviousData,
  });
}

/** The export of the company's invoices in the list's current order. */
export function myInvoicesExportUrl(format: ExportFormat, sort: InvoiceSort) {
  return endpointUrl(companyAreaEndpoints.exportInvoices, { query: { formato: format, ...sort } });
}

export type ProtocolKind = 'lopd' | 'acoso' | 'desconexion';

export const downloadProtocol = (kind: ProtocolKind, fallbackName: string) =>
  downloadEndpoint(companyAreaEndpoints.protocolDocument, { params: { tipo: kind } }, fallbackName);

/** The URLs of the company's signed contracts (spec: each is then fetched and saved as contrato_{n}.pdf). */
export const listContractUrls = (companyId: number) =>
  callEndpoint(companyAreaEndpoints.signedContractUrls, { params: { companyId } });

/** Companies that name the person as their administrator and wait for them to accept or refuse. */
export function useLoginInvitations() {
  return useQuery({
    queryKey: ['company', 'invitations'],
    queryFn: () => callEndpoint(companyAreaEndpoints.loginInvitations, {}),
  });
}

export const answerLoginInvitation = (id: number, accept: boolean) =>
  callEndpoint(accept ? companyAreaEndpoints.acceptLoginInvitation : companyAreaEndpoints.refuseLoginInvitation, {
    params: { id },
  });
