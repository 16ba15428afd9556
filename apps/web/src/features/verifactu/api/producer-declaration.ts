import { verifactuEndpoints } from '@cumplia/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The billing system producer's declaration; it changes only with a new version of the system. */
export function useProducerDeclaration() {
  return useQuery({
    queryKey: ['public', 'declaracion-responsable'],
    queryFn: () => callEndpoint(verifactuEndpoints.declaration, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
