import {
  type CustomerRefundState,
  type MonthCloseRow,
  monthCloseEndpoints,
  type RecordCustomerRefundRequest,
} from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, downloadEndpoint } from '../../../lib/api-client';

export const MONTH_CLOSE_KEY = ['staff', 'month-close'] as const;

/** The close of a month, for every account (`cuenta` null) or the invoices remitted through one. */
export function useMonthClose(mes: string, cuenta: string | null) {
  return useQuery({
    queryKey: [...MONTH_CLOSE_KEY, mes, cuenta],
    queryFn: () => callEndpoint(monthCloseEndpoints.summary, { query: { mes, ...(cuenta ? { cuenta } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

/** The invoices behind one row of the close, a page at a time. */
export function useMonthCloseInvoices(
  mes: string,
  cuenta: string | null,
  fila: MonthCloseRow | null,
  page: number,
  size: number,
) {
  return useQuery({
    queryKey: [...MONTH_CLOSE_KEY, 'invoices', mes, cuenta, fila, page, size],
    queryFn: () =>
      callEndpoint(monthCloseEndpoints.invoices, {
        query: { mes, fila: fila ?? 'FACTURADA', page, size, ...(cuenta ? { cuenta } : {}) },
      }),
    enabled: fila !== null,
    placeholderData: keepPreviousData,
  });
}

export const downloadStatement = (agencyId: number, mes: string, formato: 'pdf' | 'xlsx') =>
  downloadEndpoint(
    monthCloseEndpoints.statement,
    { params: { id: agencyId }, query: { mes, formato } },
    `liquidacion_comisiones_${mes}.${formato}`,
  );

export const sendStatement = (agencyId: number, mes: string) =>
  callEndpoint(monthCloseEndpoints.sendStatement, { params: { id: agencyId }, body: { mes } });

/** The refunds owed to clients (PENDIENTE) or paid back (DEVUELTA), a page at a time. */
export function useCustomerRefunds(estado: CustomerRefundState, page: number, size: number) {
  return useQuery({
    queryKey: [...MONTH_CLOSE_KEY, 'refunds', estado, page, size],
    queryFn: () => callEndpoint(monthCloseEndpoints.customerRefunds, { query: { estado, page, size } }),
    placeholderData: keepPreviousData,
  });
}

export const recordCustomerRefund = (invoiceId: number, refund: RecordCustomerRefundRequest) =>
  callEndpoint(monthCloseEndpoints.recordCustomerRefund, { params: { id: invoiceId }, body: refund });
