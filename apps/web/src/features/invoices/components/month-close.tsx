import {
  addMonths,
  formatDateEs,
  formatIban,
  MONTH_CLOSE_ROW_LABELS,
  MONTH_CLOSE_ROWS,
  type MonthCloseRow,
  monthLabel,
  todayInMadrid,
} from '@cumplia/domain';
import { Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ProblemAlert } from '../../../components/problem-alert';
import { useMonthClose } from '../api/month-close-api';
import { useSepaAccounts } from '../api/staff-invoices-api';
import { AgencyCommissions } from './agency-commissions';
import { CloseInvoices } from './close-invoices';
import { CloseSummary } from './close-summary';
import { CustomerRefunds } from './customer-refunds';

const ALL_ACCOUNTS = 'todas';

/** The last two years' months, newest first, as the month picker offers them. */
function recentMonths(today: string): { value: string; label: string }[] {
  const current = today.slice(0, 7);
  return Array.from({ length: 24 }, (_, back) => {
    const month = addMonths(`${current}-01`, -back).slice(0, 7);
    return { value: month, label: monthLabel(month) };
  });
}

/**
 * /cierre-mensual: a month's invoices by where their money stands, for every creditor account or one, each row
 * opening its invoices; the refunds owed to clients and their transfers; and each agency's commission with its
 * statement to download and send.
 */
export function MonthClose() {
  const today = todayInMadrid();
  const [mes, setMes] = useState(() => today.slice(0, 7));
  const [account, setAccount] = useState(ALL_ACCOUNTS);
  const [row, setRow] = useState<MonthCloseRow | null>(null);
  const accounts = useSepaAccounts(true).data ?? [];
  const cuenta = account === ALL_ACCOUNTS ? null : account;
  const close = useMonthClose(mes, cuenta);

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" gap="md">
          <Select
            label="Mes"
            data={recentMonths(today)}
            value={mes}
            onChange={(value) => {
              if (value) setMes(value);
              setRow(null);
            }}
            allowDeselect={false}
            w={220}
          />
          <Select
            label="Cuenta de abono"
            data={[
              { value: ALL_ACCOUNTS, label: 'Todas (también transferencia y tarjeta)' },
              ...accounts.map((iban) => ({ value: iban, label: formatIban(iban) })),
            ]}
            value={account}
            onChange={(value) => {
              setAccount(value ?? ALL_ACCOUNTS);
              setRow(null);
            }}
            allowDeselect={false}
            w={340}
          />
          {close.data && (
            <Text size="sm" c="dimmed" pb={8}>
              Cobros a {formatDateEs(close.data.hoy)}: un adeudo cuenta como cobrado cuando llega su fecha de cargo sin
              devolución.
            </Text>
          )}
        </Group>
      </Paper>
      <ProblemAlert problem={close.error?.message ?? null} />
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="lg" mb="sm">
          {monthLabel(mes)}
          {cuenta ? ` · ${formatIban(cuenta)}` : ''}
        </Title>
        <CloseSummary
          rows={MONTH_CLOSE_ROWS.map((key) => ({
            key,
            ...MONTH_CLOSE_ROW_LABELS[key],
            figures: close.data?.filas[key] ?? null,
          }))}
          loading={close.isLoading}
          selected={row}
          onSelect={setRow}
        />
      </Paper>
      {row && (
        <Paper withBorder p="md" radius="md">
          <Title order={2} fz="lg" mb="sm">
            {MONTH_CLOSE_ROW_LABELS[row].label}: facturas de {monthLabel(mes).toLowerCase()}
          </Title>
          <CloseInvoices mes={mes} cuenta={cuenta} row={row} />
        </Paper>
      )}
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="lg">
          Devoluciones a clientes
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Lo que una rectificativa resta de una factura ya cobrada se devuelve al cliente por transferencia: regístrela
          aquí cuando salga del banco.
        </Text>
        <CustomerRefunds />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="lg">
          Comisiones de las gestorías
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Por fecha del movimiento: la comisión se genera el día en que llega el dinero y se revierte el día de una
          devolución, una rectificativa de una factura cobrada o una anulación.{' '}
          {`La liquidación de ${monthLabel(mes).toLowerCase()} paga lo no liquidado hasta el final del mes, se envía cuando el mes ha terminado y no se modifica después.`}
        </Text>
        <AgencyCommissions mes={mes} hoy={close.data?.hoy} rows={close.data?.gestorias} loading={close.isLoading} />
      </Paper>
    </Stack>
  );
}
