import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { PageHeader } from '../../../components/page-header';
import { CompanyRenewalPanel } from '../../../features/staff-renewals/components/company-renewal-panel';
import { NewRenewalForm } from '../../../features/staff-renewals/components/new-renewal-form';
import { RenewalHistory } from '../../../features/staff-renewals/components/renewal-history';
import { paths } from '../../paths';

/**
 * /detalleempresa?id=: the company detail's renewal sections ('Renovación Activa', a new renewal with its tools
 * and prices, 'Historial de Renovaciones'). The data, access and invoice sections come with the back-office
 * company screens.
 */
export function CompanyRenewalsPage() {
  const [params] = useSearchParams();
  const companyId = Number(params.get('id'));
  const [creating, setCreating] = useState(false);
  if (!Number.isInteger(companyId) || companyId <= 0) return <Navigate to={paths.notFound} replace />;
  return (
    <>
      <BackButton />
      <PageHeader title="Detalle de Empresa" description="Renovación en curso, nueva renovación e historial." />
      <Stack gap="lg">
        <CompanyRenewalPanel companyId={companyId} />
        {creating ? (
          <NewRenewalForm companyId={companyId} onDone={() => setCreating(false)} />
        ) : (
          <Button variant="light" onClick={() => setCreating(true)} w="fit-content">
            Nueva renovación
          </Button>
        )}
        <RenewalHistory companyId={companyId} />
      </Stack>
    </>
  );
}
