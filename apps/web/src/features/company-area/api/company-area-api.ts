import { companySchema, invoiceSchema, pagedSchema } from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDownload, apiRequest } from '../../../lib/api-client';

export function useMyCompany() {
  return useQuery({
    queryKey: ['company', 'my'],
    queryFn: () => apiRequest('/cumplia-core/empresas/my', companySchema),
  });
}

export function useMyInvoices(page: number) {
  return useQuery({
    queryKey: ['company', 'invoices', page],
    queryFn: () => apiRequest(`/cumplia-core/facturas/empresa/my?page=${page}&size=10`, pagedSchema(invoiceSchema)),
    placeholderData: keepPreviousData,
  });
}

export type ProtocolKind = 'lopd' | 'acoso' | 'desconexion';

export const downloadProtocol = (kind: ProtocolKind, fallbackName: string) =>
  apiDownload(`/cumplia-core/pdfs/empresas/my/plantillas/${kind}`, fallbackName);

/** The URLs of the company's signed contracts (spec: each is then fetched and saved as contrato_{n}.pdf). */
export const listContractUrls = (companyId: number) =>
  apiRequest(`/cumplia-core/pdfs/download/${companyId}`, z.array(z.string()));
