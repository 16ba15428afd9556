import { Alert, Loader, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useMyCompany } from '../../../features/company-area/api/company-area-api';
import { CompanyDownloads } from '../../../features/company-area/components/company-downloads';
import { ProfileSummary } from '../../../features/compliance-profile/components/profile-summary';
import { paths } from '../../paths';
import { WelcomeTitle } from '../welcome-title';

export function CompanyHomePage() {
  const navigate = useNavigate();
  const { data: company, isLoading, error } = useMyCompany();
  return (
    <>
      <WelcomeTitle title="Mis descargas" organisation={company?.razonSocial} />
      {isLoading && <Loader aria-label="Cargando" />}
      {error && (
        <Alert color="red" role="alert">
          Error al cargar los datos de la empresa
        </Alert>
      )}
      {company && (
        <Stack gap="xl">
          <CompanyDownloads
            company={company}
            billingPath={paths.company.billing}
            onOpenBilling={(path) => navigate(path)}
          />
          <ProfileSummary scope={{ kind: 'company' }} formPath={paths.company.profile} />
        </Stack>
      )}
    </>
  );
}
