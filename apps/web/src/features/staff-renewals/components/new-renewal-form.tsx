import {
  addDays,
  addYears,
  MESSAGES,
  newRenewalSchema,
  PROTOCOL_CODES,
  PROTOCOL_LABELS,
  type ProtocolCode,
  RENEWAL_DEFAULT_PRICES_CENTS,
  RENEWAL_WINDOW_DAYS,
  todayInMadrid,
  toolFlagsOf,
} from '@cumplia/domain';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Tabs, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DateField } from '../../../components/date-field';
import { PriceInput } from '../../../components/price-input';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import { COMPANY_RENEWAL_KEY, createRenewal } from '../api/staff-renewals-api';

const m = MESSAGES.renewals;

function defaults() {
  const fechaInicio = todayInMadrid();
  const fechaFin = addYears(fechaInicio, 1);
  return { fechaInicio, fechaFin, fechaRenovacion: addDays(fechaFin, -RENEWAL_WINDOW_DAYS) };
}

/** A renewal with its own dates, tools and prices (defaults: today, one year, LOPD 90, ACOSO 75, DIGITAL 75). */
export function NewRenewalForm({ companyId, onDone }: { companyId: number; onDone(): void }) {
  const queryClient = useQueryClient();
  const [dates, setDates] = useState(defaults);
  const [tools, setTools] = useState<Record<ProtocolCode, boolean>>({ LOPD: true, ACOSO: false, DIGITAL: false });
  const [prices, setPrices] = useState<Record<ProtocolCode, number | string>>(() => ({
    LOPD: RENEWAL_DEFAULT_PRICES_CENTS.LOPD / 100,
    ACOSO: RENEWAL_DEFAULT_PRICES_CENTS.ACOSO / 100,
    DIGITAL: RENEWAL_DEFAULT_PRICES_CENTS.DIGITAL / 100,
  }));
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<DialogContent | null>(null);
  const chosen = PROTOCOL_CODES.filter((code) => tools[code]);

  async function submit() {
    const body = {
      ...dates,
      tools: toolFlagsOf(chosen),
      productos: chosen.map((code) => ({ nombrePlantilla: code, precioDescuento: Number(prices[code]) })),
      enviarEmail: true,
    };
    const parsed = newRenewalSchema.safeParse(body);
    if (!parsed.success) {
      const messages = [...new Set(parsed.error.issues.map((issue) => issue.message))];
      setDialog({ tone: 'error', title: 'Por favor, corrija los siguientes errores:', errors: messages });
      return;
    }
    setBusy(true);
    try {
      await createRenewal(companyId, parsed.data);
      await queryClient.invalidateQueries({ queryKey: COMPANY_RENEWAL_KEY });
      onDone();
    } catch (error) {
      setDialog({ tone: 'error', title: m.createError, message: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
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
          <Tabs.Tab value="tools">Tools</Tabs.Tab>
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
        <Button onClick={submit} loading={busy}>
          Crear renovación
        </Button>
      </Group>
      <ResultDialog content={dialog} onClose={() => setDialog(null)} />
    </Paper>
  );
}
