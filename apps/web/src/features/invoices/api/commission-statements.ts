import { commissionLedgerEndpoints, monthCloseEndpoints } from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, downloadEndpoint } from '../../../lib/api-client';

/** The commission statements staff sent the agency, newest period first. */
export function useCommissionStatements() {
  return useQuery({
    queryKey: ['agency', 'commission-statements'],
    queryFn: () => callEndpoint(monthCloseEndpoints.agencyStatements, {}),
  });
}

/** Which movements of the ledger to list: all, those no statement paid yet, or one statement's. */
export type LedgerFilter = 'todos' | 'pendiente' | number;

/** A page of the agency's commission ledger, newest first. */
export function useCommissionLedger(page: number, filter: LedgerFilter) {
  return useQuery({
    queryKey: ['agency', 'commission-ledger', page, filter],
    queryFn: () =>
      callEndpoint(commissionLedgerEndpoints.agencyLedger, {
        query: { page, size: 10, ...(filter === 'todos' ? {} : { liquidacion: filter }) },
      }),
    placeholderData: keepPreviousData,
  });
}

export const downloadCommissionStatement = (id: number, mes: string, formato: 'pdf' | 'xlsx') =>
  downloadEndpoint(
    monthCloseEndpoints.agencyStatementFile,
    { params: { id }, query: { formato } },
    `liquidacion_comisiones_${mes}.${formato}`,
  );
