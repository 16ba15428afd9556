import {
  COMMISSION_MOVEMENT_LABELS,
  type CommissionMovement,
  type CommissionStatement,
  formatDateEs,
  formatEuroAmount,
  monthLabel,
} from '@cumplia/domain';
import { Badge, Group, Paper, Select, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { type LedgerFilter, useCommissionLedger } from '../api/commission-statements';

const COLUMNS: DataColumn<CommissionMovement>[] = [
  { key: 'fecha', header: 'Fecha', cell: (movement) => formatDateEs(movement.fecha) },
  {
    key: 'concepto',
    header: 'Concepto',
    card: 'title',
    cell: (movement) => COMMISSION_MOVEMENT_LABELS[movement.concepto],
  },
  { key: 'factura', header: 'Factura', cell: (movement) => movement.facturaId ?? '—' },
  { key: 'empresa', header: 'Empresa', cell: (movement) => movement.empresa ?? '—' },
  {
    key: 'importe',
    header: 'Comisión',
    amount: true,
    card: 'amount',
    cell: (movement) => (
      <Text span c={movement.importe < 0 ? 'red.9' : undefined} fw={500}>
        {formatEuroAmount(movement.importe)}
      </Text>
    ),
  },
  {
    key: 'liquidacion',
    header: 'Liquidación',
    cell: (movement) =>
      movement.liquidacion ? (
        <Badge variant="light" color="teal" tt="none">
          {monthLabel(movement.liquidacion.mes)}
        </Badge>
      ) : (
        <Badge variant="light" color="gray" tt="none">
          Sin liquidar
        </Badge>
      ),
  },
];

/**
 * 'Movimientos de comisión': the agency's commission ledger, each movement on the day the money moved and the
 * statement that paid it, filtered to what is still unpaid or to one statement's lines.
 */
export function CommissionLedger({
  statements,
  filter,
  onFilter,
}: {
  statements: CommissionStatement[] | undefined;
  filter: LedgerFilter;
  onFilter(next: LedgerFilter): void;
}) {
  const [page, setPage] = useState(0);
  const { data, isLoading, error } = useCommissionLedger(page, filter);
  const options = [
    { value: 'todos', label: 'Todos los movimientos' },
    { value: 'pendiente', label: 'Sin liquidar todavía' },
    ...(statements ?? []).map((statement) => ({
      value: String(statement.id),
      label: `Liquidación de ${monthLabel(statement.mes).toLowerCase()}`,
    })),
  ];
  const choose = (value: string | null) => {
    setPage(0);
    onFilter(value === 'todos' || value === 'pendiente' || value === null ? (value ?? 'todos') : Number(value));
  };
  return (
    <Paper withBorder p="md" radius="md" mt="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" mb="sm">
        <div>
          <Title order={2} fz="lg">
            Movimientos de comisión
          </Title>
          <Text size="sm" c="dimmed" maw={620}>
            Cada cobro genera su comisión el día en que llega el dinero; una devolución, una rectificativa o una
            anulación la revierte ese día. Cada movimiento se liquida una vez, en la primera liquidación tras su fecha.
          </Text>
        </div>
        <Group gap="md" align="flex-end" wrap="wrap">
          {data && (
            <Text size="sm">
              Pendiente de liquidar: <strong>{formatEuroAmount(data.pendienteDeLiquidar)}</strong>
            </Text>
          )}
          <Select
            label="Mostrar"
            data={options}
            value={String(filter)}
            onChange={choose}
            allowDeselect={false}
            w={{ base: '100%', sm: 280 }}
          />
        </Group>
      </Group>
      <DataTable
        label="Movimientos de comisión"
        columns={COLUMNS}
        rows={data?.content}
        rowKey={(movement) => movement.id}
        page={page}
        totalPages={data?.totalPages ?? 1}
        onPage={setPage}
        isLoading={isLoading}
        error={error}
        emptyText={
          filter === 'pendiente'
            ? 'No hay movimientos sin liquidar: todo lo cobrado ya está en una liquidación.'
            : 'Aún no hay movimientos de comisión: se generan cuando se cobran las facturas de sus empresas.'
        }
        minWidth={760}
      />
    </Paper>
  );
}
