import {
  addMonths,
  type BulkSepaRequest,
  type ExportFormat,
  endpointUrl,
  type IssueCorrectedInvoiceRequest,
  invoicesEndpoints,
  type MarkPaidByTransferRequest,
  monthCloseEndpoints,
  type RectifyInvoiceRequest,
  type SortDirection,
  type StaffInvoiceSort,
  sepaEndpoints,
  todayInMadrid,
} from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, downloadEndpoint } from '../../../lib/api-client';
import type { StaffArea } from '../../../lib/staff-area';

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

/** The list's filters and sort as query parameters (shared by the list and its export); blank filters mean "any". */
const listQueryOf = (filters: InvoiceFilters, sort: InvoiceSort) => ({
  ...sort,
  razonSocial: filters.razonSocial,
  cifNif: filters.cifNif,
  facturado: filters.facturado === null ? undefined : (String(filters.facturado) as 'true' | 'false'),
  fechaInicio: filters.fechaInicio || undefined,
  fechaFin: filters.fechaFin || undefined,
});

export function useStaffInvoices(
  scope: StaffArea,
  filters: InvoiceFilters,
  sort: InvoiceSort,
  page: number,
  size: number,
) {
  const query = { ...listQueryOf(filters, sort), page, size };
  return useQuery({
    queryKey: [...STAFF_INVOICES_KEY, scope, query],
    queryFn: () => callEndpoint(invoicesEndpoints.list[scope], { query }),
    placeholderData: keepPreviousData,
  });
}

/** The export of every invoice of the applied filters, in the list's order. */
export function staffInvoicesExportUrl(
  scope: StaffArea,
  format: ExportFormat,
  filters: InvoiceFilters,
  sort: InvoiceSort,
) {
  return endpointUrl(invoicesEndpoints.export[scope], { query: { ...listQueryOf(filters, sort), formato: format } });
}

/** The PDF of one invoice, as the staff screens download it. */
export const staffInvoicePdfUrl = (scope: StaffArea, id: number) =>
  endpointUrl(invoicesEndpoints.staffDownload[scope], { params: { id } });

/** 'Marcar como remesadas': the selected invoices, all or none. */
export const markInvoicesRemitted = (facturaIds: number[]) =>
  callEndpoint(invoicesEndpoints.markSelectionRemitted, { body: { facturaIds } });

export const markInvoiceRemitted = (id: number) => callEndpoint(invoicesEndpoints.markRemitted, { params: { id } });

export const changeBillingDate = (id: number, nuevaFecha: string) =>
  callEndpoint(invoicesEndpoints.changeBillingDate, { params: { id }, body: { nuevaFecha } });

export const rectifyInvoice = (id: number, request: RectifyInvoiceRequest) =>
  callEndpoint(invoicesEndpoints.rectify, { params: { id }, body: request });

export const issueCorrectedInvoice = (id: number, request: IssueCorrectedInvoiceRequest) =>
  callEndpoint(invoicesEndpoints.issueCorrected, { params: { id }, body: request });

export const cancelInvoice = (id: number, motivo: string) =>
  callEndpoint(invoicesEndpoints.cancel, { params: { id }, body: { motivo } });

/** 'Marcar como cobrada': the transfer or card payment of an invoice, as the bank statement shows it. */
export const recordInvoicePayment = (id: number, payment: MarkPaidByTransferRequest) =>
  callEndpoint(monthCloseEndpoints.markCollected, { params: { id }, body: payment });

export function useSepaAccounts(enabled: boolean) {
  return useQuery({
    queryKey: ['staff', 'sepa-accounts'],
    queryFn: () => callEndpoint(sepaEndpoints.creditorAccounts, {}),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** SEPA files can take a while for a large period. */
const SEPA_TIMEOUT_MS = 120_000;

/** A SEPA file as downloaded; `copia` when it is an earlier file handed out again (nothing collected). */
export type SepaDownload = { blob: Blob; fileName: string; copia: boolean };

const asSepaDownload = (file: { blob: Blob; fileName: string; headers: Headers }): SepaDownload => ({
  blob: file.blob,
  fileName: file.fileName,
  copia: file.headers.get('x-sepa-copia') === 'true',
});

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

export const summarizeBulkSepa = (body: BulkSepaRequest) => callEndpoint(sepaEndpoints.bulkSummary, { body });

/** 'SEPA de la selección': exactly the selected invoices, whatever the filters. */
export const selectionSepaRequestOf = (
  facturaIds: number[],
  options: { cuentaIBAN: string; incluirFacturadas: boolean },
): BulkSepaRequest => ({ facturaIds, ...options });

export const generateBulkSepa = async (body: BulkSepaRequest) =>
  asSepaDownload(
    await downloadEndpoint(
      sepaEndpoints.bulkFile,
      { body },
      body.facturaIds ? 'sepa_seleccion.xml' : `sepa_${body.fechaInicio}_${body.fechaFin}.xml`,
      { timeoutMs: SEPA_TIMEOUT_MS },
    ),
  );

export const generateInvoiceSepa = async (id: number, body: { cuentaIBAN: string; transactionId: string }) =>
  asSepaDownload(
    await downloadEndpoint(sepaEndpoints.invoiceFile, { params: { id }, body }, `sepa_individual_${id}.xml`, {
      timeoutMs: SEPA_TIMEOUT_MS,
    }),
  );

/** Sends a company whose SEPA mandate expired unused the link to sign a new one. */
export const renewMandate = (cifNif: string) => callEndpoint(sepaEndpoints.renewMandate, { body: { cifNif } });
