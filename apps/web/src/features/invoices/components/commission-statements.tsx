import { type CommissionStatement, formatDateEs, formatEuroAmount, monthLabel } from '@cumplia/domain';
import { ActionIcon, Group, Paper, Text, Title, Tooltip } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { ProblemAlert } from '../../../components/problem-alert';
import { apiErrorMessage } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { downloadCommissionStatement } from '../api/commission-statements';
import { busyFormat, StatementFileButtons } from './statement-file-buttons';

const COLUMNS: DataColumn<CommissionStatement>[] = [
  { key: 'mes', header: 'Periodo', card: 'title', cell: (statement) => monthLabel(statement.mes) },
  {
    key: 'facturas',
    header: 'Facturas',
    amount: true,
    cell: (statement) => statement.facturas.toLocaleString('es-ES'),
  },
  {
    key: 'generada',
    header: 'Generada',
    amount: true,
    cell: (statement) => formatEuroAmount(statement.comisionGenerada),
  },
  {
    key: 'revertida',
    header: 'Revertida',
    amount: true,
    cell: (statement) => formatEuroAmount(statement.comisionRevertida),
  },
  {
    key: 'pendiente',
    header: 'Pendiente de cobro',
    amount: true,
    cell: (statement) => formatEuroAmount(statement.comisionPendiente),
  },
  {
    key: 'debida',
    header: 'A liquidar',
    amount: true,
    card: 'amount',
    cell: (statement) => <strong>{formatEuroAmount(statement.comisionDebida)}</strong>,
  },
  { key: 'enviada', header: 'Recibida', cell: (statement) => formatDateEs(statement.enviada) },
];

/**
 * 'Liquidaciones de comisiones': each period's statement the provider sent, to download as sent or to see its
 * movements in the ledger below.
 */
export function CommissionStatements({
  statements: { data, isLoading, error },
  onShowMovements,
}: {
  statements: { data: CommissionStatement[] | undefined; isLoading: boolean; error: Error | null };
  onShowMovements(statement: CommissionStatement): void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function download(statement: CommissionStatement, formato: 'pdf' | 'xlsx') {
    setBusy(`${statement.id}:${formato}`);
    setProblem(null);
    try {
      const file = await downloadCommissionStatement(statement.id, statement.mes, formato);
      saveFile(file.blob, file.fileName);
    } catch (cause) {
      setProblem(apiErrorMessage(cause, 'No se pudo descargar la liquidación.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Paper withBorder p="md" radius="md" mt="lg">
      <Title order={2} fz="lg">
        Liquidaciones de comisiones
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Cada liquidación paga los movimientos de comisión hasta el final de su mes que no se habían liquidado antes, y
        no cambia una vez recibida: lo que se cobre o se corrija después va en la siguiente. «Pendiente de cobro» es la
        comisión de las facturas aún sin cobrar en ese momento, que se liquidará cuando se cobren.
      </Text>
      <ProblemAlert problem={problem} mb="sm" />
      <DataTable
        label="Liquidaciones de comisiones"
        columns={COLUMNS}
        rows={data}
        rowKey={(statement) => statement.id}
        isLoading={isLoading}
        error={error}
        emptyText="Aún no ha recibido ninguna liquidación."
        actions={(statement) => (
          <Group gap={2} wrap="nowrap" justify="flex-end">
            <Tooltip label="Ver sus movimientos">
              <ActionIcon
                variant="subtle"
                onClick={() => onShowMovements(statement)}
                aria-label={`Movimientos de la liquidación de ${monthLabel(statement.mes)}`}
              >
                <IconListDetails size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
            <StatementFileButtons
              busy={busyFormat(busy, statement.id)}
              onDownload={(format) => download(statement, format)}
              labelOf={(format) =>
                `Liquidación de ${monthLabel(statement.mes)} en ${format === 'pdf' ? 'PDF' : 'Excel'}`
              }
            />
          </Group>
        )}
      />
    </Paper>
  );
}
