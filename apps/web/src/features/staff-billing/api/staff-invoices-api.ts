import {
  addMonths,
  type BulkSepaRequest,
  invoiceSchema,
  messageResponseSchema,
  pagedSchema,
  todayInMadrid,
} from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDownload, apiRequest } from '../../../lib/api-client';

export type InvoiceScope = 'admin' | 'worker';

export type InvoiceFilters = {
  razonSocial: string;
  cifNif: string;
  /** null = every invoice; false = only those not yet remitted. */
  facturado: boolean | null;
  fechaInicio: string;
  fechaFin: string;
};

/** The spec's defaults: from two months before today to today. */
export function defaultInvoiceFilters(facturado: boolean | null): InvoiceFilters {
  const today = todayInMadrid();
  return { razonSocial: '', cifNif: '', facturado, fechaInicio: addMonths(today, -2), fechaFin: today };
}

export const STAFF_INVOICES_KEY = ['staff', 'invoices'] as const;

export function useStaffInvoices(scope: InvoiceScope, filters: InvoiceFilters, page: number, size: number) {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  if (filters.razonSocial.trim()) query.set('razonSocial', filters.razonSocial.trim());
  if (filters.cifNif.trim()) query.set('cifNif', filters.cifNif.trim());
  if (filters.facturado !== null) query.set('facturado', String(filters.facturado));
  if (filters.fechaInicio) query.set('fechaInicio', filters.fechaInicio);
  if (filters.fechaFin) query.set('fechaFin', filters.fechaFin);
  return useQuery({
    queryKey: [...STAFF_INVOICES_KEY, scope, query.toString()],
    queryFn: () => apiRequest(`/cumplia-core/${scope}/facturas?${query}`, pagedSchema(invoiceSchema)),
    placeholderData: keepPreviousData,
  });
}

export const markInvoiceRemitted = (id: number) =>
  apiRequest(`/cumplia-core/admin/facturas/${id}/marcar-facturada`, messageResponseSchema, { method: 'PUT' });

export const changeBillingDate = (id: number, nuevaFecha: string) =>
  apiRequest(`/cumplia-core/admin/facturas/${id}/fecha-facturar`, messageResponseSchema, {
    method: 'PUT',
    body: { nuevaFecha },
  });

export const rectifyInvoice = (id: number, motivo: string) =>
  apiRequest(
    `/cumplia-core/admin/facturas/${id}/rectificar`,
    messageResponseSchema.extend({ id: z.number(), facturaId: z.string() }),
    { method: 'POST', body: { motivo } },
  );

export function useSepaAccounts(enabled: boolean) {
  return useQuery({
    queryKey: ['staff', 'sepa-accounts'],
    queryFn: () => apiRequest('/cumplia-core/admin/facturas/sepa/cuentas', z.array(z.string())),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** SEPA files can take a while for a large period. */
const SEPA_TIMEOUT_MS = 120_000;

export const generateBulkSepa = (body: BulkSepaRequest) =>
  apiDownload(`/cumplia-core/admin/facturas/sepa`, `sepa_${body.fechaInicio}_${body.fechaFin}.xml`, {
    method: 'POST',
    body,
    timeoutMs: SEPA_TIMEOUT_MS,
  });

export const generateInvoiceSepa = (id: number, body: { cuentaIBAN: string; transactionId: string }) =>
  apiDownload(`/cumplia-core/admin/facturas/${id}/sepa`, `sepa_individual_${id}.xml`, {
    method: 'POST',
    body,
    timeoutMs: SEPA_TIMEOUT_MS,
  });
