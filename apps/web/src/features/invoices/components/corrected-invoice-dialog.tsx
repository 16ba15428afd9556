import {
  eurosToCents,
  formatEuroAmount,
  formatEuros,
  type Invoice,
  issueCorrectedInvoiceSchema,
  MESSAGES,
  type ProtocolCode,
} from '@cumplia/domain';
import { Alert, Button, Group, Modal, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ProblemAlert } from '../../../components/problem-alert';
import { apiErrorMessage } from '../../../lib/api-error';
import { issueCorrectedInvoice } from '../api/staff-invoices-api';

type CorrectedInvoiceDialogProps = {
  invoice: Invoice | null;
  onClose(): void;
  onDone(outcome: { ok: true; text: string }): void;
};

/**
 * 'Emitir factura corregida': once a rectification by differences took back all of an invoice, one ordinary
 * invoice bills its period again at the right amounts (higher or lower), to the company's current data.
 */
export function CorrectedInvoiceDialog({ invoice, onClose, onDone }: CorrectedInvoiceDialogProps) {
  return (
    <Modal opened={invoice !== null} onClose={onClose} title="Emitir factura corregida" size="lg" centered>
      {invoice && <CorrectedInvoiceForm key={invoice.id} invoice={invoice} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function CorrectedInvoiceForm({
  invoice,
  onClose,
  onDone,
}: { invoice: Invoice } & Omit<CorrectedInvoiceDialogProps, 'invoice'>) {
  const lines = invoice.facturaDetalles;
  const [typed, setTyped] = useState<Partial<Record<ProtocolCode, number | string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const amountOf = (protocol: ProtocolCode, billed: number) => {
    const value = typed[protocol];
    if (value === undefined) return billed;
    return value === '' ? 0 : Number(value);
  };
  const request = {
    lineas: lines.map((line) => ({
      protocolo: line.nombrePlantilla,
      importe: amountOf(line.nombrePlantilla, line.precioUnitario),
    })),
  };
  const parsed = issueCorrectedInvoiceSchema.safeParse(request);
  const baseCents = request.lineas.reduce((sum, line) => sum + eurosToCents(line.importe), 0);

  async function issue() {
    setSubmitted(true);
    setProblem(null);
    if (!parsed.success) return;
    setBusy(true);
    try {
      onDone({ ok: true, text: (await issueCorrectedInvoice(invoice.id, parsed.data)).message });
    } catch (failure) {
      setProblem(apiErrorMessage(failure, MESSAGES.common.unexpected));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      <Text size="sm">
        La factura <strong>{invoice.facturaId}</strong> de {invoice.empresa.razonSocial} quedó anulada por la
        rectificativa <strong>{invoice.rectificadaPor}</strong>. La factura corregida vuelve a facturar su periodo con
        los importes correctos y los datos actuales de la empresa, y se envía a la empresa por correo.
      </Text>
      <Table withTableBorder aria-label="Importes de la factura corregida">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Concepto</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>Facturado antes</Table.Th>
            <Table.Th w={170}>Importe correcto</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.nombrePlantilla}>
              <Table.Td>{line.nombreProducto}</Table.Td>
              <Table.Td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                {formatEuroAmount(line.precioUnitario)}
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`Importe correcto de ${line.nombreProducto}`}
                  value={amountOf(line.nombrePlantilla, line.precioUnitario)}
                  min={0}
                  decimalScale={2}
                  decimalSeparator=","
                  suffix=" €"
                  onChange={(value) => setTyped((current) => ({ ...current, [line.nombrePlantilla]: value }))}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm">
        Base imponible de la factura corregida: <strong>{formatEuros(baseCents)}</strong> (más los impuestos que
        correspondan a la empresa). Una línea a 0 € no se vuelve a facturar.
      </Text>
      {submitted && !parsed.success && (
        <Alert color="red" variant="light">
          {parsed.error.issues[0]?.message}
        </Alert>
      )}
      <ProblemAlert problem={problem} />
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {MESSAGES.common.cancel}
        </Button>
        <Button onClick={issue} loading={busy}>
          Emitir factura corregida
        </Button>
      </Group>
    </Stack>
  );
}
