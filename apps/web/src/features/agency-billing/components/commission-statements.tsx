import { type CommissionStatement, formatDateEs, formatEuroAmount, monthLabel } from '@cumplia/domain';
import { Button, Group, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { ProblemAlert } from '../../../components/problem-alert';
import { apiErrorMessage } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { downloadCommissionStatement, useCommissionStatements } from '../api/commission-statements';

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
      <ProblemAlert problem={problem ?? error?.message ?? null} mb="sm" />
      {isLoading ? (
        <Skeleton h={80} />
      ) : !data?.length ? (
        <Text size="sm" c="dimmed">
          Aún no ha recibido ninguna liquidación.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="xs" striped aria-label="Liquidaciones de comisiones">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Mes</Table.Th>
                <Table.Th ta="right">Facturas</Table.Th>
                <Table.Th ta="right">Generada</Table.Th>
                <Table.Th ta="right">Revertida</Table.Th>
                <Table.Th ta="right">Pendiente</Table.Th>
                <Table.Th ta="right">A liquidar</Table.Th>
                <Table.Th>Recibida</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((statement) => (
                <Table.Tr key={statement.id}>
                  <Table.Td fw={500}>{monthLabel(statement.mes)}</Table.Td>
                  <Table.Td ta="right">{statement.facturas.toLocaleString('es-ES')}</Table.Td>
                  <Table.Td ta="right">{formatEuroAmount(statement.comisionGenerada)}</Table.Td>
                  <Table.Td ta="right">{formatEuroAmount(statement.comisionRevertida)}</Table.Td>
                  <Table.Td ta="right">{formatEuroAmount(statement.comisionPendiente)}</Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {formatEuroAmount(statement.comisionDebida)}
                  </Table.Td>
                  <Table.Td>{formatDateEs(statement.enviada)}</Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
