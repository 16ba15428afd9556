import {
  cancelInvoiceSchema,
  chargeDayAhead,
  eurosToCents,
  formatDateEs,
  formatEuroAmount,
  formatEuros,
  type Invoice,
  invoiceIsPaid,
  MESSAGES,
  type ProtocolCode,
  RECTIFICATION_METHOD_LABELS,
  RECTIFICATION_TYPE_LABELS,
  RECTIFICATION_TYPES,
  type RectificationMethod,
  type RectificationType,
  rectifyInvoiceSchema,
  todayInMadrid,
} from '@cumplia/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { ProblemAlert } from '../../../components/problem-alert';
import { apiErrorMessage } from '../../../lib/api-error';
import { cancelInvoice, rectifyInvoice } from '../api/staff-invoices-api';

export type CorrectionAction = { kind: 'rectify' | 'cancel'; invoice: Invoice };
type DialogProps = {
  action: CorrectionAction | null;
  onClose(): void;
  onDone(outcome: { ok: true; text: string }): void;
};

/** The first message of a schema's failure for one field, or null. */
function fieldError(issues: { path: PropertyKey[]; message: string }[], field: string): string | null {
  return issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

const paidOf = (invoice: Invoice) =>
  invoiceIsPaid({
    facturado: invoice.facturado,
    returned: Boolean(invoice.devolucion),
    paidByTransfer: Boolean(invoice.pagadaPorTransferencia),
  });

/**
 * 'Emitir factura rectificativa': the ground (Verifactu R1-R4), the method, and the correct amount of each line.
 * An unpaid invoice is replaced by substitution, or cancelled whole by differences; a paid one may be corrected
 * by differences too (the difference is refunded). Amounts only go down: more is billed with a new invoice.
 */
export function RectifyDialog({ action, onClose, onDone }: DialogProps) {
  const invoice = action?.kind === 'rectify' ? action.invoice : null;
  return (
    <Modal opened={invoice !== null} onClose={onClose} title="Emitir factura rectificativa" size="lg" centered>
      {invoice && <RectifyForm key={invoice.id} invoice={invoice} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function RectifyForm({ invoice, onClose, onDone }: { invoice: Invoice } & Omit<DialogProps, 'action'>) {
  // Its debit is at the bank and not charged yet: the correction waits for the charge or the return.
  const chargeDay = chargeDayAhead(invoice, todayInMadrid());
  if (chargeDay) return <DebitInProgress invoice={invoice} chargeDay={chargeDay} onClose={onClose} />;
  return <RectifyFields invoice={invoice} onClose={onClose} onDone={onDone} />;
}

function DebitInProgress({ invoice, chargeDay, onClose }: { invoice: Invoice; chargeDay: string; onClose(): void }) {
  return (
    <Stack gap="sm">
      <Alert color="blue" title={`Remesada: se carga el ${formatDateEs(chargeDay)}`}>
        La factura {invoice.facturaId} está en un fichero de adeudos enviado al banco y solo el banco puede detener el
        cargo. Rectifíquela a partir del {formatDateEs(chargeDay)} (o cuando llegue su devolución): si se cobra, lo que
        la rectificativa reste quedará pendiente de devolver al cliente en Cierre mensual.
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cerrar
        </Button>
      </Group>
    </Stack>
  );
}

function RectifyFields({ invoice, onClose, onDone }: { invoice: Invoice } & Omit<DialogProps, 'action'>) {
  const paid = paidOf(invoice);
  const lines = invoice.facturaDetalles;
  const [tipo, setTipo] = useState<RectificationType | null>(null);
  const [metodo, setMetodo] = useState<RectificationMethod>('I');
  const [typed, setTyped] = useState<Partial<Record<ProtocolCode, number | string>>>({});
  const [motivo, setMotivo] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // By differences an unpaid invoice is cancelled whole; otherwise each line starts as billed.
  const wholeCancellation = metodo === 'I' && !paid;
  const correctOf = (protocol: ProtocolCode, billed: number) => {
    if (wholeCancellation) return 0;
    const value = typed[protocol];
    return value === undefined || value === '' ? (metodo === 'I' ? 0 : billed) : Number(value);
  };
  const corrected = lines.map((line) => ({
    line,
    correct: correctOf(line.nombrePlantilla, line.precioUnitario),
  }));
  const tooHigh = (line: (typeof corrected)[number]) => line.correct > line.line.precioUnitario;
  const baseCents =
    metodo === 'S'
      ? corrected.reduce((sum, { correct }) => sum + eurosToCents(correct), 0)
      : corrected.reduce(
          (sum, { line, correct }) => sum + eurosToCents(correct) - eurosToCents(line.precioUnitario),
          0,
        );
  const request = {
    motivo,
    tipo: tipo ?? undefined,
    metodo,
    lineas: corrected.map(({ line, correct }) => ({ protocolo: line.nombrePlantilla, importeCorrecto: correct })),
  };
  const parsed = rectifyInvoiceSchema.safeParse(request);
  const issues = parsed.success ? [] : parsed.error.issues;

  async function issue() {
    setSubmitted(true);
    setProblem(null);
    if (!parsed.success || corrected.some(tooHigh)) return;
    setBusy(true);
    try {
      onDone({ ok: true, text: (await rectifyInvoice(invoice.id, parsed.data)).message });
    } catch (failure) {
      setProblem(apiErrorMessage(failure, MESSAGES.common.unexpected));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text size="sm">
          Factura <strong>{invoice.facturaId}</strong> de {invoice.empresa.razonSocial},{' '}
          {formatEuroAmount(invoice.importeTotalImpuestos)}.
        </Text>
        <Badge variant="light" tt="none" color={paid ? 'green' : 'yellow'}>
          {paid ? 'Pagada' : 'Pendiente de cobro'}
        </Badge>
      </Group>
      <Select
        label="Causa de la rectificación"
        placeholder="Seleccione la causa"
        data={RECTIFICATION_TYPES.map((value) => ({ value, label: `${value} · ${RECTIFICATION_TYPE_LABELS[value]}` }))}
        value={tipo}
        onChange={(value) => setTipo(value as RectificationType | null)}
        error={submitted ? fieldError(issues, 'tipo') : null}
        required
        comboboxProps={{ withinPortal: true }}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Método
        </Text>
        <SegmentedControl
          value={metodo}
          onChange={(value) => setMetodo(value as RectificationMethod)}
          data={[
            { value: 'I', label: RECTIFICATION_METHOD_LABELS.I },
            { value: 'S', label: RECTIFICATION_METHOD_LABELS.S },
          ]}
        />
        <Text size="xs" c="dimmed">
          {metodo === 'S'
            ? 'La rectificativa recoge los importes correctos y sustituye a esta factura.'
            : wholeCancellation
              ? 'La factura está pendiente de cobro: por diferencias se anula todo su importe. Para cambiar solo un importe, rectifique por sustitución.'
              : 'La rectificativa recoge la diferencia, que se devolverá al cliente por transferencia (Cierre mensual, Devoluciones a clientes).'}
        </Text>
      </Stack>
      <Table withTableBorder aria-label="Importes correctos por línea">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Concepto</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>Facturado</Table.Th>
            <Table.Th w={170}>Importe correcto</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {corrected.map((entry) => (
            <Table.Tr key={entry.line.nombrePlantilla}>
              <Table.Td>{entry.line.nombreProducto}</Table.Td>
              <Table.Td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                {formatEuroAmount(entry.line.precioUnitario)}
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`Importe correcto de ${entry.line.nombreProducto}`}
                  value={entry.correct}
                  min={0}
                  decimalScale={2}
                  decimalSeparator=","
                  suffix=" €"
                  disabled={wholeCancellation}
                  onChange={(value) => setTyped((current) => ({ ...current, [entry.line.nombrePlantilla]: value }))}
                  error={
                    tooHigh(entry)
                      ? `Máximo ${formatEuroAmount(entry.line.precioUnitario)}, lo facturado: una rectificativa no puede cobrar más que la factura.`
                      : null
                  }
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {corrected.some(tooHigh) ? (
        <Text size="sm" c="red.8">
          Corrija los importes por encima de lo facturado para ver la base imponible de la rectificativa.
        </Text>
      ) : (
        <Text size="sm">
          Base imponible de la rectificativa: <strong>{formatEuros(baseCents)}</strong> (más los impuestos de la factura
          original).
        </Text>
      )}
      <Textarea
        label="Motivo de la rectificación"
        value={motivo}
        onChange={(event) => setMotivo(event.currentTarget.value)}
        error={submitted ? fieldError(issues, 'motivo') : null}
        required
        autosize
        minRows={2}
        maxLength={500}
      />
      <ProblemAlert problem={problem} />
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {MESSAGES.common.cancel}
        </Button>
        <Button color="red" onClick={issue} loading={busy}>
          Emitir rectificativa
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * 'Anular factura': only for an invoice issued by mistake, with no operation behind it, not collected: a
 * cancellation record goes to the AEAT and the number is not used again. Anything else is rectified.
 */
export function CancelInvoiceDialog({ action, onClose, onDone }: DialogProps) {
  const invoice = action?.kind === 'cancel' ? action.invoice : null;
  const [motivo, setMotivo] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const parsed = cancelInvoiceSchema.safeParse({ motivo });
  const close = () => {
    setMotivo('');
    setSubmitted(false);
    setProblem(null);
    onClose();
  };
  async function confirm() {
    setSubmitted(true);
    setProblem(null);
    if (!invoice || !parsed.success) return;
    setBusy(true);
    try {
      onDone({ ok: true, text: (await cancelInvoice(invoice.id, parsed.data.motivo)).message });
      setMotivo('');
      setSubmitted(false);
    } catch (failure) {
      setProblem(apiErrorMessage(failure, MESSAGES.common.unexpected));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal opened={invoice !== null} onClose={close} title="Anular factura" centered>
      <Stack gap="sm">
        <Text size="sm">
          Anular la factura <strong>{invoice?.facturaId}</strong> de {invoice?.empresa.razonSocial} (
          {invoice ? formatEuroAmount(invoice.importeTotalImpuestos) : ''}).
        </Text>
        <Alert color="yellow" variant="light">
          Solo para una factura emitida por error, sin operación real detrás. Se envía a la AEAT un registro de
          anulación, la factura no se cobra y su número no se vuelve a usar. Si el servicio se prestó o cambió su
          precio, emita una factura rectificativa.
        </Alert>
        <Textarea
          label="Motivo de la anulación"
          value={motivo}
          onChange={(event) => setMotivo(event.currentTarget.value)}
          error={submitted && !parsed.success ? parsed.error.issues[0]?.message : null}
          required
          autosize
          minRows={2}
          maxLength={500}
        />
        <ProblemAlert problem={problem} />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close} disabled={busy}>
          {MESSAGES.common.cancel}
        </Button>
        <Button color="red" onClick={confirm} loading={busy}>
          Anular factura
        </Button>
      </Group>
    </Modal>
  );
}
