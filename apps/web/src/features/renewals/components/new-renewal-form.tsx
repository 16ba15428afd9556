import {
  addDays,
  addYears,
  formatDateEs,
  MESSAGES,
  type NewRenewal,
  newRenewalSchema,
  PROTOCOL_CODES,
  PROTOCOL_LABELS,
  type ProtocolCode,
  RENEWAL_DEFAULT_PRICES_CENTS,
  RENEWAL_WINDOW_DAYS,
  type Renewal,
  todayInMadrid,
  toolFlagsOf,
} from '@cumplia/domain';
import { Button, Checkbox, Group, Loader, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DateField } from '../../../components/date-field';
import { PriceInput } from '../../../components/price-input';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import { notifySuccess } from '../../../lib/notify';
import { COMPANY_RENEWAL_KEY, createRenewal, useCurrentRenewal } from '../api/staff-renewals-api';

const m = MESSAGES.renewals;

function defaults() {
  const fechaInicio = todayInMadrid();
  const fechaFin = addYears(fechaInicio, 1);
  return { fechaInicio, fechaFin, fechaRenovacion: addDays(fechaFin, -RENEWAL_WINDOW_DAYS) };
}

/** The tools and prices a new renewal starts from: the current renewal's, else data protection at its default. */
function startingPoint(current: Renewal | null) {
  const tools = current
    ? { LOPD: current.lopdgdd, ACOSO: current.acosoLaboral, DIGITAL: current.desconexionDigital }
    : { LOPD: true, ACOSO: false, DIGITAL: false };
  const prices = Object.fromEntries(
    PROTOCOL_CODES.map((code) => [
      code,
      current?.productos.find((product) => product.nombrePlantilla === code)?.precioDescuento ??
        RENEWAL_DEFAULT_PRICES_CENTS[code] / 100,
    ]),
  ) as Record<ProtocolCode, number | string>;
  return { tools, prices };
}

/**
 * A renewal with its own dates, tools and prices (defaults: today, one year, and the current renewal's tools and
 * prices, or data protection at 90). A blank price is refused, never sent as 0; replacing the running renewal asks
 * first.
 */
export function NewRenewalForm({ companyId, onDone }: { companyId: number; onDone(): void }) {
  const { data: current, isLoading } = useCurrentRenewal(companyId);
  if (isLoading || current === undefined) return <Loader size="sm" aria-label="Cargando la renovación actual" />;
  return <NewRenewalFields companyId={companyId} current={current} onDone={onDone} />;
}

function NewRenewalFields({
  companyId,
  current,
  onDone,
}: {
  companyId: number;
  current: Renewal | null;
  onDone(): void;
}) {
  const queryClient = useQueryClient();
  const [dates, setDates] = useState(defaults);
  const [tools, setTools] = useState<Record<ProtocolCode, boolean>>(() => startingPoint(current).tools);
  const [prices, setPrices] = useState<Record<ProtocolCode, number | string>>(() => startingPoint(current).prices);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<NewRenewal | null>(null);
  const [dialog, setDialog] = useState<DialogContent | null>(null);
  const chosen = PROTOCOL_CODES.filter((code) => tools[code]);

  function check() {
    const body = {
      ...dates,
      tools: toolFlagsOf(chosen),
      // A price left blank is no price: the schema refuses it rather than read it as 0 EUR.
      productos: chosen.map((code) => ({
        nombrePlantilla: code,
        precioDescuento: prices[code] === '' ? Number.NaN : Number(prices[code]),
      })),
      enviarEmail: true,
    };
    const parsed = newRenewalSchema.safeParse(body);
    if (!parsed.success) {
      const messages = [...new Set(parsed.error.issues.map((issue) => issue.message))];
      setDialog({ tone: 'error', title: 'Por favor, corrija los siguientes errores:', errors: messages });
      return;
    }
    if (current && !current.procesada) setConfirming(parsed.data);
    else void create(parsed.data);
  }

  async function create(renewal: NewRenewal) {
    setBusy(true);
    try {
      await createRenewal(companyId, renewal);
      await queryClient.invalidateQueries({ queryKey: COMPANY_RENEWAL_KEY });
      onDone();
      notifySuccess(
        `Renovación creada del ${formatDateEs(renewal.fechaInicio)} al ${formatDateEs(renewal.fechaFin)}. La empresa recibirá por correo el nuevo periodo y sus precios.`,
      );
    } catch (error) {
      setDialog({ tone: 'error', title: m.createError, message: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Nueva renovación">
      <Title order={3} size="h5" mb="sm">
        Nueva renovación
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
        {(['fechaInicio', 'fechaFin', 'fechaRenovacion'] as const).map((field) => (
          <DateField
            key={field}
            label={
              { fechaInicio: 'Fecha de inicio', fechaFin: 'Fecha de fin', fechaRenovacion: 'Fecha de renovación' }[
                field
              ]
            }
            value={dates[field]}
            onChange={(value) => setDates((current) => ({ ...current, [field]: value }))}
          />
        ))}
      </SimpleGrid>
      <Tabs defaultValue="tools">
        <Tabs.List>
          <Tabs.Tab value="tools">Herramientas</Tabs.Tab>
          <Tabs.Tab value="prices">Precios de Productos</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tools" pt="md">
          <Stack gap="sm">
            {PROTOCOL_CODES.map((code) => (
              <Checkbox
                key={code}
                label={PROTOCOL_LABELS[code]}
                checked={tools[code]}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setTools((current) => ({ ...current, [code]: checked }));
                }}
              />
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="prices" pt="md">
          <Stack gap="sm">
            {chosen.length === 0 && <Paper c="dimmed">{m.productsNeedTool}</Paper>}
            {chosen.map((code) => (
              <PriceInput
                key={code}
                label={PROTOCOL_LABELS[code]}
                value={prices[code]}
                onChange={(value) => setPrices((current) => ({ ...current, [code]: value }))}
              />
            ))}
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onDone}>
          {MESSAGES.common.cancel}
        </Button>
        <Button onClick={check} loading={busy}>
          Crear renovación
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming !== null}
        title="Sustituir la renovación actual"
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && create(confirming)}
        confirmLabel="Sí, sustituir"
        cancelLabel="Volver"
      >
        <Text size="sm">
          {current &&
            `La renovación actual (del ${formatDateEs(current.fechaInicio)} al ${formatDateEs(current.fechaFin)}) se cerrará y quedará en el historial; la empresa recibirá por correo el nuevo periodo y sus precios.`}
        </Text>
      </ConfirmDialog>
      <ResultDialog content={dialog} onClose={() => setDialog(null)} />
    </Paper>
  );
}
