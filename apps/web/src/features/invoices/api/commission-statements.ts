import { monthCloseEndpoints } from '@cumplia/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, downloadEndpoint } from '../../../lib/api-client';

/** The commission statements staff sent the agency, newest month first. */
export function useCommissionStatements() {
  return useQuery({
    queryKey: ['agency', 'commission-statements'],
    queryFn: () => callEndpoint(monthCloseEndpoints.agencyStatements, {}),
  });
}

export const downloadCommissionStatement = (id: number, mes: string, formato: 'pdf' | 'xlsx') =>
  downloadEndpoint(
    monthCloseEndpoints.agencyStatementFile,
    { params: { id }, query: { formato } },
    `liquidacion_comisiones_${mes}.${formato}`,
  );
