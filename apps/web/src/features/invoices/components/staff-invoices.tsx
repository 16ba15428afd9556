import {
  formatDateEs,
  formatEuroAmount,
  type Invoice,
  MAX_INVOICE_SELECTION,
  type MarkPaidByTransferRequest,
  MESSAGES,
  PAYMENT_METHOD_LABELS,
  type StaffInvoiceSort,
} from '@cumplia/domain';
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCash,
  IconCircleCheck,
  IconFileMinus,
  IconFilePlus,
  IconFileX,
  IconSend,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { ExportButtons } from '../../../components/data-table/export-buttons';
import type { RowKey } from '../../../components/data-table/row-selection';
import { useListSort } from '../../../components/data-table/use-list-sort';
import { InvoicePdfButton } from '../../../components/invoice-pdf-button';
import { RemittedBadge } from '../../../components/remitted-badge';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import { VerifactuBadge } from '../../../components/verifactu-badge';
import { apiErrorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import type { StaffArea } from '../../../lib/staff-area';
import {
  defaultInvoiceFilters,
  type InvoiceFilters,
  markInvoicesRemitted,
  recordInvoicePayment,
  STAFF_INVOICES_KEY,
  selectionSepaRequestOf,
  staffInvoicePdfUrl,
  staffInvoicesExportUrl,
  useSepaAccounts,
  useStaffInvoices,
} from '../api/staff-invoices-api';
import { CorrectedInvoiceDialog } from './corrected-invoice-dialog';
import {
  type ActionOutcome,
  BillingDateDialog,
  IndividualSepaDialog,
  type InvoiceAction,
  MarkRemittedDialog,
} from './invoice-action-dialogs';
import { CancelInvoiceDialog, RectifyDialog } from './invoice-correction-dialogs';
import { InvoiceFiltersForm } from './invoice-filters';
import { RecordPaymentDialog } from './return-action-dialogs';
import { SepaPanel } from './sepa-panel';
import { useBulkSepa } from './use-bulk-sepa';

type StaffInvoicesProps = {
  scope: StaffArea;
  pageSize: number;
  /** Superadmin: remittance, billing date, SEPA files and rectifying invoices, one by one or on a selection. */
  canManage: boolean;
  emptyText: string;
};

function RowAction({ label, onClick, children }: { label: string; onClick(): void; children: ReactNode }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" onClick={onClick} aria-label={label}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

const sameFilters = (a: InvoiceFilters, b: InvoiceFilters) =>
  a.razonSocial.trim() === b.razonSocial.trim() &&
  a.cifNif.trim() === b.cifNif.trim() &&
  a.fechaInicio === b.fechaInicio &&
  a.fechaFin === b.fechaFin;

/**
 * Owes an amount of its own (`cobroPropio`: an ordinary invoice, or the substitute of an unpaid one; not a credit
 * note nor the substitute of a paid invoice) and is not cancelled (the server checks the rest).
 */
const collectable = (invoice: Invoice) => !invoice.anulada && invoice.cobroPropio;

/** Cancelled only when issued by mistake and untouched: not remitted, paid, rectified or cancelled already. */
const cancellable = (invoice: Invoice) =>
  invoice.tipo === 'ORDINARIA' &&
  !invoice.facturado &&
  !invoice.pagadaPorTransferencia &&
  !invoice.rectificadaPor &&
  !invoice.anulada;

/**
 * The bank's to collect and not remitted yet: a debit invoice still owed, so it may be marked remitted or given
 * another debit day (the server checks the same).
 */
const remittable = (invoice: Invoice) =>
  collectable(invoice) &&
  invoice.metodoDePago === 'SEPA' &&
  !invoice.facturado &&
  !invoice.pagadaPorTransferencia &&
  !invoice.rectificadaPor;

/**
 * Paid by transfer or card as issued (the company may have changed its method since), and no payment recorded yet
 * (a debit invoice is collected by the bank): an ordinary invoice or the substitute that corrected an unpaid one.
 */
const awaitingPayment = (invoice: Invoice) =>
  invoice.metodoDePago !== 'SEPA' && collectable(invoice) && !invoice.pagadaPorTransferencia && !invoice.rectificadaPor;

const countText = (count: number) => `${count.toLocaleString('es-ES')} ${count === 1 ? 'factura' : 'facturas'}`;

/**
 * /facturacionsuperadmin and /worker-facturacion: filters, the SEPA block, the invoice table (sorted on the
 * server, totals of the whole filter, export) and its actions; the superadmin also selects invoices to mark them
 * remitted or collect them in one SEPA file.
 */
export function StaffInvoices({ scope, pageSize, canManage, emptyText }: StaffInvoicesProps) {
  const [filters, setFilters] = useState(() => defaultInvoiceFilters(scope === 'admin' ? false : null));
  const [draft, setDraft] = useState(filters);
  const [page, setPage] = useState(0);
  const { sort, setSort } = useListSort<StaffInvoiceSort>({ sort: 'fecha', dir: 'desc' }, setPage);
  const { data, isLoading, error } = useStaffInvoices(scope, filters, sort, page, pageSize);
  const accounts = useSepaAccounts(canManage).data ?? [];
  const queryClient = useQueryClient();
  const [action, setAction] = useState<InvoiceAction | null>(null);
  const [failure, setFailure] = useState<DialogContent | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<RowKey>>(new Set());
  const [confirmRemit, setConfirmRemit] = useState(false);
  const [remitting, setRemitting] = useState(false);
  const [account, setAccount] = useState<string | null>(null);
  const [includeRemitted, setIncludeRemitted] = useState(false);
  const [collecting, setCollecting] = useState<Invoice | null>(null);
  const [recordingPayment, setRecordingPayment] = useState(false);
  const sepaSettings = { account: account ?? accounts[0] ?? null, includeRemitted };
  const lastPage = Math.max(0, (data?.totalPages ?? 1) - 1);
  if (data && page > lastPage) setPage(lastPage);

  const refresh = () => queryClient.invalidateQueries({ queryKey: STAFF_INVOICES_KEY });
  const finish = (outcome: ActionOutcome) => {
    setAction(null);
    if (outcome.ok) {
      notifySuccess(outcome.text);
      void refresh();
    } else {
      setFailure({ tone: 'error', title: outcome.title, message: outcome.text });
    }
  };
  const selectionSepa = useBulkSepa((text) => {
    notifySuccess(text);
    setSelected(new Set());
    void refresh();
  });
  const selectedIds = [...selected].map(Number);
  const tooMany = selectedIds.length > MAX_INVOICE_SELECTION;

  async function recordPayment(invoice: Invoice, payment: MarkPaidByTransferRequest) {
    setRecordingPayment(true);
    try {
      const answer = await recordInvoicePayment(invoice.id, payment);
      finish({ ok: true, text: answer.message });
    } catch (cause) {
      finish({
        ok: false,
        title: 'No se pudo registrar el cobro',
        text: apiErrorMessage(cause, 'Inténtelo de nuevo.'),
      });
    } finally {
      setRecordingPayment(false);
      setCollecting(null);
    }
  }

  async function remitSelected() {
    setRemitting(true);
    try {
      const answer = await markInvoicesRemitted(selectedIds);
      setSelected(new Set());
      notifySuccess(answer.message);
      void refresh();
    } catch (problem) {
      setFailure({
        tone: 'error',
        title: MESSAGES.invoices.markErrorTitle,
        message: apiErrorMessage(problem, MESSAGES.invoices.markError),
      });
    } finally {
      setRemitting(false);
      setConfirmRemit(false);
    }
  }

  function sepaOfSelection() {
    if (!sepaSettings.account) {
      setFailure({ tone: 'error', title: 'Error al generar SEPA', message: MESSAGES.sepa.accountRequired });
      return;
    }
    void selectionSepa.start(
      selectionSepaRequestOf(selectedIds, { cuentaIBAN: sepaSettings.account, incluirFacturadas: includeRemitted }),
      {
        text: `${countText(selectedIds.length)} ${selectedIds.length === 1 ? 'seleccionada' : 'seleccionadas'}.`,
        selection: true,
      },
    );
  }

  const totals = data?.totales;
  const columns: DataColumn<Invoice, StaffInvoiceSort>[] = [
    {
      key: 'fecha',
      header: 'Fecha',
      sortKey: 'fecha',
      firstDir: 'desc',
      cell: (invoice) => (
        <>
          {formatDateEs(invoice.fecha)}
          {invoice.fechaCuandoFacturar !== invoice.fecha && (
            <Text size="xs" c="dimmed">
              Cobro: {formatDateEs(invoice.fechaCuandoFacturar)}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'factura',
      header: 'Factura',
      sortKey: 'factura',
      cell: (invoice) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {invoice.facturaId}
          {invoice.rectificaA && (
            <Text size="xs" c="dimmed">
              Rectifica {invoice.rectificaA}
            </Text>
          )}
          {invoice.rectificadaPor && (
            <Text size="xs" c="red.9">
              Rectificada por {invoice.rectificadaPor}
            </Text>
          )}
          {invoice.corregidaPor && (
            <Text size="xs" c="dimmed">
              Corregida en {invoice.corregidaPor}
            </Text>
          )}
          {invoice.corrigeA && (
            <Text size="xs" c="dimmed">
              Sustituye a {invoice.corrigeA}
            </Text>
          )}
          {invoice.anulada && (
            <Text size="xs" c="red.9" fw={600}>
              Anulada el {formatDateEs(invoice.anulada.fecha)}
            </Text>
          )}
          {invoice.verifactu && (
            <div>
              <VerifactuBadge status={invoice.verifactu.estado} compact detail={invoice.verifactu} />
            </div>
          )}
        </span>
      ),
    },
    {
      key: 'empresa',
      header: 'Empresa',
      sortKey: 'empresa',
      card: 'title',
      cell: (invoice) => invoice.empresa.razonSocial,
    },
    { key: 'nifCif', header: 'NIF/CIF Empresa', sortKey: 'nifCif', cell: (invoice) => invoice.empresa.nifCif },
    {
      key: 'pago',
      header: 'Método de Pago',
      cell: (invoice) => PAYMENT_METHOD_LABELS[invoice.empresa.metodoDePago],
    },
    {
      key: 'facturado',
      header: 'Remesado',
      sortKey: 'facturado',
      cell: (invoice) => (
        <RemittedBadge
          facturado={invoice.facturado}
          devolucion={invoice.devolucion}
          pagadaPorTransferencia={invoice.pagadaPorTransferencia}
          pagadaCon={invoice.pagadaCon}
        />
      ),
    },
    {
      key: 'importe',
      header: 'Importe',
      sortKey: 'importe',
      firstDir: 'desc',
      amount: true,
      card: 'amount',
      cell: (invoice) => formatEuroAmount(invoice.importeTotalImpuestos),
      // The base and the tax of the whole filter under its total: two more columns would not fit beside the actions.
      total: totals && (
        <>
          {formatEuroAmount(totals.importeTotalImpuestos)}
          <Text component="span" display="block" size="xs" fw={400} c="dimmed">
            Base {formatEuroAmount(totals.importeTotal)}
          </Text>
          <Text component="span" display="block" size="xs" fw={400} c="dimmed">
            Impuestos {formatEuroAmount(totals.impuestos)}
          </Text>
        </>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <InvoiceFiltersForm
        variant={scope}
        value={filters}
        onSearch={(next) => {
          setFilters(next);
          setDraft(next);
          setPage(0);
          setSelected(new Set());
        }}
        onDraftChange={setDraft}
      />
      {canManage && (
        <SepaPanel
          accounts={accounts}
          settings={sepaSettings}
          onSettingsChange={(next) => {
            setAccount(next.account);
            setIncludeRemitted(next.includeRemitted);
          }}
          filters={filters}
          filtersPending={!sameFilters(draft, filters)}
          onGenerated={refresh}
        />
      )}
      <Group justify="flex-end">
        <ExportButtons fileName="facturas" url={(format) => staffInvoicesExportUrl(scope, format, filters, sort)} />
      </Group>
      <DataTable
        label="Facturas"
        columns={columns}
        rows={data?.content}
        rowKey={(invoice) => invoice.id}
        actions={(invoice) => (
          <Group gap={2} wrap="nowrap">
            <InvoicePdfButton
              invoiceId={invoice.id}
              url={staffInvoicePdfUrl(scope, invoice.id)}
              facturaId={invoice.facturaId}
              empresa={invoice.empresa.razonSocial}
            />
            {canManage && remittable(invoice) && (
              <>
                <RowAction
                  label={`Marcar como remesada la factura ${invoice.facturaId}`}
                  onClick={() => setAction({ kind: 'remit', invoice })}
                >
                  <IconCircleCheck size={18} aria-hidden="true" />
                </RowAction>
                <RowAction
                  label={`Cambiar fecha de facturación de la factura ${invoice.facturaId}`}
                  onClick={() => setAction({ kind: 'date', invoice })}
                >
                  <IconCalendarEvent size={18} aria-hidden="true" />
                </RowAction>
              </>
            )}
            {canManage && awaitingPayment(invoice) && (
              <RowAction
                label={`Marcar como cobrada la factura ${invoice.facturaId}`}
                onClick={() => setCollecting(invoice)}
              >
                <IconCash size={18} aria-hidden="true" />
              </RowAction>
            )}
            {canManage && invoice.empresa.metodoDePago === 'SEPA' && collectable(invoice) && (
              <RowAction
                label={`SEPA individual de la factura ${invoice.facturaId}`}
                onClick={() => setAction({ kind: 'sepa', invoice })}
              >
                <IconSend size={18} aria-hidden="true" />
              </RowAction>
            )}
            {canManage && invoice.tipo === 'ORDINARIA' && !invoice.rectificadaPor && !invoice.anulada && (
              <RowAction
                label={`Rectificar la factura ${invoice.facturaId}`}
                onClick={() => setAction({ kind: 'rectify', invoice })}
              >
                <IconFileMinus size={18} aria-hidden="true" />
              </RowAction>
            )}
            {canManage && invoice.corregible && (
              <RowAction
                label={`Emitir la factura corregida de ${invoice.facturaId}`}
                onClick={() => setAction({ kind: 'correct', invoice })}
              >
                <IconFilePlus size={18} aria-hidden="true" />
              </RowAction>
            )}
            {canManage && cancellable(invoice) && (
              <RowAction
                label={`Anular la factura ${invoice.facturaId}`}
                onClick={() => setAction({ kind: 'cancel', invoice })}
              >
                <IconFileX size={18} aria-hidden="true" />
              </RowAction>
            )}
          </Group>
        )}
        sort={sort}
        onSort={setSort}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPage={setPage}
        totalsLabel={totals && countText(totals.facturas)}
        isLoading={isLoading}
        error={error ? new Error(`${MESSAGES.invoices.loadError} ${error.message}`) : null}
        emptyText={emptyText}
        loadingText={MESSAGES.invoices.loading}
        minWidth={960}
        {...(canManage
          ? {
              selection: {
                selected,
                onChange: setSelected,
                rowLabel: (invoice: Invoice) => `la factura ${invoice.facturaId} de ${invoice.empresa.razonSocial}`,
                actions: (
                  <>
                    {tooMany && (
                      <Text size="sm" c="orange.8">
                        Seleccione como máximo {MAX_INVOICE_SELECTION} facturas.
                      </Text>
                    )}
                    <Button
                      size="xs"
                      leftSection={<IconCircleCheck size={16} aria-hidden="true" />}
                      disabled={tooMany}
                      onClick={() => setConfirmRemit(true)}
                    >
                      Marcar como remesadas
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconSend size={16} aria-hidden="true" />}
                      loading={selectionSepa.busy && !selectionSepa.confirming}
                      disabled={tooMany}
                      onClick={sepaOfSelection}
                    >
                      SEPA de la selección
                    </Button>
                    <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())}>
                      Quitar selección
                    </Button>
                  </>
                ),
              },
            }
          : {})}
      />
      {canManage && (
        <>
          <MarkRemittedDialog action={action} onClose={() => setAction(null)} onDone={finish} />
          <BillingDateDialog action={action} onClose={() => setAction(null)} onDone={finish} />
          <IndividualSepaDialog action={action} onClose={() => setAction(null)} onDone={finish} accounts={accounts} />
          <RectifyDialog
            action={action?.kind === 'rectify' ? { kind: 'rectify', invoice: action.invoice } : null}
            onClose={() => setAction(null)}
            onDone={finish}
          />
          <CorrectedInvoiceDialog
            invoice={action?.kind === 'correct' ? action.invoice : null}
            onClose={() => setAction(null)}
            onDone={finish}
          />
          <CancelInvoiceDialog
            action={action?.kind === 'cancel' ? { kind: 'cancel', invoice: action.invoice } : null}
            onClose={() => setAction(null)}
            onDone={finish}
          />
          <ConfirmDialog
            opened={confirmRemit}
            title="Marcar como remesadas"
            busy={remitting}
            onCancel={() => setConfirmRemit(false)}
            onConfirm={remitSelected}
          >
            <Text>
              ¿Confirma que{' '}
              {selectedIds.length === 1
                ? 'la factura seleccionada ya se ha'
                : `las ${selectedIds.length} facturas seleccionadas ya se han`}{' '}
              remesado al banco?
            </Text>
          </ConfirmDialog>
          <RecordPaymentDialog
            title="Marcar como cobrada"
            outcome="La factura constará como cobrada y la comisión de su gestoría se generará con la fecha del cobro."
            target={
              collecting && {
                importe: collecting.importeTotalImpuestos,
                emitidaEl: collecting.fecha,
                description: `la factura ${collecting.facturaId} de ${collecting.empresa.razonSocial} (${formatEuroAmount(collecting.importeTotalImpuestos)}, ${collecting.metodoDePago === 'TARJETA' ? 'tarjeta' : 'transferencia'})`,
              }
            }
            busy={recordingPayment}
            onCancel={() => setCollecting(null)}
            onConfirm={(payment) => collecting && recordPayment(collecting, payment)}
          />
          {selectionSepa.dialogs}
        </>
      )}
      <ResultDialog content={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}
