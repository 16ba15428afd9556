import { Alert, Paper, Stack, Title } from '@mantine/core';
import { useSigningRequest } from '../api/signing-api';
import { SigningPanel } from './signing-panel';

/** A flow's last step: the contracts to read and the one SMS code that signs them all, then `doneText`. */
export function SigningStep({ token, doneText }: { token: string; doneText: string }) {
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
            {doneText}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
