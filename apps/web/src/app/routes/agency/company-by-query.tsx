import type { Company } from '@cumplia/domain';
import { Alert, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useAgencyCompany } from '../../../features/companies/api/agency-companies-api';
import { paths } from '../../../lib/paths';

/** Loads the company named by `?cifNif=`; without it the page is not found (spec). */
export function CompanyByQuery({ children }: { children(company: Company): ReactNode }) {
  const [params] = useSearchParams();
  const cifNif = params.get('cifNif') ?? '';
  const { data, isLoading, error } = useAgencyCompany(cifNif);
  if (!cifNif) return <Navigate to={paths.notFound} replace />;
  if (isLoading) return <Loader aria-label="Cargando" />;
  if (error || !data) {
    return (
      <Alert color="red" role="alert">
        {error?.message ?? 'Error al obtener datos de la empresa'}
      </Alert>
    );
  }
  return <>{children(data)}</>;
}
