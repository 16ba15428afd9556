import {
  formatDateEs,
  formatEuroAmount,
  type MarkPaidByTransferRequest,
  SEPA_RETURN_RESOLUTION_LABELS,
  type SepaReturn,
  type SepaReturnSort,
} from '@cumplia/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { countLabel } from '../../../components/data-table/count-label';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { ExportButtons } from '../../../components/data-table/export-buttons';
import { useListSort } from '../../../components/data-table/use-list-sort';
import { ProblemAlert } from '../../../components/problem-alert';
import { notifySuccess } from '../../../lib/notify';
import { saveFile } from '../../../lib/save-file';
import {
  markPaidByTransfer,
  RETURN_IMPORTS_KEY,
  representReturn,
  requestTransfer,
  SEPA_RETURNS_KEY,
  sepaReturnsExportUrl,
  useSepaReturns,
} from '../api/sepa-returns-api';
import { STAFF_INVOICES_KEY, useSepaAccounts } from '../api/staff-invoices-api';
import { RecordPaymentDialog, RepresentDialog, returnPaymentTarget } from './return-action-dialogs';
import { ReturnFileUpload } from './return-file-upload';
import { ReturnImports } from './return-imports';
import { SepaErrorDialog, type SepaFailure } from './sepa-error-dialog';

const PAGE_SIZE = 20;

const RESOLUTION_COLORS: Record<SepaReturn['resolucion'], string> = {
  PENDIENTE: 'red',
  REPRESENTADA: 'blue',
  TRANSFERENCIA: 'grape',
  PAGADA: 'green',
  RECTIFICADA: 'gray',
  REABIERTA: 'gray',
};

/** 'Devoluciones': the bank's returned debits with their totals, the file import, and what to do with each. */
export function SepaReturns() {
  const [page, setPage] = useState(0);
  const { sort, setSort } = useListSort<SepaReturnSort>({ sort: 'fecha', dir: 'desc' }, setPage);
  const { data, isLoading, error } = useSepaReturns(page, PAGE_SIZE, sort);
  const accounts = useSepaAccounts(true).data ?? [];
  const [representing, setRepresenting] = useState<SepaReturn | null>(null);
  const [recording, setRecording] = useState<SepaReturn | null>(null);
  const [askingTransfer, setAskingTransfer] = useState<SepaReturn | null>(null);
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<SepaFailure | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: SEPA_RETURNS_KEY });
    void queryClient.invalidateQueries({ queryKey: STAFF_INVOICES_KEY });
    void queryClient.invalidateQueries({ queryKey: RETURN_IMPORTS_KEY });
  };

  async function represent(row: SepaReturn, account: string) {
    const transactionId = crypto.randomUUID();
    setBusyId(row.id);
    setProblem(null);
    try {
      const file = await representReturn(row.id, { cuentaIBAN: account, transactionId });
      saveFile(file.blob, file.fileName);
      notifySuccess(
        `Fichero ${file.fileName} generado: la factura ${row.facturaId} se cobra de nuevo y se ha avisado a la empresa.`,
      );
      setRepresenting(null);
      refresh();
    } catch (cause) {
      setRepresenting(null);
      setFailure({ title: 'Error al presentar de nuevo', error: cause, transactionId });
    } finally {
      setBusyId(null);
    }
  }

  async function askTransfer(row: SepaReturn) {
    setBusyId(row.id);
    setProblem(null);
    try {
      const answer = await requestTransfer(row.id);
      notifySuccess(`${row.empresa.razonSocial}, factura ${row.facturaId}: ${answer.message}`);
      refresh();
    } catch (cause) {
      setProblem(cause instanceof Error ? cause.message : 'No se pudo pedir la transferencia.');
    } finally {
      setAskingTransfer(null);
      setBusyId(null);
    }
  }

  async function recordTransfer(row: SepaReturn, payment: MarkPaidByTransferRequest) {
    setBusyId(row.id);
    setProblem(null);
    try {
      const answer = await markPaidByTransfer(row.id, payment);
      notifySuccess(`${row.empresa.razonSocial}, factura ${row.facturaId}: ${answer.message}`);
      setRecording(null);
      refresh();
    } catch (cause) {
      setRecording(null);
      setProblem(cause instanceof Error ? cause.message : 'No se pudo registrar el pago.');
    } finally {
      setBusyId(null);
    }
  }

  const totals = data?.totales;
  const columns: DataColumn<SepaReturn, SepaReturnSort>[] = [
    {
      key: 'fecha',
      header: 'Fecha',
      sortKey: 'fecha',
      firstDir: 'desc',
      cell: (row) => formatDateEs(row.fechaDevolucion),
    },
    {
      key: 'factura',
      header: 'Factura',
      cell: (row) => (
        <>
          <span style={{ whiteSpace: 'nowrap' }}>{row.facturaId}</span>
          {row.endToEndId !== row.facturaId && (
            <Text size="xs" c="dimmed">
              Nueva presentación
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'empresa',
      header: 'Empresa',
      card: 'title',
      cell: (row) => (
        <>
          {row.empresa.razonSocial}
          <Text size="xs" c="dimmed">
            {row.empresa.nifCif}
          </Text>
        </>
      ),
    },
    {
      key: 'importe',
      header: 'Importe',
      amount: true,
      card: 'amount',
      cell: (row) => formatEuroAmount(row.importe),
      total: totals && formatEuroAmount(totals.importe),
    },
    {
      key: 'motivo',
      header: 'Motivo',
      cell: (row) => (
        <>
          <Text size="sm" fw={600} span>
            {row.codigo}
          </Text>{' '}
          <Text size="sm" span>
            {row.motivo}
          </Text>
        </>
      ),
    },
    {
      key: 'estado',
      header: 'Estado',
      cell: (row) => (
        <Badge variant="light" tt="none" color={RESOLUTION_COLORS[row.resolucion]}>
          {SEPA_RETURN_RESOLUTION_LABELS[row.resolucion]}
        </Badge>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <ReturnFileUpload onImported={refresh} />
      <ProblemAlert problem={problem} onClose={() => setProblem(null)} />
      <Group justify="space-between" align="flex-end" gap="sm">
        {totals ? (
          <Paper withBorder radius="md" px="md" py="xs" aria-label="Totales de devoluciones">
            <Text size="sm" c="dimmed">
              Pendientes de gestionar
            </Text>
            <Text
              fw={700}
            >{`${totals.pendientes.toLocaleString('es-ES')} · ${formatEuroAmount(totals.importePendiente)}`}</Text>
          </Paper>
        ) : (
          <span />
        )}
        <ExportButtons fileName="devoluciones" url={(format) => sepaReturnsExportUrl(format, sort)} />
      </Group>
      <DataTable
        label="Devoluciones"
        columns={columns}
        rows={data?.content}
        rowKey={(row) => row.id}
        actions={returnActions}
        sort={sort}
        onSort={setSort}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPage={setPage}
        totalsLabel={totals && countLabel(totals.devoluciones, 'devolución', 'devoluciones')}
        isLoading={isLoading}
        loadingText="Cargando devoluciones..."
        error={error ? new Error(`No se pudieron cargar las devoluciones. ${error.message}`) : null}
        emptyText="No hay devoluciones. Importe el fichero de devoluciones del banco cuando lo reciba."
        minWidth={960}
      />
      <SepaErrorDialog failure={failure} onClose={() => setFailure(null)} />
      <RepresentDialog
        row={representing}
        accounts={accounts}
        busy={representing !== null && busyId === representing.id}
        onCancel={() => setRepresenting(null)}
        onConfirm={(account) => representing && represent(representing, account)}
      />
      <RecordPaymentDialog
        title="Pagada por transferencia"
        outcome="La factura dejará de estar devuelta y la comisión de la gestoría volverá a contar."
        target={returnPaymentTarget(recording)}
        busy={recording !== null && busyId === recording.id}
        onCancel={() => setRecording(null)}
        onConfirm={(payment) => recording && recordTransfer(recording, payment)}
      />
      <ConfirmDialog
        opened={askingTransfer !== null}
        title="¿Pedir el pago por transferencia?"
        busy={askingTransfer !== null && busyId === askingTransfer.id}
        confirmLabel="Pedir transferencia"
        onCancel={() => setAskingTransfer(null)}
        onConfirm={() => askingTransfer && askTransfer(askingTransfer)}
      >
        {askingTransfer && (
          <Text size="sm">
            Enviaremos a {askingTransfer.empresa.razonSocial} un correo con el importe de la factura{' '}
            {askingTransfer.facturaId} y la cuenta donde debe transferirlo. La devolución dejará de presentarse al
            banco.
          </Text>
        )}
      </ConfirmDialog>
      <ReturnImports />
    </Stack>
  );

  /** What staff may still do about a return: present it again, ask for a transfer, record the transfer. */
  function returnActions(row: SepaReturn) {
    return (
      <Group gap="xs" maw={300}>
        {row.resolucion === 'PENDIENTE' && row.representable && (
          <Button
            size="xs"
            variant="light"
            loading={busyId === row.id}
            disabled={accounts.length === 0}
            onClick={() => setRepresenting(row)}
          >
            Presentar de nuevo
          </Button>
        )}
        {row.resolucion === 'PENDIENTE' && (
          <Button size="xs" variant="default" loading={busyId === row.id} onClick={() => setAskingTransfer(row)}>
            Pedir transferencia
          </Button>
        )}
        {(row.resolucion === 'PENDIENTE' || row.resolucion === 'TRANSFERENCIA') && (
          <Button size="xs" variant="default" loading={busyId === row.id} onClick={() => setRecording(row)}>
            Pagada por transferencia
          </Button>
        )}
      </Group>
    );
  }
}
