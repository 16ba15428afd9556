import {
  formatEuros,
  hasSpanishIbanForm,
  indirectTaxFor,
  invoiceTotals,
  isValidIban,
  lineAmounts,
  MESSAGES,
  type OnboardingDraft,
  type OnboardingView,
  onboardingCompletionSchema,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type ProtocolCode,
  recipientTaxNote,
  recipientTerritory,
} from '@cumplia/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CnaeFormField } from '../../../components/cnae-field';
import { ApiError } from '../../../lib/api-error';
import { completeOnboarding, saveOnboardingDraft } from '../api/onboarding-api';

type FormInput = z.input<typeof onboardingCompletionSchema>;
type FormOutput = z.output<typeof onboardingCompletionSchema>;
type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

const AUTOSAVE_MS = 800;

const SAVE_STATE_TEXT: Record<SaveState, string> = {
  idle: 'Sus datos se guardan solos mientras escribe: puede cerrar la página y seguir después.',
  saving: 'Guardando…',
  saved: 'Borrador guardado: puede cerrar la página y seguir después.',
  failed: 'No se ha podido guardar el borrador. Revise su conexión.',
};

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={`paso-${number}`}>
      <Title order={2} fz="lg" mb="md" id={`paso-${number}`}>
        <Text span c="cumplia.7" fw={700} mr={8}>
          {number}.
        </Text>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** What the IBAN field says while it is typed: nothing yet, valid, or why not. */
function ibanHint(value: string): { ok: boolean; text: string } | null {
  const compact = value.replace(/\s/g, '').toUpperCase();
  if (compact.length < 4) return null;
  if (compact.length < 24) return { ok: false, text: `Faltan ${24 - compact.length} caracteres.` };
  if (!hasSpanishIbanForm(compact) || !isValidIban(compact)) return { ok: false, text: 'IBAN no válido' };
  return { ok: true, text: 'IBAN válido' };
}

function initialValues(view: OnboardingView): FormInput {
  const saved = view.datos;
  return {
    razonSocial: saved.razonSocial ?? '',
    nombre: saved.nombre ?? '',
    username: saved.username ?? '',
    email: saved.email ?? '',
    direccion: saved.direccion ?? '',
    codigoPostal: saved.codigoPostal ?? '',
    localidad: saved.localidad ?? '',
    provincia: saved.provincia ?? '',
    cnae: saved.cnae ?? '',
    actividad: saved.actividad ?? '',
    numTrabajadores: saved.numTrabajadores === '' ? undefined : saved.numTrabajadores,
    metodoDePago: saved.metodoDePago ?? 'SEPA',
    numCuenta: saved.numCuenta ?? '',
    protocolos: saved.protocolos ?? [],
    confirmaGestoria: false,
  };
}

/** The draft the server keeps: what was typed, bounded as the draft schema wants it. */
function draftOf(values: FormInput): OnboardingDraft {
  const workers = Number(values.numTrabajadores);
  return {
    razonSocial: values.razonSocial,
    nombre: values.nombre,
    username: values.username,
    email: values.email,
    direccion: values.direccion,
    codigoPostal: values.codigoPostal,
    localidad: values.localidad,
    provincia: values.provincia,
    cnae: values.cnae,
    actividad: values.actividad,
    numTrabajadores: Number.isInteger(workers) && workers >= 0 ? workers : '',
    metodoDePago: values.metodoDePago,
    numCuenta: values.numCuenta,
    protocolos: values.protocolos,
  };
}

/**
 * The company's data, protocols and payment, saved as it is typed (a draft on the server) and checked with the
 * shared schema; completing it returns the signing link of its contracts.
 */
export function OnboardingForm({
  token,
  view,
  onCompleted,
}: {
  token: string;
  view: OnboardingView;
  onCompleted(signingToken: string): void;
}) {
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(onboardingCompletionSchema),
    mode: 'onTouched',
    defaultValues: initialValues(view),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const values = useWatch({ control }) as FormInput;
  const lastSaved = useRef(JSON.stringify(draftOf(initialValues(view))));

  useEffect(() => {
    const draft = draftOf(values);
    const serialized = JSON.stringify(draft);
    if (serialized === lastSaved.current) return;
    const timer = setTimeout(async () => {
      setSaveState('saving');
      try {
        await saveOnboardingDraft(token, draft);
        lastSaved.current = serialized;
        setSaveState('saved');
      } catch {
        setSaveState('failed');
      }
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [values, token]);

  const territory = recipientTerritory(values.codigoPostal ?? '', view.emisor);
  const tax = indirectTaxFor(view.emisor, territory);
  const chosen = view.precios.filter((price) => values.protocolos?.includes(price.protocolo));
  // What the invoice will charge: its tax is rounded once over the tools chosen.
  const yearly = invoiceTotals(
    chosen.map((price) => price.precioCents),
    tax.rateBasisPoints,
  ).importeTotalImpuestosCents;
  const iban = values.metodoDePago === 'SEPA' ? ibanHint(values.numCuenta ?? '') : null;

  const submit = handleSubmit(async (data) => {
    setFailure(null);
    // The agency is confirmed here, before the server is asked: the box is right above the button.
    if (view.gestoriaPorConfirmar && view.gestoria && !data.confirmaGestoria) {
      setError(
        'confirmaGestoria',
        { message: MESSAGES.onboarding.confirmAgency(view.gestoria) },
        { shouldFocus: true },
      );
      return;
    }
    try {
      const { firma } = await completeOnboarding(token, data);
      onCompleted(firma);
    } catch (problem) {
      if (problem instanceof ApiError) {
        const fieldMessages = Object.entries(problem.fieldErrors);
        for (const [field, message] of fieldMessages) setError(field as keyof FormInput, { message });
        // A refusal already shown beside its field is not repeated above the button.
        if (!fieldMessages.some(([, message]) => message === problem.message)) setFailure(problem.message);
      } else setFailure('Ha ocurrido un error inesperado. Inténtelo de nuevo.');
    }
  });

  const text = (name: keyof FormInput, label: string, props: Record<string, unknown> = {}) => (
    <TextInput label={label} {...register(name)} error={errors[name]?.message} withAsterisk {...props} />
  );

  return (
    <form onSubmit={submit} noValidate aria-describedby="estado-guardado">
      <Stack gap="md">
        <Text size="sm" c="dimmed" id="estado-guardado" role="status" aria-live="polite">
          {SAVE_STATE_TEXT[saveState]}
        </Text>

        <Step number={1} title="Datos de su empresa">
          <Stack gap="sm">
            <TextInput label="NIF/CIF" value={view.nifCif} readOnly description="Nos lo facilitó su gestoría." />
            {text('razonSocial', 'Razón social', { autoComplete: 'organization' })}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {text('nombre', 'Persona administradora', { autoComplete: 'name' })}
              {text('username', 'NIF de la persona administradora', {
                description: 'Será su usuario para entrar en Cumplia.',
              })}
            </SimpleGrid>
            {text('email', 'Correo electrónico', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
            {text('direccion', 'Dirección', { autoComplete: 'street-address' })}
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {text('codigoPostal', 'Código postal', {
                inputMode: 'numeric',
                autoComplete: 'postal-code',
                maxLength: 5,
              })}
              {text('localidad', 'Localidad', { autoComplete: 'address-level2' })}
              {text('provincia', 'Provincia', { autoComplete: 'address-level1' })}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <CnaeFormField control={control} />
              {text('actividad', 'Actividad')}
              <Controller
                control={control}
                name="numTrabajadores"
                render={({ field }) => (
                  <NumberInput
                    label="Personas trabajadoras"
                    min={0}
                    allowDecimal={false}
                    value={field.value as number | undefined}
                    onChange={(value) => field.onChange(value === '' ? undefined : value)}
                    onBlur={field.onBlur}
                    error={errors.numTrabajadores?.message}
                    withAsterisk
                  />
                )}
              />
            </SimpleGrid>
          </Stack>
        </Step>

        <Step number={2} title="Elija sus protocolos">
          <Controller
            control={control}
            name="protocolos"
            render={({ field }) => (
              <Checkbox.Group
                value={field.value as string[]}
                onChange={(next) => field.onChange(next as ProtocolCode[])}
                error={errors.protocolos?.message}
                label="Precio anual de su gestoría"
                description={`Impuesto según su código postal: ${recipientTaxNote(view.emisor, territory)}.`}
              >
                <Stack gap="xs" mt="xs">
                  {view.precios.map((price) => {
                    const amounts = lineAmounts(price.precioCents, tax.rateBasisPoints);
                    return (
                      <Paper key={price.protocolo} withBorder radius="md" p="sm">
                        <Checkbox
                          value={price.protocolo}
                          label={<Text fw={600}>{price.titulo}</Text>}
                          description={`${formatEuros(amounts.baseCents)} + ${formatEuros(amounts.ivaCents)} de ${tax.kind} = ${formatEuros(amounts.totalCents)} al año`}
                        />
                      </Paper>
                    );
                  })}
                </Stack>
              </Checkbox.Group>
            )}
          />
          <Group justify="space-between" mt="md">
            <Text fw={600}>Total anual</Text>
            <Text fw={700} fz="lg" data-testid="total-anual">
              {formatEuros(yearly)}
            </Text>
          </Group>
        </Step>

        <Step number={3} title="Forma de pago">
          <Stack gap="sm">
            <Controller
              control={control}
              name="metodoDePago"
              render={({ field }) => (
                <Radio.Group value={field.value} onChange={field.onChange} label="¿Cómo prefiere pagar?">
                  <Stack gap="xs" mt="xs">
                    {PAYMENT_METHODS.map((method) => (
                      <Radio key={method} value={method} label={PAYMENT_METHOD_LABELS[method]} />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
            />
            {values.metodoDePago === 'SEPA' && (
              <TextInput
                label="IBAN de la cuenta de cargo"
                placeholder="ES00 0000 0000 0000 0000 0000"
                autoComplete="off"
                withAsterisk
                {...register('numCuenta')}
                error={errors.numCuenta?.message ?? (iban && !iban.ok ? iban.text : undefined)}
                description={
                  iban?.ok ? (
                    <Text span c="#1d6b2f" size="xs" fw={600}>
                      <IconCircleCheck size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {iban.text}
                    </Text>
                  ) : (
                    'Firmará la orden de domiciliación SEPA junto con los contratos.'
                  )
                }
              />
            )}
          </Stack>
        </Step>

        {view.gestoriaPorConfirmar && view.gestoria && (
          <Step number={4} title="Su gestoría">
            <Controller
              control={control}
              name="confirmaGestoria"
              render={({ field }) => (
                <Checkbox
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  label={`Confirmo que ${view.gestoria} es mi gestoría para estos servicios.`}
                  description="Si no la reconoce, no continúe y escríbanos desde el formulario de contacto."
                  error={errors.confirmaGestoria?.message}
                />
              )}
            />
          </Step>
        )}

        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" size="md" loading={isSubmitting} fullWidth>
          Leer y firmar los contratos
        </Button>
      </Stack>
    </form>
  );
}
