import {
  addDays,
  billingDateMessage,
  formatDateEs,
  formatEuroAmount,
  formatIban,
  type Invoice,
  MAX_BILLING_DELAY_DAYS,
  MESSAGES,
  todayInMadrid,
} from '@cumplia/domain';
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DateField } from '../../../components/date-field';
import { ApiError } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { changeBillingDate, generateInvoiceSepa, markInvoiceRemitted } from '../api/staff-invoices-api';
import { CreditorAccountSelect } from './creditor-account-select';
import { SepaErrorDialog, type SepaFailure } from './sepa-error-dialog';

export type InvoiceAction = { kind: 'remit' | 'date' | 'sepa' | 'rectify' | 'correct' | 'cancel'; invoice: Invoice };
export type ActionOutcome = { ok: true; text: string } | { ok: false; title: string; text: string };

/** The spec's status texts for the remittance and billing-date actions (part 2, error catalogue). */
const STATUS_TEXT: Record<number, string> = {
  400: 'Datos inválidos o solicitud incorrecta',
  401: 'No autorizado para realizar esta acción',
  403: 'Permisos insuficientes',
  404: 'Factura no encontrada',
  500: 'Error interno del servidor',
};

function detailOf(error: unknown, overrides: Record<number, string> = {}) {
  if (!(error instanceof ApiError)) return MESSAGES.common.unexpected;
  if (error.isNetworkError) return MESSAGES.common.connectionError;
  return overrides[error.status] ?? STATUS_TEXT[error.status] ?? error.message;
}

type DialogProps = { action: InvoiceAction | null; onClose(): void; onDone(outcome: ActionOutcome): void };

function InvoiceSummary({ invoice }: { invoice: Invoice }) {
  const rows: [string, string][] = [
    ['Factura', invoice.facturaId],
    ['Empresa', invoice.empresa.razonSocial],
    ['NIF/CIF', invoice.empresa.nifCif],
    ['IBAN del cliente', invoice.empresa.numCuenta ? formatIban(invoice.empresa.numCuenta) : '—'],
    ['Importe', formatEuroAmount(invoice.importeTotalImpuestos)],
    ['Fecha', formatDateEs(invoice.fecha)],
    ['Fecha de facturación', formatDateEs(invoice.fechaCuandoFacturar)],
    ['Estado', invoice.facturado ? 'Remesada' : 'Pendiente de remesar'],
  ];
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={170}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Confirmation before marking an invoice remitted. */
export function MarkRemittedDialog({ action, onClose, onDone }: DialogProps) {
  const [busy, setBusy] = useState(false);
  const invoice = action?.kind === 'remit' ? action.invoice : null;
  async function confirm() {
    if (!invoice) return;
    setBusy(true);
    try {
      onDone({ ok: true, text: (await markInvoiceRemitted(invoice.id)).message });
    } catch (error) {
      onDone({
        ok: false,
        title: MESSAGES.invoices.markErrorTitle,
        text: `${MESSAGES.invoices.markError} Detalle: ${detailOf(error, { 409: 'Conflicto: La factura ya está marcada como remesada' })}. Empresa: ${invoice.empresa.razonSocial}`,
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <ConfirmDialog
      opened={invoice !== null}
      title="Marcar como remesada"
      busy={busy}
      onCancel={onClose}
      onConfirm={confirm}
    >
      <Text>
        ¿Confirma que la factura <strong>{invoice?.facturaId}</strong> de {invoice?.empresa.razonSocial} ya se ha
        remesado al banco?
      </Text>
    </ConfirmDialog>
  );
}

/** 'Cambiar fecha de facturación' with Cancelar and Guardar. */
export function BillingDateDialog({ action, onClose, onDone }: DialogProps) {
  const invoice = action?.kind === 'date' ? action.invoice : null;
  // A date typed belongs to the invoice it was typed for: another invoice (or the same one reopened after
  // Cancelar) starts from its own billing date.
  const [typed, setTyped] = useState<{ invoiceId: number; date: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const date = typed && invoice && typed.invoiceId === invoice.id ? typed.date : '';
  const value = date || invoice?.fechaCuandoFacturar || '';
  const close = () => {
    setTyped(null);
    onClose();
  };
  const problem = invoice && value ? billingDateMessage(invoice.fecha, value, todayInMadrid()) : null;
  async function save() {
    if (!invoice || problem) return;
    setBusy(true);
    try {
      onDone({ ok: true, text: (await changeBillingDate(invoice.id, value)).message });
      setTyped(null);
    } catch (error) {
      onDone({
        ok: false,
        title: MESSAGES.invoices.dateErrorTitle,
        text: `${detailOf(error, {
          400:
            error instanceof ApiError && error.code.startsWith('INVOICE_BILLING_DATE')
              ? error.message
              : MESSAGES.invoices.invalidDate,
          409: 'Conflicto: No se puede cambiar la fecha de una factura ya remesada',
        })}. Factura ${invoice.facturaId} · ${invoice.empresa.razonSocial}`,
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal opened={invoice !== null} onClose={close} title="Cambiar fecha de facturación" centered>
      <Stack gap="sm">
        <Text size="sm">
          Factura {invoice?.facturaId} · {invoice?.empresa.razonSocial}
        </Text>
        <DateField
          label="Nueva fecha de facturación"
          value={value}
          onChange={(date) => invoice && setTyped({ invoiceId: invoice.id, date })}
          minDate={invoice && invoice.fecha > todayInMadrid() ? invoice.fecha : todayInMadrid()}
          maxDate={invoice ? addDays(invoice.fecha, MAX_BILLING_DELAY_DAYS) : undefined}
          error={problem}
          required
        />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          {MESSAGES.common.cancel}
        </Button>
        <Button onClick={save} loading={busy} disabled={!value || problem !== null}>
          Guardar
        </Button>
      </Group>
    </Modal>
  );
}

/** The individual SEPA file of one invoice, into one of the two creditor accounts. */
export function IndividualSepaDialog({ action, onClose, onDone, accounts }: DialogProps & { accounts: string[] }) {
  const invoice = action?.kind === 'sepa' ? action.invoice : null;
  const [account, setAccount] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SepaFailure | null>(null);
  const chosen = account ?? accounts[0] ?? null;
  async function generate() {
    if (!invoice || !chosen) return;
    const transactionId = crypto.randomUUID();
    setBusy(true);
    try {
      const file = await generateInvoiceSepa(invoice.id, { cuentaIBAN: chosen, transactionId });
      saveFile(file.blob, file.fileName);
      onDone({
        ok: true,
        text: file.copia
          ? `Copia del fichero original descargada (${file.fileName}): la factura no se vuelve a cobrar.`
          : `Fichero ${file.fileName} generado.`,
      });
    } catch (error) {
      setFailure({ title: MESSAGES.sepa.individualErrorTitle, error, transactionId });
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Modal opened={invoice !== null} onClose={onClose} title="SEPA individual" centered size="lg">
        {invoice && (
          <Stack gap="sm">
            <InvoiceSummary invoice={invoice} />
            {invoice.facturado && (
              <Alert color="blue">
                Esta factura ya está remesada y no se cobra dos veces: se descargará una copia del fichero con el que se
                cobró (mismo identificador de mensaje, de adeudo y fecha).
              </Alert>
            )}
            <CreditorAccountSelect accounts={accounts} value={chosen} onChange={setAccount} />
          </Stack>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {MESSAGES.common.cancel}
          </Button>
          <Button onClick={generate} loading={busy} disabled={!chosen}>
            {invoice?.facturado ? 'Descargar copia' : 'Generar SEPA'}
          </Button>
        </Group>
      </Modal>
      <SepaErrorDialog failure={failure} onClose={() => setFailure(null)} />
    </>
  );
}
