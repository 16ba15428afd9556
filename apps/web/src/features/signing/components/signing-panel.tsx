import { formatEuroAmount, type SigningCodeRequest, type SigningRequest } from '@cumplia/domain';
import { Alert, Button, Group, Loader, Paper, PinInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { requestSigningCode, signWithCode, useSigningRequest } from '../api/signing-api';
import { SigningDocuments } from './signing-documents';
import { SigningIdentityForm } from './signing-identity-form';

const ZONE_NAMES = { 'Europe/Madrid': 'hora peninsular', 'Atlantic/Canary': 'hora de Canarias' } as const;

/** '7 de diciembre de 2026, 17:35 (hora de Canarias)': a time as the company reads it where it is. */
const localTime = (iso: string, zone: keyof typeof ZONE_NAMES) =>
  `${new Intl.DateTimeFormat('es-ES', { timeZone: zone, dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso))} (${ZONE_NAMES[zone]})`;

/**
 * The public signing page: open and read each document, identify yourself and accept, get a code by SMS that
 * names what it signs, sign. Once signed the link shows only that.
 */
export function SigningPanel({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const { data, isLoading, error } = useSigningRequest(token);
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['signing', token] });

  // A document opens in another tab: coming back (or a moment after the click) shows it as opened.
  useEffect(() => {
    const onFocus = () => void queryClient.invalidateQueries({ queryKey: ['signing', token] });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [queryClient, token]);

  if (isLoading) return <Loader aria-label="Cargando" />;
  if (error || !data) {
    return (
      <Alert color="red" role="alert">
        {error instanceof ApiError ? error.message : 'El enlace de firma no es válido o ha caducado.'}
      </Alert>
    );
  }
  if (data.firmado) {
    return (
      <Alert color="green" role="status" title="Firma completada">
        Los documentos de este enlace se firmaron el{' '}
        {data.firmadoEl ? localTime(data.firmadoEl, data.zonaHoraria) : '—'}. Los tiene en el correo de confirmación y
        en su área de cliente. Por su seguridad, este enlace ya no muestra datos ni documentos.
      </Alert>
    );
  }

  const run = async (action: () => Promise<{ message: string }>, onDone: (message: string) => void) => {
    setBusy(true);
    setFailure(null);
    try {
      onDone((await action()).message);
    } catch (problem) {
      setFailure(problem instanceof ApiError ? problem.message : 'Ha ocurrido un error inesperado.');
      await refresh();
    } finally {
      setBusy(false);
    }
  };
  const allOpened = data.contratos.every((document) => document.abierto);

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
      {data.gestoria ? (
        <Alert color="blue" title="Su gestoría">
          {data.gestoria} ha dado de alta a su empresa en Cumplia. Al firmar, confirma a {data.gestoria} como su
          gestoría para estos servicios. Si no la reconoce, no firme y escríbanos desde el formulario de contacto.
        </Alert>
      ) : null}
      {data.bloqueado ? (
        <Alert color="red" role="alert">
          El enlace de firma se ha bloqueado por demasiados códigos incorrectos. Pida a su gestoría o a Cumplia un nuevo
          enlace.
        </Alert>
      ) : (
        <>
          {data.importeAnual && <YearlyAmount amount={data.importeAnual} />}
          <SigningDocuments
            token={token}
            documents={data.contratos}
            onOpened={() => window.setTimeout(() => void refresh(), 1000)}
          />
          <SigningIdentityForm
            consent={data.consentimiento}
            ready={allOpened}
            codeSent={codeSent !== null}
            busy={busy}
            onSubmit={(request: SigningCodeRequest) => run(() => requestSigningCode(token, request), setCodeSent)}
          />
          {codeSent && (
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="firma-codigo">
              <Stack gap="sm">
                <Text fw={600} id="firma-codigo">
                  3. Firme con el código
                </Text>
                <Alert color="cumplia" variant="light" role="status">
                  {codeSent} Compruebe que el SMS nombra los documentos que ha leído.
                </Alert>
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
                        () => void refresh(),
                      )
                    }
                    loading={busy}
                    disabled={code.length !== 6}
                  >
                    Firmar
                  </Button>
                </Group>
                {busy && (
                  <Text size="sm" c="dimmed" role="status">
                    Firmando y sellando sus documentos. Puede tardar unos segundos: no cierre esta página.
                  </Text>
                )}
              </Stack>
            </Paper>
          )}
        </>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}

/** What signing commits the company to: the yearly amount its invoice will charge, tax shown apart. */
function YearlyAmount({ amount }: { amount: NonNullable<SigningRequest['importeAnual']> }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Importe anual">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Text fw={600}>Importe anual</Text>
          <Text size="sm" c="dimmed">
            {formatEuroAmount(amount.base)} + {amount.impuesto}
            {amount.impuestos > 0 ? ` (${formatEuroAmount(amount.impuestos)})` : ''}. Es lo que indicará su factura.
          </Text>
        </div>
        <Text fw={700} fz="xl" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatEuroAmount(amount.total)}
        </Text>
      </Group>
    </Paper>
  );
}
