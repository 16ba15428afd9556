import { type AgencyCommission, formatDateEs, formatEuroAmount, monthLabel } from '@cumplia/domain';
import { ActionIcon, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CARD_LAYOUT_QUERY } from '../../../components/data-table/data-table';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import { amountCellStyle } from '../../../components/table-styles';
import { apiErrorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { saveFile } from '../../../lib/save-file';
import { downloadStatement, MONTH_CLOSE_KEY, sendStatement } from '../api/month-close-api';
import { busyFormat, StatementFileButtons } from './statement-file-buttons';

const money = (value: number) => formatEuroAmount(value);

const sendHint = (row: AgencyCommission, monthOpen: boolean) =>
  row.enviada
    ? 'Ya enviada: una liquidación no se modifica'
    : monthOpen
      ? 'El mes aún no ha terminado'
      : 'Enviar a la gestoría';

/** The amounts of an agency's month, as its card lists them (the table's columns). */
const AMOUNTS: { label: string; of(row: AgencyCommission): number }[] = [
  { label: 'Facturado', of: (row) => row.facturado },
  { label: 'Generada en el mes', of: (row) => row.comisionGenerada },
  { label: 'Revertida en el mes', of: (row) => row.comisionRevertida },
  { label: 'Pendiente de cobro', of: (row) => row.comisionPendiente },
  { label: 'A liquidar', of: (row) => row.comisionDebida },
];

function StatementBadge({ sentOn }: { sentOn: string | null }) {
  return sentOn ? (
    <Badge variant="light" color="teal" tt="none" style={{ flexShrink: 0 }}>
      Enviada {formatDateEs(sentOn)}
    </Badge>
  ) : (
    <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
      Sin enviar
    </Badge>
  );
}

/**
 * Each agency's commission of the month as a settlement period (from its ledger), with its statement to
 * download (PDF, Excel) and send once the month has ended. A sent statement is never sent again.
 */
export function AgencyCommissions({
  mes,
  hoy,
  rows,
  loading,
}: {
  mes: string;
  /** Today, as the close read it: a month still running cannot be settled. */
  hoy: string | undefined;
  rows: AgencyCommission[] | undefined;
  loading: boolean;
}) {
  const monthOpen = !hoy || mes >= hoy.slice(0, 7);
  // On a phone each agency is a card: its amounts and buttons in view, not beyond a sideways scroll.
  const cards = useMediaQuery(CARD_LAYOUT_QUERY) ?? false;
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<AgencyCommission | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<DialogContent | null>(null);

  async function download(row: AgencyCommission, formato: 'pdf' | 'xlsx') {
    setBusy(`${row.gestoriaId}:${formato}`);
    try {
      const file = await downloadStatement(row.gestoriaId, mes, formato);
      saveFile(file.blob, file.fileName);
    } catch (cause) {
      setFailure({
        tone: 'error',
        title: 'No se pudo descargar',
        message: apiErrorMessage(cause, 'Inténtelo de nuevo.'),
      });
    } finally {
      setBusy(null);
    }
  }

  async function send(row: AgencyCommission) {
    setBusy(`${row.gestoriaId}:send`);
    try {
      const answer = await sendStatement(row.gestoriaId, mes);
      notifySuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: MONTH_CLOSE_KEY });
    } catch (cause) {
      setFailure({ tone: 'error', title: 'No se pudo enviar', message: apiErrorMessage(cause, 'Inténtelo de nuevo.') });
    } finally {
      setBusy(null);
      setSending(null);
    }
  }

  if (loading) return <Skeleton h={120} />;
  if (!rows?.length) {
    return (
      <Text c="dimmed" size="sm">
        Ninguna gestoría tiene facturas ni movimientos de comisión en {monthLabel(mes).toLowerCase()}.
      </Text>
    );
  }
  const actionsOf = (row: AgencyCommission) => (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <StatementFileButtons
        busy={busyFormat(busy, row.gestoriaId)}
        onDownload={(format) => download(row, format)}
        labelOf={(format) => `Liquidación en ${format === 'pdf' ? 'PDF' : 'Excel'} de ${row.gestoria}`}
      />
      <Tooltip label={sendHint(row, monthOpen)}>
        <ActionIcon
          variant="subtle"
          disabled={row.enviada !== null || monthOpen}
          onClick={() => setSending(row)}
          aria-label={`Enviar la liquidación a ${row.gestoria}`}
        >
          <IconSend size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
  return (
    <>
      {cards ? (
        <Stack gap="sm" role="list" aria-label="Comisiones de las gestorías">
          {rows.map((row) => (
            <Paper key={row.gestoriaId} withBorder radius="md" p="sm" role="listitem">
              <Group justify="space-between" wrap="nowrap" mb="xs">
                <Text fw={600}>{row.gestoria}</Text>
                <StatementBadge sentOn={row.enviada} />
              </Group>
              <SimpleGrid cols={2} spacing={4} verticalSpacing={4}>
                {AMOUNTS.map(({ label, of }) => (
                  <Fragment key={label}>
                    <Text size="sm" c="dimmed">
                      {label}
                    </Text>
                    <Text size="sm" ta="right" style={amountCellStyle} fw={label === 'A liquidar' ? 700 : undefined}>
                      {money(of(row))}
                    </Text>
                  </Fragment>
                ))}
              </SimpleGrid>
              <Group justify="flex-end" mt="xs">
                {actionsOf(row)}
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="xs" striped aria-label="Comisiones de las gestorías">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Gestoría</Table.Th>
                <Table.Th ta="right">Facturado</Table.Th>
                <Table.Th ta="right">
                  <Tooltip label="Comisión de los cobros del mes (por la fecha en que llegó el dinero)">
                    <span>Generada en el mes</span>
                  </Tooltip>
                </Table.Th>
                <Table.Th ta="right">
                  <Tooltip label="Devoluciones, rectificativas de facturas cobradas y anulaciones del mes">
                    <span>Revertida en el mes</span>
                  </Tooltip>
                </Table.Th>
                <Table.Th ta="right">
                  <Tooltip label="Comisión de las facturas del mes aún sin cobrar: se liquidará cuando se cobren">
                    <span>Pendiente de cobro</span>
                  </Tooltip>
                </Table.Th>
                <Table.Th ta="right">
                  <Tooltip label="Lo que paga la liquidación: movimientos hasta el final del mes no liquidados antes">
                    <span>A liquidar</span>
                  </Tooltip>
                </Table.Th>
                <Table.Th>Liquidación</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.gestoriaId}>
                  <Table.Td fw={500}>{row.gestoria}</Table.Td>
                  <Table.Td style={amountCellStyle}>{money(row.facturado)}</Table.Td>
                  <Table.Td style={amountCellStyle}>{money(row.comisionGenerada)}</Table.Td>
                  <Table.Td style={amountCellStyle} c={row.comisionRevertida ? 'red.8' : undefined}>
                    {money(row.comisionRevertida)}
                  </Table.Td>
                  <Table.Td style={amountCellStyle}>{money(row.comisionPendiente)}</Table.Td>
                  <Table.Td style={amountCellStyle} fw={700}>
                    {money(row.comisionDebida)}
                  </Table.Td>
                  <Table.Td>
                    <StatementBadge sentOn={row.enviada} />
                  </Table.Td>
                  <Table.Td>{actionsOf(row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={sending !== null}
        title="Enviar la liquidación"
        busy={sending !== null && busy === `${sending.gestoriaId}:send`}
        onCancel={() => setSending(null)}
        onConfirm={() => sending && send(sending)}
      >
        {sending && (
          <Text size="sm">
            Se enviará a {sending.gestoria} la liquidación de comisiones de {monthLabel(mes).toLowerCase()} (
            {money(sending.comisionDebida)} a liquidar): los movimientos de comisión hasta el final del mes que no se
            liquidaron antes. Le llegará en PDF por correo y quedará en su área, en PDF y Excel. Una vez enviada no se
            modifica: lo que cambie después irá en la siguiente liquidación.
          </Text>
        )}
      </ConfirmDialog>
      <ResultDialog content={failure} onClose={() => setFailure(null)} />
    </>
  );
}
