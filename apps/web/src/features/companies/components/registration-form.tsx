import {
  COMMON_MESSAGES,
  DEFAULT_PROTOCOL_PRICES_CENTS,
  formatEuros,
  REGISTRATION_MESSAGES as TEXT,
} from '@cumplia/domain';
import { Button, Checkbox, Fieldset, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CaptchaField } from '../../../components/captcha-field';
import type { CaptchaHandle } from '../../../components/captcha-widget';
import { preloadCnaeSearch } from '../../../components/cnae-field';
import { CompanyFields } from '../../../components/company-fields';
import { type DialogContent, errorMessages, ResultDialog } from '../../../components/result-dialog';
import { useFormEngagement } from '../../../components/use-form-engagement';
import { ApiError } from '../../../lib/api-error';
import { lazyResolver } from '../../../lib/lazy-resolver';
import type { RegistrationFormInput, RegistrationFormOutput } from './registration-submission';

const submission = () => import('./registration-submission');
const resolver = lazyResolver(() => submission().then((module) => module.registrationFormResolver));

const TOOLS = [
  { name: 'lopdgdd', label: 'LOPDGDD', price: DEFAULT_PROTOCOL_PRICES_CENTS.LOPD },
  { name: 'acosoLaboral', label: 'Acoso laboral', price: DEFAULT_PROTOCOL_PRICES_CENTS.ACOSO },
  { name: 'desconexionDigital', label: 'Desconexión digital', price: DEFAULT_PROTOCOL_PRICES_CENTS.DIGITAL },
] as const;

function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return COMMON_MESSAGES.unexpected;
  if (error.isNetworkError) return TEXT.connectionError;
  if (error.code === 'CAPTCHA_INVALID') return TEXT.captchaError;
  return error.message;
}

/** Who registered, and whether they already had a login (then there is no account to activate). */
export type Registered = { username: string };

/** /registrar: a company (or self-employed person) registers itself; the user goes on to /verificacion. */
export function RegistrationForm({ onRegistered }: { onRegistered(registered: Registered): void }) {
  const captcha = useRef<CaptchaHandle>(null);
  const { engaged, formProps } = useFormEngagement(() => Promise.all([submission(), preloadCnaeSearch()]));
  const [dialog, setDialog] = useState<DialogContent | null>(null);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const form = useForm<RegistrationFormInput, unknown, RegistrationFormOutput>({
    resolver,
    defaultValues: {
      tipo: 'E',
      telefono: '+34',
      metodoDePago: 'SEPA',
      numTrabajadores: '',
      numCuenta: '',
      captcha: '',
    },
  });
  const {
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(
    async (values) => {
      try {
        const { sendRegistration } = await submission();
        const created = await sendRegistration(values);
        setRegistered({ username: created.username });
        // The same answer whether or not the NIF has a login: registration never tells who has an account.
        setDialog({
          tone: 'success',
          title: '¡Éxito!',
          message: `Hemos registrado su empresa y recibirá un SMS para firmar el contrato. Si es nuevo en Cumplia, le hemos enviado a ${created.email} un correo con el código para activar su cuenta. Si ya tiene usuario, no lo recibirá: cuando la empresa firme, le pediremos en su área de cliente que la acepte en su cuenta.`,
        });
      } catch (error) {
        captcha.current?.reset();
        const fieldErrors = error instanceof ApiError ? Object.values(error.fieldErrors) : [];
        setDialog({
          tone: 'error',
          title: TEXT.errorsTitle,
          errors: fieldErrors.length ? fieldErrors : [failureMessage(error)],
        });
      }
    },
    (invalid) => setDialog({ tone: 'error', title: TEXT.errorsTitle, errors: errorMessages(invalid) }),
  );

  const closeDialog = () => {
    setDialog(null);
    if (registered) onRegistered(registered);
  };

  return (
    <form onSubmit={submit} noValidate {...formProps}>
      <Stack gap="lg">
        <CompanyFields form={form} deferredCnaeSearch />

        <Fieldset legend="Protocolos">
          <Stack gap="xs">
            {TOOLS.map((tool) => (
              <Controller
                key={tool.name}
                control={control}
                name={tool.name}
                render={({ field }) => (
                  <Checkbox
                    error={errors[tool.name]?.message}
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    label={
                      <>
                        {tool.label}{' '}
                        <Text span fw={600}>
                          {formatEuros(tool.price)}
                        </Text>{' '}
                        <Text span size="sm" c="dimmed">
                          al año, impuestos indirectos no incluidos
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
