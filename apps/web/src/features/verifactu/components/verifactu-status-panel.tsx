import { formatDateTimeEs, MESSAGES, VERIFACTU_SUBMISSION_LABELS, type VerifactuStatus } from '@cumplia/domain';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { countLabel } from '../../../components/data-table/count-label';
import { ProblemAlert } from '../../../components/problem-alert';
import { apiErrorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import type { StaffArea } from '../../../lib/staff-area';
import { retryVerifactuNow, useVerifactuStatus, VERIFACTU_KEY } from '../api/verifactu-api';

const SUBMISSION_COLORS: Record<VerifactuStatus['envios'][number]['estado'], string> = {
  ENVIANDO: 'blue',
  CORRECTO: 'green',
  PARCIALMENTE_CORRECTO: 'orange',
  INCORRECTO: 'red',
  RECHAZADO: 'red',
  FALLIDO: 'red',
  INTERRUMPIDO: 'gray',
};

function Figure({ label, value, note, tone }: { label: string; value: string; note?: string; tone?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700} c={tone} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

const ENVIRONMENTS = { produccion: 'Producción', pruebas: 'Pruebas' } as const;

/**
 * The sender as staff need it: where records go, how many wait and since when, what needs correcting, when the
 * next submission may go (the AEAT's wait), the last failure and the last submissions with their CSV. The
 * superadmin may lift the back-off after failures once their cause is fixed.
 */
export function VerifactuStatusPanel({ scope, canManage }: { scope: StaffArea; canManage: boolean }) {
  const { data, isLoading, error } = useVerifactuStatus(scope);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [retried, setRetried] = useState<{ at: Date; message: string } | null>(null);

  async function retry() {
    setBusy(true);
    setProblem(null);
    try {
      const { message } = await retryVerifactuNow();
      notifySuccess(message);
      setRetried({ at: new Date(), message });
      void queryClient.invalidateQueries({ queryKey: VERIFACTU_KEY });
    } catch (failure) {
      setProblem(apiErrorMessage(failure, MESSAGES.common.unexpected));
    } finally {
      setBusy(false);
    }
  }

  if (error) {
    return (
      <Alert color="red" role="alert">
        No se pudo obtener el estado del envío a la AEAT. {error.message}
      </Alert>
    );
  }
  if (isLoading || !data) return <Skeleton height={120} radius="md" aria-label="Cargando el estado del envío" />;

  return (
    <Stack gap="md">
      {data.entorno === null && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          title="Envío a la AEAT sin configurar"
        >
          Los registros se generan y se conservan encadenados, pero no se envían hasta que se configure el entorno de la
          AEAT (VERIFACTU_ENVIRONMENT). En producción es obligatorio.
        </Alert>
      )}
      {data.ultimoError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden="true" />} title="El último envío falló">
          {data.ultimoError}
          {data.fallosSeguidos > 1 && ` (${data.fallosSeguidos} fallos seguidos)`}. Los registros siguen pendientes y se
          envían de nuevo automáticamente
          {data.proximoEnvio ? ` a partir de las ${formatDateTimeEs(data.proximoEnvio)}` : ''}.
        </Alert>
      )}
      <ProblemAlert problem={problem} onClose={() => setProblem(null)} />
      {retried && <RetryOutcome retried={retried} envios={data.envios} onClose={() => setRetried(null)} />}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Figure
          label="Entorno de la AEAT"
          value={data.entorno ? ENVIRONMENTS[data.entorno] : 'Sin configurar'}
          tone={data.entorno === 'produccion' ? 'green.8' : 'orange.8'}
          note={`Espera entre envíos: ${data.esperaSegundos} s`}
        />
        <Figure
          label="Pendientes de envío"
          value={data.pendientes.toLocaleString('es-ES')}
          {...(data.pendienteDesde ? { note: `Desde ${formatDateTimeEs(data.pendienteDesde)}` } : {})}
          {...(data.pendientes > 0 ? { tone: 'yellow.9' } : {})}
        />
        <Figure
          label="Requieren subsanación"
          value={data.requierenSubsanacion.toLocaleString('es-ES')}
          {...(data.requierenSubsanacion > 0 ? { tone: 'red.8' } : {})}
          note="Rechazados o aceptados con errores"
        />
        <Figure
          label="Próximo envío"
          value={
            data.proximoEnvio && new Date(data.proximoEnvio) > new Date()
              ? formatDateTimeEs(data.proximoEnvio).slice(11)
              : 'Ahora'
          }
          note={data.pendientes > 0 ? 'Cuando la AEAT lo permite' : 'Sin registros en espera'}
        />
      </SimpleGrid>
      {canManage && data.entorno !== null && (data.fallosSeguidos > 0 || data.pendientes > 0) && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            loading={busy}
            onClick={retry}
          >
            Reintentar el envío ahora
          </Button>
          <Text size="sm" c="dimmed">
            Tras corregir la causa de un fallo (certificado, red). Respeta el tiempo de espera de la AEAT.
          </Text>
        </Group>
      )}
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz={18} mb="sm">
          Últimos envíos
        </Title>
        {data.envios.length === 0 ? (
          <Text c="dimmed">Aún no se ha enviado ningún registro.</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="xs" aria-label="Últimos envíos a la AEAT">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Inicio</Table.Th>
                  <Table.Th>Estado</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>Registros</Table.Th>
                  <Table.Th>CSV</Table.Th>
                  <Table.Th>Detalle</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.envios.map((envio) => (
                  <Table.Tr key={envio.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTimeEs(envio.inicio)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" tt="none" color={SUBMISSION_COLORS[envio.estado]}>
                        {VERIFACTU_SUBMISSION_LABELS[envio.estado]}
                      </Badge>
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                      {envio.registros}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {envio.csv ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={envio.error ? 'red.8' : 'dimmed'} lineClamp={2}>
                        {envio.error ?? ''}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}

/** What came of 'Reintentar el envío ahora': asked, then the first submission started after it and its answer. */
function RetryOutcome({
  retried,
  envios,
  onClose,
}: {
  retried: { at: Date; message: string };
  envios: VerifactuStatus['envios'];
  onClose(): void;
}) {
  const after = envios
    .filter((envio) => new Date(envio.inicio) >= retried.at)
    .sort((a, b) => a.inicio.localeCompare(b.inicio))[0];
  return (
    <Alert
      color={after ? SUBMISSION_COLORS[after.estado] : 'blue'}
      title={`Reintento pedido a las ${formatDateTimeEs(retried.at.toISOString()).slice(11)}`}
      withCloseButton
      closeButtonLabel="Cerrar"
      onClose={onClose}
      role="status"
    >
      {after
        ? `Envío de ${countLabel(after.registros, 'registro', 'registros')}: ${VERIFACTU_SUBMISSION_LABELS[after.estado]}${after.error ? `. ${after.error}` : '.'}`
        : `${retried.message} Esta página se actualiza sola con la respuesta de la AEAT.`}
    </Alert>
  );
}
