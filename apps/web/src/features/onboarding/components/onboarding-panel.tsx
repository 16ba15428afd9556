import { Alert, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useOnboarding } from '../api/onboarding-api';
import { OnboardingForm } from './onboarding-form';

type OnboardingPanelProps = {
  token: string;
  /** The signing step, once the data is complete and the signing link exists. */
  signingStep: (signingToken: string) => ReactNode;
};

/** /alta/:token: the company completes its data, chooses its protocols and signs, from its phone. */
export function OnboardingPanel({ token, signingStep }: OnboardingPanelProps) {
  const { data, isLoading, error } = useOnboarding(token);
  const [signingToken, setSigningToken] = useState<string | null>(null);

  if (isLoading) return <Loader aria-label="Cargando" />;
  if (error || !data) {
    return (
      <Alert color="red" role="alert">
        {error instanceof ApiError ? error.message : 'El enlace de alta no es válido o ha caducado.'}
      </Alert>
    );
  }
  if (data.estado === 'FIRMADO') {
    return (
      <Alert color="green" role="status" title="Alta completada">
        Su empresa ya ha firmado sus contratos. Puede entrar en su área de cliente con su usuario de Cumplia (el NIF de
        su administrador).
      </Alert>
    );
  }
  // Once the data is complete, the signing step says what comes next: the form's instructions no longer apply.
  if (signingToken) return signingStep(signingToken);
  return (
    <Stack gap="md">
      <Text size="sm">
        {data.gestoria ? `${data.gestoria} ha dado de alta a su empresa (${data.nifCif}) en Cumplia.` : null} Complete
        sus datos, elija sus protocolos y firme los contratos con un código que le enviaremos por SMS al {data.telefono}
        .
      </Text>
      <OnboardingForm token={token} view={data} onCompleted={setSigningToken} />
    </Stack>
  );
}
