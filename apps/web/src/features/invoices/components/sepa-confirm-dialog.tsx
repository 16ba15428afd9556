import { formatEuros, formatIban, type SepaSummary } from '@cumplia/domain';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error';
import { renewMandate } from '../api/staff-invoices-api';

/** What the file covers, in words (the applied filters, or 'N facturas seleccionadas'). */
export type SepaScope = { text: string; selection: boolean };

type SepaConfirmDialogProps = {
  summary: SepaSummary | null;
  scope: SepaScope;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
};

/** "N adeudos, total X EUR, cuenta Y": what a bulk file will collect, confirmed before it is written. */
export function SepaConfirmDialog({ summary, scope, busy, onConfirm, onClose }: SepaConfirmDialogProps) {
  const debits = summary?.adeudos ?? 0;
  const of = scope.selection ? 'de la selección' : 'del filtro';
  const notCollectable = summary?.noCobrables ?? 0;
  return (
    <Modal opened={summary !== null} onClose={onClose} title="Confirmar remesa SEPA" centered size="lg">
      {summary && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {scope.text}
          </Text>
          <Text fw={600} size="lg" data-testid="sepa-resumen">
            {debits} {debits === 1 ? 'adeudo' : 'adeudos'}, total {formatEuros(summary.totalCents)}, cuenta{' '}
            {formatIban(summary.cuentaIBAN)}
          </Text>
          {summary.yaRemesadas > 0 && (
            <Alert color="blue">
              {summary.yaRemesadas === 1
                ? `1 factura ${of} ya está remesada y no se vuelve a cobrar.`
                : `${summary.yaRemesadas} facturas ${of} ya están remesadas y no se vuelven a cobrar.`}
            </Alert>
          )}
          {notCollectable > 0 && (
            <Alert color="blue">
              {notCollectable === 1
                ? '1 factura de la selección no se cobra por SEPA: su empresa no paga por adeudo bancario, o es rectificativa o está rectificada.'
                : `${notCollectable} facturas de la selección no se cobran por SEPA: sus empresas no pagan por adeudo bancario, o son rectificativas o están rectificadas.`}
            </Alert>
          )}
          {summary.excluidas.length > 0 && (
            <Alert color="orange" title="Empresas que no se incluyen">
              <List size="sm">
                {summary.excluidas.map((company) => (
                  <List.Item key={company.nifCif}>
                    {company.razonSocial} ({company.nifCif}): {company.motivo}.
                    {company.codigo === 'MANDATE_EXPIRED' && <RenewMandate company={company} />}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={onConfirm} loading={busy} disabled={debits === 0}>
          Generar fichero
        </Button>
      </Group>
    </Modal>
  );
}

/** 'Pedir nueva orden': the company gets by SMS the link to sign a new mandate; the answer shows in place. */
function RenewMandate({ company }: { company: { razonSocial: string; nifCif: string } }) {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  async function ask() {
    setBusy(true);
    try {
      setAnswer({ ok: true, text: (await renewMandate(company.nifCif)).message });
    } catch (cause) {
      setAnswer({ ok: false, text: apiErrorMessage(cause, 'No se pudo pedir la nueva orden.') });
    } finally {
      setBusy(false);
    }
  }
  if (answer) {
    return (
      <Text size="sm" c={answer.ok ? 'teal.8' : 'red.8'} role="status">
        {answer.text}
      </Text>
    );
  }
  return (
    <Button
      size="compact-xs"
      variant="light"
      ml="xs"
      loading={busy}
      onClick={ask}
      aria-label={`Pedir a ${company.razonSocial} que firme una nueva orden de domiciliación`}
    >
      Pedir nueva orden
    </Button>
  );
}
