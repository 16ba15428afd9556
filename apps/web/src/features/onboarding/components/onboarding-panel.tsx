import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useSigningRequest } from '../../signing/api/signing-api';
import { SigningPanel } from '../../signing/components/signing-panel';
import { useOnboarding } from '../api/onboarding-api';
import { OnboardingForm } from './onboarding-form';

const DONE_TEXT =
  'Alta completada. Le hemos enviado por correo la factura, sus protocolos y una guía de bienvenida, y otro correo para activar su acceso a Cumplia (revise también la carpeta de correo no deseado).';

/** The last step: the contracts and the SEPA mandate to read, and the one SMS code that signs them all. */
function SigningStep({ token }: { token: string }) {
  const { data } = useSigningRequest(token);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="paso-firma">
      <Title order={2} fz="lg" mb="md" id="paso-firma">
        Lea y firme sus contratos
      </Title>
      <Stack gap="md">
        <SigningPanel token={token} />
        {data?.firmado && (
          <Alert color="green" role="status" title="¡Bienvenida a Cumplia!">
            {DONE_TEXT}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** /alta/:token: the company completes its data, chooses its protocols and signs, from its phone. */
export function OnboardingPanel({ token }: { token: string }) {
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
        Su empresa ya ha firmado sus contratos. Puede entrar en su área de cliente con el usuario que activó por correo.
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm">
        {data.gestoria ? `${data.gestoria} ha dado de alta a su empresa (${data.nifCif}) en Cumplia.` : null} Complete
        sus datos, elija sus protocolos y firme los contratos con un código que le enviaremos por SMS al {data.telefono}
        .
      </Text>
      {signingToken ? (
        <SigningStep token={signingToken} />
      ) : (
        <OnboardingForm token={token} view={data} onCompleted={setSigningToken} />
      )}
    </Stack>
  );
}
