import {
  DEFAULT_PROTOCOL_PRICES_CENTS,
  formatEuros,
  MESSAGES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PLACEHOLDER_IBAN,
  type RegisterCompanyRequest,
  registerCompanyRequestSchema,
} from '@cumplia/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CaptchaField } from '../../../components/captcha-field';
import type { CaptchaHandle } from '../../../components/captcha-widget';
import { type DialogContent, errorMessages, ResultDialog } from '../../../components/result-dialog';
import { useFormEngagement } from '../../../components/use-form-engagement';
import { ApiError } from '../../../lib/api-error';
import { registerCompany } from '../api/register-company';

const formSchema = registerCompanyRequestSchema.and(
  z.object({ captcha: z.string().min(1, { error: MESSAGES.login.captchaRequired }) }),
);
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const TOOLS = [
  { name: 'lopdgdd', label: 'LOPDGDD', price: DEFAULT_PROTOCOL_PRICES_CENTS.LOPD },
  { name: 'acosoLaboral', label: 'Acoso laboral', price: DEFAULT_PROTOCOL_PRICES_CENTS.ACOSO },
  { name: 'desconexionDigital', label: 'Desconexión digital', price: DEFAULT_PROTOCOL_PRICES_CENTS.DIGITAL },
] as const;

function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.common.unexpected;
  if (error.isNetworkError) return MESSAGES.registration.connectionError;
  if (error.code === 'CAPTCHA_INVALID') return MESSAGES.registration.captchaError;
  return error.message;
}

/** /registrar: a company (or self-employed person) registers itself; the user goes on to /verificacion. */
export function RegistrationForm({ onRegistered }: { onRegistered(username: string): void }) {
  const captcha = useRef<CaptchaHandle>(null);
  const { engaged, formProps } = useFormEngagement();
  const [dialog, setDialog] = useState<DialogContent | null>(null);
  const [registeredUser, setRegisteredUser] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { tipo: 'E', telefono: '+34', metodoDePago: 'SEPA', numTrabajadores: 0, numCuenta: '', captcha: '' },
  });
  const paymentMethod = watch('metodoDePago');

  const submit = handleSubmit(
    async ({ captcha: captchaPayload, ...company }) => {
      try {
        const created = await registerCompany(company as RegisterCompanyRequest, captchaPayload);
        setRegisteredUser(created.username);
        setDialog({
          tone: 'success',
          title: '¡Éxito!',
          message: `Hemos registrado su empresa. Le hemos enviado a ${created.email} un correo con el código para activar su cuenta; después recibirá un SMS para firmar el contrato.`,
        });
      } catch (error) {
        captcha.current?.reset();
        const fieldErrors = error instanceof ApiError ? Object.values(error.fieldErrors) : [];
        setDialog({
          tone: 'error',
          title: MESSAGES.registration.errorsTitle,
          errors: fieldErrors.length ? fieldErrors : [failureMessage(error)],
        });
      }
    },
    (invalid) => setDialog({ tone: 'error', title: MESSAGES.registration.errorsTitle, errors: errorMessages(invalid) }),
  );

  const closeDialog = () => {
    setDialog(null);
    if (registeredUser) onRegistered(registeredUser);
  };

  return (
    <form onSubmit={submit} noValidate {...formProps}>
      <Stack gap="lg">
        <Fieldset legend="Datos de la empresa">
          <Stack gap="sm">
            <Controller
              control={control}
              name="tipo"
              render={({ field }) => (
                <Radio.Group
                  label="Tipo"
                  required
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.tipo?.message}
                >
                  <Group mt={4}>
                    <Radio value="E" label="Empresa" />
                    <Radio value="A" label="Autónomo" />
                  </Group>
                </Radio.Group>
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Razón social"
                required
                error={errors.razonSocial?.message}
                {...register('razonSocial')}
              />
              <TextInput label="NIF/CIF" required error={errors.nifCif?.message} {...register('nifCif')} />
              <TextInput
                label="Nombre comercial"
                required
                error={errors.nombreComercial?.message}
                {...register('nombreComercial')}
              />
              <Controller
                control={control}
                name="numTrabajadores"
                render={({ field }) => (
                  <NumberInput
                    label="Número de trabajadores"
                    min={0}
                    allowDecimal={false}
                    value={field.value as number}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                    error={errors.numTrabajadores?.message}
                  />
                )}
              />
              <TextInput label="CNAE" required maxLength={60} error={errors.cnae?.message} {...register('cnae')} />
              <TextInput
                label="Actividad"
                required
                maxLength={60}
                error={errors.actividad?.message}
                {...register('actividad')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend="Administrador y contacto">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Nombre y apellidos del administrador"
              required
              error={errors.nombre?.message}
              {...register('nombre')}
            />
            <TextInput
              label="NIF del usuario"
              description="Será su usuario de acceso"
              required
              error={errors.username?.message}
              {...register('username')}
            />
            <TextInput
              label="Correo electrónico"
              type="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            <TextInput
              label="Teléfono"
              type="tel"
              description="+34 y 9 dígitos: recibirá el SMS de firma"
              required
              error={errors.telefono?.message}
              {...register('telefono')}
            />
            <TextInput label="Dirección" required error={errors.direccion?.message} {...register('direccion')} />
            <TextInput
              label="Código postal"
              required
              inputMode="numeric"
              error={errors.codigoPostal?.message}
              {...register('codigoPostal')}
            />
            <TextInput label="Provincia" required error={errors.provincia?.message} {...register('provincia')} />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Pago">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="metodoDePago"
              render={({ field }) => (
                <Select
                  label="Método de pago"
                  required
                  data={PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
                  value={field.value ?? 'SEPA'}
                  allowDeselect={false}
                  onChange={(value) => {
                    field.onChange(value);
                    // Spec: other methods store the placeholder account; back to SEPA clears it.
                    setValue('numCuenta', value === 'SEPA' ? '' : PLACEHOLDER_IBAN);
                  }}
                  error={errors.metodoDePago?.message}
                />
              )}
            />
            <TextInput
              label="Número de cuenta (IBAN)"
              required={paymentMethod === 'SEPA'}
              disabled={paymentMethod !== 'SEPA'}
              placeholder="ES00 0000 0000 0000 0000 0000"
              error={errors.numCuenta?.message}
              {...register('numCuenta')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Protocolos">
          <Stack gap="xs">
            {TOOLS.map((tool) => (
              <Controller
                key={tool.name}
                control={control}
                name={tool.name}
                render={({ field }) => (
                  <Checkbox
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    label={
                      <>
                        {tool.label}{' '}
                        <Text span fw={600}>
                          {formatEuros(tool.price)}
                        </Text>{' '}
                        <Text span size="sm" c="dimmed">
                          al año + IVA
                        </Text>
                      </>
                    }
                  />
                )}
              />
            ))}
            {errors.lopdgdd?.message && (
              <Text c="red.8" size="sm">
                {errors.lopdgdd.message}
              </Text>
            )}
          </Stack>
        </Fieldset>

        <CaptchaField
          active={engaged}
          ref={captcha}
          onChange={(payload) => setValue('captcha', payload ?? '', { shouldValidate: Boolean(payload) })}
          error={errors.captcha?.message}
        />
        <Button type="submit" size="md" disabled={isSubmitting} w={{ base: '100%', sm: 'auto' }}>
          {isSubmitting ? 'Enviando...' : 'Registrar'}
        </Button>
      </Stack>
      <ResultDialog content={dialog} onClose={closeDialog} />
    </form>
  );
}
