import { formatEuroAmount, type MonthCloseRow } from '@cumplia/domain';
import { Button, Skeleton, Table, Text } from '@mantine/core';
import { amountCellStyle } from '../../../components/table-styles';

type SummaryRow = {
  key: MonthCloseRow;
  label: string;
  help: string;
  figures: { facturas: number; importe: number } | null;
};

/** Rows that hold money still to come in: shown in red when not empty. */
const OWED: ReadonlySet<MonthCloseRow> = new Set(['DEVUELTA', 'PENDIENTE']);

/** The month's figures, one row per standing of the money, each opening its invoices. */
export function CloseSummary({
  rows,
  loading,
  selected,
  onSelect,
}: {
  rows: SummaryRow[];
  loading: boolean;
  selected: MonthCloseRow | null;
  onSelect(row: MonthCloseRow): void;
}) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="Resumen del mes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Concepto</Table.Th>
            <Table.Th ta="right">Facturas</Table.Th>
            <Table.Th ta="right">Importe</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const owed = OWED.has(row.key) && (row.figures?.facturas ?? 0) > 0;
            return (
              <Table.Tr key={row.key} bg={selected === row.key ? 'var(--mantine-color-teal-light)' : undefined}>
                <Table.Td>
                  <Text fw={row.key === 'FACTURADA' ? 700 : 500} c={owed ? 'red.8' : undefined}>
                    {row.label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.help}
                  </Text>
                </Table.Td>
                <Table.Td style={amountCellStyle}>
                  {loading || !row.figures ? (
                    <Skeleton h={14} w={40} ml="auto" />
                  ) : (
                    row.figures.facturas.toLocaleString('es-ES')
                  )}
                </Table.Td>
                <Table.Td style={amountCellStyle} c={owed ? 'red.8' : undefined} fw={owed ? 700 : undefined}>
                  {loading || !row.figures ? (
                    <Skeleton h={14} w={80} ml="auto" />
                  ) : (
                    formatEuroAmount(row.figures.importe)
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    disabled={!row.figures?.facturas}
                    onClick={() => onSelect(row.key)}
                    aria-label={`Ver las facturas: ${row.label}`}
                  >
                    Ver facturas
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
