import {
  formatDateEs,
  formatEuroAmount,
  type MarkPaidByTransferRequest,
  type SepaReturn,
  todayInMadrid,
  transferPaymentProblem,
} from '@cumplia/domain';
import { Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DateField } from '../../../components/date-field';
import { EuroAmountInput } from '../../../components/euro-amount-input';
import { CreditorAccountSelect } from './creditor-account-select';

const describe = (row: SepaReturn) =>
  `la factura ${row.facturaId} de ${row.empresa.razonSocial} (${formatEuroAmount(row.importe)})`;

/**
 * 'Presentar de nuevo', confirmed: the account the new debit collects into, and what happens (a file with one
 * recurrent debit, and a notice to the company with the day and the amount).
 */
export function RepresentDialog({
  row,
  accounts,
  busy,
  onCancel,
  onConfirm,
}: {
  row: SepaReturn | null;
  accounts: string[];
  busy: boolean;
  onCancel(): void;
  onConfirm(account: string): void;
}) {
  const [account, setAccount] = useState<string | null>(accounts[0] ?? null);
  useEffect(() => setAccount(accounts[0] ?? null), [accounts]);
  return (
    <ConfirmDialog
      opened={row !== null}
      title="Presentar de nuevo"
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => account && onConfirm(account)}
    >
      {row && (
        <Stack gap="sm">
          <Text size="sm">
            Se generará un fichero SEPA que cobra de nuevo {describe(row)} con un adeudo recurrente, y se avisará a la
            empresa por correo del importe, la cuenta y el día del cargo. Solo se puede presentar de nuevo una vez.
          </Text>
          {row.cargoSiSePresenta && (
            <Text size="sm">
              El cargo será el <strong>{formatDateEs(row.cargoSiSePresenta)}</strong>: el aviso sale hoy con el plazo de
              preaviso de su orden de domiciliación, y el banco recibe el fichero un día hábil antes.
            </Text>
          )}
          <CreditorAccountSelect accounts={accounts} value={account} onChange={setAccount} />
        </Stack>
      )}
    </ConfirmDialog>
  );
}

/** What a payment is recorded against: its amount and how the dialog names it. */
/** What a payment is recorded for: the amount owed, its description and, when known, the invoice's date. */
export type PaymentTarget = { importe: number; description: string; emitidaEl?: string };

export const returnPaymentTarget = (row: SepaReturn | null): PaymentTarget | null =>
  row && { importe: row.importe, description: describe(row) };

/**
 * A payment confirmed with what the bank statement shows: the day the money arrived and the amount, the whole
 * invoice (checked here and by the server). 'Pagada por transferencia' of a returned debit, 'Marcar como
 * cobrada' of a transfer or card invoice.
 */
export function RecordPaymentDialog({
  title,
  outcome,
  target,
  busy,
  onCancel,
  onConfirm,
}: {
  title: string;
  /** What recording it changes, after "Registre el cobro de …". */
  outcome: string;
  target: PaymentTarget | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(payment: MarkPaidByTransferRequest): void;
}) {
  const today = todayInMadrid();
  const [fecha, setFecha] = useState(today);
  const [importe, setImporte] = useState<number | string>(target?.importe ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  // A fresh form each time the dialog opens on an invoice (the target is rebuilt on every render).
  const opening = target?.description ?? null;
  useEffect(() => {
    if (opening === null) return;
    setFecha(todayInMadrid());
    setImporte(target?.importe ?? '');
    setProblem(null);
  }, [opening, target?.importe]);

  const confirm = () => {
    if (!target) return;
    const payment = { fecha, importe: Number(importe) };
    const found =
      !fecha || !(payment.importe > 0)
        ? 'Indique la fecha y el importe recibidos.'
        : transferPaymentProblem(payment, { amount: target.importe, today, issuedOn: target.emitidaEl });
    setProblem(found);
    if (!found) onConfirm(payment);
  };

  return (
    <ConfirmDialog opened={target !== null} title={title} busy={busy} onCancel={onCancel} onConfirm={confirm}>
      {target && (
        <Stack gap="sm">
          <Text size="sm">
            Registre el cobro de {target.description} tal como aparece en el extracto del banco. {outcome}
          </Text>
          <DateField label="Fecha del cobro" value={fecha} onChange={setFecha} maxDate={today} required />
          <EuroAmountInput label="Importe recibido (€)" value={importe} onChange={setImporte} />
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
