import { Alert, Anchor, Button, Group, List, Loader, Paper, PinInput, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { contractUrl, requestSigningCode, signWithCode, useSigningRequest } from '../api/signing-api';

/** The public signing page: read the contracts, get a code by SMS, sign. */
export function SigningPanel({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const { data, isLoading, error } = useSigningRequest(token);
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (isLoading) return <Loader aria-label="Cargando" />;
  if (error || !data) {
    return (
      <Alert color="red" role="alert">
        {error instanceof ApiError ? error.message : 'El enlace de firma no es válido o ha caducado.'}
      </Alert>
    );
  }

  // A link for a SEPA mandate amendment (IBAN change) holds that one document instead of contracts.
  const amendment = data.contratos.some((document) => document.protocolo === 'SEPA');

  const run = async (action: () => Promise<{ message: string }>, onDone: (message: string) => void) => {
    setBusy(true);
    setFailure(null);
    try {
      onDone((await action()).message);
    } catch (problem) {
      setFailure(problem instanceof ApiError ? problem.message : 'Ha ocurrido un error inesperado.');
      await queryClient.invalidateQueries({ queryKey: ['signing', token] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="lg">
          {data.empresa}
        </Title>
        <Text c="dimmed" size="sm">
          NIF/CIF {data.nifCif} · Representante: {data.representante || '—'}
        </Text>
      </div>
      {data.gestoria && !data.firmado ? (
        <Alert color="blue" title="Su gestoría">
          {data.gestoria} ha dado de alta a su empresa en Cumplia. Al firmar, confirma a {data.gestoria} como su
          gestoría para estos servicios. Si no la reconoce, no firme y escríbanos desde el formulario de contacto.
        </Alert>
      ) : null}
      <Paper withBorder p="md" radius="md">
        <Text fw={600} mb="xs">
          {amendment
            ? data.firmado
              ? 'Modificación firmada'
              : 'Lea la modificación antes de firmar'
            : data.firmado
              ? 'Contratos firmados'
              : 'Lea los contratos antes de firmar'}
        </Text>
        <List spacing="xs" icon={<IconFileText size={18} aria-hidden="true" />}>
          {data.contratos.map((contract) => (
            <List.Item key={contract.id}>
              <Anchor href={contractUrl(token, contract.id)} target="_blank" rel="noopener">
                {data.firmado ? `${contract.titulo} (firmado)` : contract.titulo}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Paper>

      {data.firmado ? (
        <Alert color="green" role="status" title="Firma completada">
          {amendment
            ? 'La modificación de la orden de domiciliación está firmada. Puede descargarla con la página de evidencias desde esta misma página.'
            : 'Los contratos están firmados. Puede descargarlos con la página de evidencias desde esta misma página o desde su área de cliente.'}
        </Alert>
      ) : data.bloqueado ? (
        <Alert color="red" role="alert">
          El enlace de firma se ha bloqueado por demasiados códigos incorrectos. Pida a su gestoría o a Cumplia un nuevo
          enlace.
        </Alert>
      ) : (
        <Stack gap="md">
          <Text size="sm">{data.consentimiento}</Text>
          <Button
            variant="light"
            onClick={() => run(() => requestSigningCode(token), setCodeSent)}
            disabled={busy}
            w="fit-content"
          >
            {codeSent ? 'Enviar otro código' : 'Enviar código por SMS'}
          </Button>
          {codeSent && (
            <Alert color="cumplia" variant="light" role="status">
              {codeSent}
            </Alert>
          )}
          {codeSent && (
            <Group gap="md" align="flex-end">
              <div>
                <Text size="sm" fw={500} mb={4} id="signing-code-label">
                  Código de firma
                </Text>
                <PinInput
                  length={6}
                  type="number"
                  oneTimeCode
                  value={code}
                  onChange={setCode}
                  aria-labelledby="signing-code-label"
                />
              </div>
              <Button
                onClick={() =>
                  run(
                    () => signWithCode(token, code),
                    async () => {
                      await queryClient.invalidateQueries({ queryKey: ['signing', token] });
                    },
                  )
                }
                disabled={busy || code.length !== 6}
              >
                Firmar
              </Button>
            </Group>
          )}
        </Stack>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
