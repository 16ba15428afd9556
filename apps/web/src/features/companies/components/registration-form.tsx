import {
  DEFAULT_PROTOCOL_PRICES_CENTS,
  formatEuros,
  MESSAGES,
  type RegisterCompanyRequest,
  registerCompanyRequestSchema,
} from '@cumplia/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Fieldset, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CaptchaField } from '../../../components/captcha-field';
import type { CaptchaHandle } from '../../../components/captcha-widget';
import { CompanyFields } from '../../../components/company-fields';
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
/** Who registered, and whether they already had a login (then there is no account to activate). */
export type Registered = { username: string; hasLogin: boolean };

export function RegistrationForm({ onRegistered }: { onRegistered(registered: Registered): void }) {
  const captcha = useRef<CaptchaHandle>(null);
  const { engaged, formProps } = useFormEngagement();
  const [dialog, setDialog] = useState<DialogContent | null>(null);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
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
    async ({ captcha: captchaPayload, ...company }) => {
      try {
        const created = await registerCompany(company as RegisterCompanyRequest, captchaPayload);
        setRegistered({ username: created.username, hasLogin: created.usuarioExistente });
        setDialog({
          tone: 'success',
          title: '¡Éxito!',
          message: created.usuarioExistente
            ? `Hemos registrado su empresa. Ya tiene usuario en Cumplia (${created.username}), así que no necesita otra cuenta: recibirá un SMS para firmar el contrato y, al firmarlo, la empresa aparecerá en su cuenta, en el selector «Empresa».`
            : `Hemos registrado su empresa. Le hemos enviado a ${created.email} un correo con el código para activar su cuenta; después recibirá un SMS para firmar el contrato.`,
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
    if (registered) onRegistered(registered);
  };

  return (
    <form onSubmit={submit} noValidate {...formProps}>
      <Stack gap="lg">
        <CompanyFields form={form} />

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
