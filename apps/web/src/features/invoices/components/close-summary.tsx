import { formatEuroAmount, type MonthCloseRow } from '@cumplia/domain';
import { Button, Skeleton, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { countLabel } from '../../../components/data-table/count-label';
import { CARD_LAYOUT_QUERY } from '../../../components/data-table/data-table';
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
  // On a phone the figures go under each concept: columns beyond the screen's edge would hide them.
  const compact = useMediaQuery(CARD_LAYOUT_QUERY) ?? false;
  const figure = (row: SummaryRow, value: (figures: NonNullable<SummaryRow['figures']>) => string, width: number) =>
    loading || !row.figures ? <Skeleton h={14} w={width} ml={compact ? 0 : 'auto'} /> : value(row.figures);
  const count = (figures: NonNullable<SummaryRow['figures']>) => figures.facturas.toLocaleString('es-ES');
  const invoices = (figures: NonNullable<SummaryRow['figures']>) => countLabel(figures.facturas, 'factura', 'facturas');
  const amount = (figures: NonNullable<SummaryRow['figures']>) => formatEuroAmount(figures.importe);
  return (
    <Table.ScrollContainer minWidth={compact ? 0 : 560}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="Resumen del mes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Concepto</Table.Th>
            {!compact && <Table.Th ta="right">Facturas</Table.Th>}
            {!compact && <Table.Th ta="right">Importe</Table.Th>}
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
                  {compact && (
                    <Text
                      component="div"
                      size="sm"
                      mt={4}
                      style={amountCellStyle}
                      ta="left"
                      c={owed ? 'red.8' : undefined}
                    >
                      {figure(row, invoices, 60)} · <strong>{figure(row, amount, 80)}</strong>
                    </Text>
                  )}
                </Table.Td>
                {!compact && <Table.Td style={amountCellStyle}>{figure(row, count, 40)}</Table.Td>}
                {!compact && (
                  <Table.Td style={amountCellStyle} c={owed ? 'red.8' : undefined} fw={owed ? 700 : undefined}>
                    {figure(row, amount, 80)}
                  </Table.Td>
                )}
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
