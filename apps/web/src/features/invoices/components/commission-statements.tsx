import { type CommissionStatement, formatDateEs, formatEuroAmount, monthLabel } from '@cumplia/domain';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { ProblemAlert } from '../../../components/problem-alert';
import { apiErrorMessage } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { downloadCommissionStatement, useCommissionStatements } from '../api/commission-statements';

const COLUMNS: DataColumn<CommissionStatement>[] = [
  { key: 'mes', header: 'Mes', card: 'title', cell: (statement) => monthLabel(statement.mes) },
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
    header: 'Pendiente',
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

/** 'Liquidaciones de comisiones': each month's statement the provider sent, to download as sent. */
export function CommissionStatements() {
  const { data, isLoading, error } = useCommissionStatements();
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
        La comisión de cada mes: generada por las facturas cobradas, revertida por los adeudos devueltos y pendiente de
        las que aún no se han cobrado.
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
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
              loading={busy === `${statement.id}:pdf`}
              onClick={() => download(statement, 'pdf')}
              aria-label={`Liquidación de ${monthLabel(statement.mes)} en PDF`}
            >
              PDF
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
              loading={busy === `${statement.id}:xlsx`}
              onClick={() => download(statement, 'xlsx')}
              aria-label={`Liquidación de ${monthLabel(statement.mes)} en Excel`}
            >
              Excel
            </Button>
          </Group>
        )}
      />
    </Paper>
  );
}
