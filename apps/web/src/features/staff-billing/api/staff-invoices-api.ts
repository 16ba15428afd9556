import {
  addMonths,
  type BulkSepaRequest,
  type ExportFormat,
  messageResponseSchema,
  type SortDirection,
  type StaffInvoiceSort,
  sepaSummarySchema,
  staffInvoicePageSchema,
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

export type InvoiceSort = { sort: StaffInvoiceSort; dir: SortDirection };

/** The list's filters and sort as query parameters (shared by the list and its export). */
function listQueryOf(filters: InvoiceFilters, sort: InvoiceSort) {
  const query = new URLSearchParams({ sort: sort.sort, dir: sort.dir });
  if (filters.razonSocial.trim()) query.set('razonSocial', filters.razonSocial.trim());
  if (filters.cifNif.trim()) query.set('cifNif', filters.cifNif.trim());
  if (filters.facturado !== null) query.set('facturado', String(filters.facturado));
  if (filters.fechaInicio) query.set('fechaInicio', filters.fechaInicio);
  if (filters.fechaFin) query.set('fechaFin', filters.fechaFin);
  return query;
}

export function useStaffInvoices(
  scope: InvoiceScope,
  filters: InvoiceFilters,
  sort: InvoiceSort,
  page: number,
  size: number,
) {
  const query = listQueryOf(filters, sort);
  query.set('page', String(page));
  query.set('size', String(size));
  return useQuery({
    queryKey: [...STAFF_INVOICES_KEY, scope, query.toString()],
    queryFn: () => apiRequest(`/cumplia-core/${scope}/facturas?${query}`, staffInvoicePageSchema),
    placeholderData: keepPreviousData,
  });
}

/** The export of every invoice of the applied filters, in the list's order. */
export function staffInvoicesExportUrl(
  scope: InvoiceScope,
  format: ExportFormat,
  filters: InvoiceFilters,
  sort: InvoiceSort,
) {
  const query = listQueryOf(filters, sort);
  query.set('formato', format);
  return `/cumplia-core/${scope}/facturas/export?${query}`;
}

/** 'Marcar como remesadas': the selected invoices, all or none. */
export const markInvoicesRemitted = (facturaIds: number[]) =>
  apiRequest('/cumplia-core/admin/facturas/marcar-facturadas', messageResponseSchema, {
    method: 'POST',
    body: { facturaIds },
  });

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

/** A SEPA file as downloaded; `copia` when it is an earlier file handed out again (nothing collected). */
export type SepaDownload = { blob: Blob; fileName: string; copia: boolean };

const sepaDownload = async (path: string, fallbackName: string, body: object): Promise<SepaDownload> => {
  const file = await apiDownload(path, fallbackName, { method: 'POST', body, timeoutMs: SEPA_TIMEOUT_MS });
  return { blob: file.blob, fileName: file.fileName, copia: file.headers.get('x-sepa-copia') === 'true' };
};

/** The bulk request of the list's applied filters (company name, NIF/CIF, issue dates). */
export const bulkSepaRequestOf = (
  filters: InvoiceFilters,
  options: { cuentaIBAN: string; incluirFacturadas: boolean },
): BulkSepaRequest => ({
  ...(filters.razonSocial.trim() ? { razonSocial: filters.razonSocial.trim() } : {}),
  ...(filters.cifNif.trim() ? { cifNif: filters.cifNif.trim() } : {}),
  fechaInicio: filters.fechaInicio,
  fechaFin: filters.fechaFin,
  ...options,
});

export const summarizeBulkSepa = (body: BulkSepaRequest) =>
  apiRequest('/cumplia-core/admin/facturas/sepa/resumen', sepaSummarySchema, { method: 'POST', body });

/** 'SEPA de la selección': exactly the selected invoices, whatever the filters. */
export const selectionSepaRequestOf = (
  facturaIds: number[],
  options: { cuentaIBAN: string; incluirFacturadas: boolean },
): BulkSepaRequest => ({ facturaIds, ...options });

export const generateBulkSepa = (body: BulkSepaRequest) =>
  sepaDownload(
    `/cumplia-core/admin/facturas/sepa`,
    body.facturaIds ? 'sepa_seleccion.xml' : `sepa_${body.fechaInicio}_${body.fechaFin}.xml`,
    body,
  );

export const generateInvoiceSepa = (id: number, body: { cuentaIBAN: string; transactionId: string }) =>
  sepaDownload(`/cumplia-core/admin/facturas/${id}/sepa`, `sepa_individual_${id}.xml`, body);
