import {
  canApproveRenewal,
  MESSAGES,
  PROTOCOL_LABELS,
  type ProductLine,
  RENEWAL_TOOLS,
  type Renewal,
  type RenewalTool,
  todayInMadrid,
} from '@cumplia/domain';
import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PriceInput } from '../../../components/price-input';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import { ApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import {
  decideRenewal,
  type RenewalScope,
  STAFF_RENEWALS_KEY,
  saveRenewalProducts,
  toggleRenewalTool,
  useRenewalProducts,
} from '../api/staff-renewals-api';

const TOOL_LABELS: Record<RenewalTool, string> = {
  lopdgdd: 'LOPDGDD',
  acosoLaboral: 'Acoso Laboral',
  desconexionDigital: 'Desconexión Digital',
};

const m = MESSAGES.renewals;

type ManageRenewalDialogProps = { scope: RenewalScope; renewal: Renewal | null; onClose(): void };

/**
 * 'Gestionar Renovación': the next period's services (each switch is saved at once and reverted if the server
 * refuses it) and product prices; Confirmar saves the prices and approves, Deshabilitar (after a confirmation) ends
 * the tools with the period and tells the company.
 */
export function ManageRenewalDialog({ scope, renewal: initial, onClose }: ManageRenewalDialogProps) {
  const queryClient = useQueryClient();
  const [renewal, setRenewal] = useState(initial);
  const [prices, setPrices] = useState<Record<string, number | string>>({});
  const [busy, setBusy] = useState<'confirm' | 'disable' | RenewalTool | null>(null);
  const [dialog, setDialog] = useState<DialogContent | null>(null);
  const [confirmingDisable, setConfirmingDisable] = useState(false);
  const products = useRenewalProducts(scope, initial?.id ?? null);
  useEffect(() => {
    setRenewal(initial);
    setPrices({});
  }, [initial]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: STAFF_RENEWALS_KEY });
  const lines: ProductLine[] = products.data ?? [];
  const priceOf = (line: ProductLine) => prices[line.nombrePlantilla] ?? line.precioDescuento;

  async function toggle(tool: RenewalTool) {
    if (!renewal) return;
    setBusy(tool);
    try {
      setRenewal(await toggleRenewalTool(scope, renewal.empresa.id, tool));
      await refresh();
    } catch (error) {
      setDialog({
        tone: 'error',
        title: 'Error',
        message: error instanceof ApiError && error.status === 422 ? error.message : m.toolError(TOOL_LABELS[tool]),
      });
    } finally {
      setBusy(null);
    }
  }

  async function decide(decision: 'confirm' | 'disable') {
    if (!renewal) return;
    // A cleared field is no price (Number('') would make it 0 EUR).
    const edited = lines.map((line) => {
      const typed = priceOf(line);
      return { ...line, precioDescuento: typed === '' ? Number.NaN : Number(typed) };
    });
    if (
      decision === 'confirm' &&
      edited.some((line) => !Number.isFinite(line.precioDescuento) || line.precioDescuento < 0)
    ) {
      setDialog({ tone: 'error', title: m.pricesDialogTitle, message: m.invalidPrice });
      return;
    }
    // Outside its window the approval would be refused: say so before saving any price.
    if (decision === 'confirm' && !canApproveRenewal(renewal.fechaRenovacion, todayInMadrid())) {
      setDialog({ tone: 'error', title: m.approvalNotAllowedTitle, message: m.approvalNotAllowed });
      return;
    }
    setBusy(decision);
    try {
      if (decision === 'confirm' && edited.length > 0) {
        try {
          await saveRenewalProducts(scope, renewal.id, edited);
        } catch {
          setDialog({ tone: 'error', title: m.pricesDialogTitle, message: m.pricesError });
          return;
        }
      }
      await decideRenewal(scope, renewal.empresa.id, decision);
      await refresh();
      onClose();
      const company = renewal.empresa.nombreComercial;
      notifySuccess(
        decision === 'confirm'
          ? `Renovación de ${company} aprobada${edited.length > 0 ? ' con los precios indicados' : ''}.`
          : `Renovación de ${company} deshabilitada. La empresa recibirá un correo que se lo explica.`,
      );
    } catch (error) {
      const refused = error instanceof ApiError && error.code === 'RENEWAL_APPROVAL_NOT_ALLOWED';
      setDialog({
        tone: 'error',
        title: refused ? m.approvalNotAllowedTitle : 'Error',
        message: refused ? m.approvalNotAllowed : decision === 'confirm' ? m.confirmError : m.disableError,
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <Modal opened={initial !== null} onClose={onClose} title="Gestionar Renovación" centered size="lg">
        {renewal && (
          <Stack gap="md">
            <Text>
              <strong>{renewal.empresa.razonSocial || renewal.empresa.nombreComercial}</strong> · CIF/NIF{' '}
              {renewal.empresa.nifCif}
            </Text>
            <Tabs defaultValue="services">
              <Tabs.List>
                <Tabs.Tab value="services">Servicios</Tabs.Tab>
                <Tabs.Tab value="prices">Precios de Productos</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="services" pt="md">
                <Stack gap="sm">
                  {RENEWAL_TOOLS.map((tool) => (
                    <Checkbox
                      key={tool}
                      label={TOOL_LABELS[tool]}
                      checked={renewal[tool]}
                      disabled={busy !== null}
                      onChange={() => toggle(tool)}
                    />
                  ))}
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="prices" pt="md">
                {products.isLoading ? (
                  <Group gap="xs">
                    <Loader size="sm" />
                    <Text size="sm">{m.loadingProducts}</Text>
                  </Group>
                ) : products.error ? (
                  <Alert color="red">{m.productsLoadError}</Alert>
                ) : lines.length === 0 ? (
                  <Alert color="yellow">
                    {m.noProducts} {m.noProductsHint}
                  </Alert>
                ) : (
                  <Stack gap="sm">
                    {lines.map((line) => (
                      <PriceInput
                        key={line.nombrePlantilla}
                        label={PROTOCOL_LABELS[line.nombrePlantilla]}
                        value={priceOf(line)}
                        onChange={(value) => setPrices((current) => ({ ...current, [line.nombrePlantilla]: value }))}
                      />
                    ))}
                  </Stack>
                )}
              </Tabs.Panel>
            </Tabs>
          </Stack>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {MESSAGES.common.cancel}
          </Button>
          <Button color="red" variant="light" onClick={() => setConfirmingDisable(true)} loading={busy === 'disable'}>
            Deshabilitar
          </Button>
          <Button onClick={() => decide('confirm')} loading={busy === 'confirm'}>
            Confirmar
          </Button>
        </Group>
      </Modal>
      <ConfirmDialog
        opened={confirmingDisable}
        title="Deshabilitar Renovación"
        busy={busy === 'disable'}
        onCancel={() => setConfirmingDisable(false)}
        onConfirm={async () => {
          setConfirmingDisable(false);
          await decide('disable');
        }}
        confirmLabel="Sí, deshabilitar"
        cancelLabel="Volver"
        danger
      >
        <Text>
          Los servicios se desactivarán al terminar el periodo y la empresa recibirá un correo que se lo explica.
          ¿Deshabilitar la renovación?
        </Text>
      </ConfirmDialog>
      <ResultDialog content={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
