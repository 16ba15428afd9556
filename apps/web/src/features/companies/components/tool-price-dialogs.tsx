import { MESSAGES, type StaffCompanyListItem } from '@cumplia/domain';
import { Button, Checkbox, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { TOOLS, type ToolKey } from '../../../components/tool-names';

const s = MESSAGES.staffCompanies;

type PriceValue = number | string;
const validPrice = (value: PriceValue) => typeof value === 'number' && value > 0;

/** Digits with one decimal point (or comma), as the spec's tool price input accepts. */
function ToolPriceInput(props: {
  label: string;
  value: PriceValue;
  error?: string | null;
  onChange(v: PriceValue): void;
}) {
  return (
    <NumberInput
      label={props.label}
      min={0}
      decimalScale={2}
      decimalSeparator=","
      allowNegative={false}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      w={200}
    />
  );
}

/** Switching one tool on: its price (> 0) and whether the signing SMS goes out now (callViafirma). */
export function ActivateToolDialog({
  company,
  tool,
  busy,
  onCancel,
  onConfirm,
}: {
  company: StaffCompanyListItem | null;
  tool: (typeof TOOLS)[number] | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(price: number, callViafirma: boolean): void;
}) {
  const [price, setPrice] = useState<PriceValue>('');
  const [callViafirma, setCallViafirma] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setPrice('');
    setError(null);
    onCancel();
  };
  return (
    <Modal opened={company !== null && tool !== null} onClose={close} title="Activar herramienta" centered>
      <Stack gap="sm">
        <Text>
          {tool?.label} para {company?.nombreComercial}
        </Text>
        <ToolPriceInput
          label="Precio (€ sin impuestos)"
          value={price}
          error={error}
          onChange={(value) => {
            setPrice(value);
            setError(null);
          }}
        />
        <Checkbox
          label="Enviar el contrato para firma por SMS ahora"
          checked={callViafirma}
          onChange={(event) => setCallViafirma(event.currentTarget.checked)}
        />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close} disabled={busy}>
          {MESSAGES.common.cancel}
        </Button>
        <Button
          loading={busy}
          onClick={() => {
            if (price === '' || price === undefined) return setError(s.toolPriceRequired);
            if (!validPrice(price)) return setError(s.toolPricePositive);
            onConfirm(price as number, callViafirma);
            setPrice('');
          }}
        >
          Activar
        </Button>
      </Group>
    </Modal>
  );
}

export type MultipleChoice = Partial<Record<ToolKey, { enabled: boolean; price: number }>>;

/** 'Alta múltiple': several inactive tools at once, each with its price. */
export function MultipleActivationDialog({
  company,
  busy,
  onCancel,
  onConfirm,
}: {
  company: StaffCompanyListItem | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(tools: MultipleChoice, callViafirma: boolean): void;
}) {
  const [chosen, setChosen] = useState<Partial<Record<ToolKey, PriceValue>>>({});
  const [callViafirma, setCallViafirma] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const inactive = TOOLS.filter((tool) => company && !company[tool.key]);
  const close = () => {
    setChosen({});
    setError(null);
    onCancel();
  };
  const confirm = () => {
    const entries = Object.entries(chosen) as [ToolKey, PriceValue][];
    if (entries.length === 0) return setError(s.toolsRequired);
    if (entries.some(([, price]) => !validPrice(price))) return setError(s.toolPricePositive);
    onConfirm(
      Object.fromEntries(entries.map(([key, price]) => [key, { enabled: true, price: price as number }])),
      callViafirma,
    );
    setChosen({});
  };
  return (
    <Modal opened={company !== null} onClose={close} title="Alta múltiple" centered>
      <Stack gap="sm">
        <Text size="sm">{company?.nombreComercial}</Text>
        {inactive.length === 0 && <Text c="dimmed">La empresa ya tiene todas las herramientas activas.</Text>}
        {inactive.map((tool) => (
          <Group key={tool.key} align="flex-end" gap="md">
            <Checkbox
              label={tool.label}
              w={180}
              mb={8}
              checked={tool.key in chosen}
              onChange={(event) => {
                const { checked } = event.currentTarget;
                setError(null);
                setChosen((current) => {
                  const next = { ...current };
                  if (checked) next[tool.key] = '';
                  else delete next[tool.key];
                  return next;
                });
              }}
            />
            {tool.key in chosen && (
              <ToolPriceInput
                label={`Precio ${tool.label} (€)`}
                value={chosen[tool.key] ?? ''}
                onChange={(value) => setChosen((current) => ({ ...current, [tool.key]: value }))}
              />
            )}
          </Group>
        ))}
        <Checkbox
          label="Enviar los contratos para firma por SMS ahora"
          checked={callViafirma}
          onChange={(event) => setCallViafirma(event.currentTarget.checked)}
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close} disabled={busy}>
          {MESSAGES.common.cancel}
        </Button>
        <Button loading={busy} onClick={confirm} disabled={inactive.length === 0}>
          Activar
        </Button>
      </Group>
    </Modal>
  );
}
