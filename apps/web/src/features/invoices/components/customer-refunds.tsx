import {
  type CustomerRefund,
  type CustomerRefundState,
  customerRefundProblem,
  eurosToCents,
  formatDateEs,
  formatEuroAmount,
  formatIban,
  type RecordCustomerRefundRequest,
  todayInMadrid,
} from '@cumplia/domain';
import { Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { countLabel } from '../../../components/data-table/count-label';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { DateField } from '../../../components/date-field';
import { EuroAmountInput } from '../../../components/euro-amount-input';
import { apiErrorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { MONTH_CLOSE_KEY, recordCustomerRefund, useCustomerRefunds } from '../api/month-close-api';

const PAGE_SIZE = 10;

const columns: DataColumn<CustomerRefund>[] = [
  { key: 'factura', header: 'Rectificativa', cell: (row) => row.facturaId, card: 'title' },
  { key: 'fecha', header: 'Fecha', cell: (row) => formatDateEs(row.fecha) },
  { key: 'original', header: 'Rectifica a', cell: (row) => row.rectificaA },
  { key: 'empresa', header: 'Empresa', cell: (row) => `${row.empresa} (${row.nifCif})` },
  { key: 'cuenta', header: 'Cuenta del cliente', cell: (row) => (row.cuenta ? formatIban(row.cuenta) : '—') },
  { key: 'importe', header: 'A devolver', amount: true, card: 'amount', cell: (row) => formatEuroAmount(row.importe) },
  {
    key: 'devuelta',
    header: 'Devuelta',
    cell: (row) => (row.devuelta ? `${formatDateEs(row.devuelta.fecha)} · ${row.devuelta.referencia}` : '—'),
  },
];

/**
 * 'Devoluciones a clientes' of 'Cierre mensual': what rectifications of collected invoices owe back to clients,
 * and the transfers staff recorded for them.
 */
export function CustomerRefunds() {
  const [estado, setEstado] = useState<CustomerRefundState>('PENDIENTE');
  const [page, setPage] = useState(0);
  const [refunding, setRefunding] = useState<CustomerRefund | null>(null);
  const { data, isLoading, error } = useCustomerRefunds(estado, page, PAGE_SIZE);
  const owed = estado === 'PENDIENTE';
  return (
    <Stack gap="sm">
      <SegmentedControl
        w="fit-content"
        value={estado}
        onChange={(value) => {
          setEstado(value as CustomerRefundState);
          setPage(0);
        }}
        data={[
          { value: 'PENDIENTE', label: 'Pendientes de devolver' },
          { value: 'DEVUELTA', label: 'Devueltas' },
        ]}
      />
      <DataTable
        label="Devoluciones a clientes"
        columns={columns}
        rows={data?.content}
        rowKey={(refund) => refund.id}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPage={setPage}
        totalsLabel={
          data
            ? `${countLabel(data.totalElements, 'devolución', 'devoluciones')} · ${formatEuroAmount(data.importeTotal)}`
            : undefined
        }
        isLoading={isLoading}
        error={error}
        emptyText={owed ? 'No se debe nada a ningún cliente.' : 'Aún no se ha registrado ninguna devolución.'}
        minWidth={940}
        actions={
          owed
            ? (refund) => (
                <Button size="compact-sm" variant="light" onClick={() => setRefunding(refund)}>
                  Registrar devolución
                </Button>
              )
            : undefined
        }
      />
      <RecordRefundDialog refund={refunding} onClose={() => setRefunding(null)} />
    </Stack>
  );
}

/** The transfer that paid the refund back, as the bank statement shows it: day, whole amount and reference. */
function RecordRefundDialog({ refund, onClose }: { refund: CustomerRefund | null; onClose(): void }) {
  const queryClient = useQueryClient();
  const today = todayInMadrid();
  const [opened, setOpened] = useState<number | null>(null);
  const [fecha, setFecha] = useState(today);
  const [importe, setImporte] = useState<number | string>('');
  const [referencia, setReferencia] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (refund && opened !== refund.id) {
    setOpened(refund.id);
    setFecha(today);
    setImporte(refund.importe);
    setReferencia(`Devolución ${refund.facturaId}`);
    setProblem(null);
  }

  async function confirm() {
    if (!refund) return;
    const request: RecordCustomerRefundRequest = { fecha, importe: Number(importe), referencia: referencia.trim() };
    const found =
      !fecha || !(request.importe > 0) || !request.referencia
        ? 'Indique la fecha, el importe y la referencia de la transferencia.'
        : customerRefundProblem(request, {
            amountCents: eurosToCents(refund.importe),
            issuedOn: refund.fecha,
            today,
          });
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      notifySuccess((await recordCustomerRefund(refund.id, request)).message);
      void queryClient.invalidateQueries({ queryKey: MONTH_CLOSE_KEY });
      setOpened(null);
      onClose();
    } catch (cause) {
      setProblem(apiErrorMessage(cause, 'No se pudo registrar la devolución. Inténtelo de nuevo.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      opened={refund !== null}
      title="Registrar devolución al cliente"
      busy={busy}
      onCancel={() => {
        setOpened(null);
        onClose();
      }}
      onConfirm={confirm}
      confirmLabel="Registrar devolución"
    >
      {refund && (
        <Stack gap="sm">
          <Text size="sm">
            La rectificativa {refund.facturaId} de {refund.empresa} deja {formatEuroAmount(refund.importe)} a devolver
            {refund.cuenta ? ` a la cuenta ${formatIban(refund.cuenta)}` : ''}. Registre la transferencia tal como
            aparece en el extracto del banco.
          </Text>
          <DateField label="Fecha de la transferencia" value={fecha} onChange={setFecha} maxDate={today} required />
          <EuroAmountInput label="Importe devuelto (€)" value={importe} onChange={setImporte} />
          <TextInput
            label="Referencia de la transferencia"
            value={referencia}
            onChange={(event) => setReferencia(event.currentTarget.value)}
            maxLength={140}
            required
          />
          {problem && (
            <Text size="sm" c="red.8" role="alert">
              {problem}
            </Text>
          )}
        </Stack>
      )}
    </ConfirmDialog>
  );
}
