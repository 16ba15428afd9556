import { Alert, Button, Loader, Stack } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../lib/paths';
import { type ProfileScope, useComplianceProfile } from '../api/compliance-profile-api';
import { CnaeCorrection } from './cnae-correction';
import { ComplianceProfileForm } from './compliance-profile-form';
import { ObligationsPanel } from './obligations-panel';

/** The 'Perfil de cumplimiento' page body for any scope: header, the form and the obligations it leads to. */
export function ComplianceProfileScreen({ scope }: { scope: ProfileScope }) {
  const { data, isLoading, error } = useComplianceProfile(scope);
  return (
    <>
      <PageHeader
        title="Perfil de cumplimiento"
        description={
          data
            ? `${data.razonSocial} · ${data.saved ? `versión ${data.version}` : 'sin guardar'}`
            : 'Las respuestas con las que se redactan sus protocolos.'
        }
      />
      {isLoading && <Loader aria-label="Cargando" />}
      {error && (
        <Alert color="red" role="alert">
          {error.message || 'No se pudo cargar el perfil de cumplimiento.'}
        </Alert>
      )}
      {data && (
        <Stack gap="xl">
          <Button
            component={Link}
            to={registerPath(scope)}
            variant="light"
            leftSection={<IconListDetails size={16} />}
            w="fit-content"
          >
            Registro de actividades de tratamiento
          </Button>
          <CnaeCorrection key={`${data.companyId}:${data.cnae}`} scope={scope} view={data} />
          {/* An unsaved profile is the activity's proposal: a new CNAE proposes again. */}
          <ComplianceProfileForm
            key={`${data.companyId}:${data.saved ? 'saved' : data.cnae}`}
            scope={scope}
            view={data}
          />
          <ObligationsPanel view={data} />
        </Stack>
      )}
    </>
  );
}

/** The register of processing activities of the same company, where the data protection pack's records live. */
function registerPath(scope: ProfileScope) {
  switch (scope.kind) {
    case 'company':
      return paths.company.register;
    case 'agency':
      return paths.agency.register(scope.cifNif);
    case 'staff':
      return paths.backoffice.companyRegister(scope.id);
  }
}
