import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type ProfileScope, useComplianceProfile } from '../api/compliance-profile-api';
import { MissingAnswers, ObligationsPanel } from './obligations-panel';

/**
 * On a home or a record: whether the profile is complete (and what is missing), the link to the form, and the
 * obligations panel.
 */
export function ProfileSummary({ scope, formPath }: { scope: ProfileScope; formPath: string }) {
  const { data, isLoading, error } = useComplianceProfile(scope);
  if (isLoading) return <Loader aria-label="Cargando" size="sm" />;
  if (error || !data) {
    return (
      <Alert color="red" role="alert">
        No se pudo cargar el perfil de cumplimiento.
      </Alert>
    );
  }
  const complete = Object.values(data.missing).every((list) => list.length === 0);
  return (
    <Stack gap="md">
      <Alert
        color={complete ? 'teal' : 'yellow'}
        variant="light"
        title={
          complete ? `Perfil de cumplimiento completo (versión ${data.version})` : 'Complete su perfil de cumplimiento'
        }
      >
        <Stack gap="xs">
          {complete ? (
            <Text size="sm">Sus protocolos se generan con estas respuestas. Actualícelas cuando cambie algo.</Text>
          ) : (
            <>
              <Text size="sm">Los protocolos se redactan con sus respuestas. Antes de generarlos falta:</Text>
              <MissingAnswers view={data} />
            </>
          )}
          <Button component={Link} to={formPath} variant={complete ? 'light' : 'filled'} w="fit-content">
            {complete ? 'Revisar perfil de cumplimiento' : 'Completar perfil de cumplimiento'}
          </Button>
        </Stack>
      </Alert>
      <ObligationsPanel view={data} />
    </Stack>
  );
}
