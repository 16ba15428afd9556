import {
  formObject,
  MESSAGES,
  passwordsMatchRule,
  passwordWithoutUsernameRule,
  verifyUserFieldsSchema,
} from '@cumplia/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CaptchaField } from '../../../components/captcha-field';
import type { CaptchaHandle } from '../../../components/captcha-widget';
import { useFormEngagement } from '../../../components/use-form-engagement';
import { ApiError } from '../../../lib/api-error';
import { verifyUser } from '../api/account-api';

const m = MESSAGES.verification;

const { captchaToken: _captchaToken, ...verifyFields } = verifyUserFieldsSchema.shape;
const formShape = {
  ...verifyFields,
  passwordConfirmation: z.string().min(1, { error: m.confirmRequired }),
  captcha: z.string().min(1, { error: MESSAGES.login.captchaRequired }),
};
const formSchema = formObject(formShape, [
  passwordWithoutUsernameRule,
  passwordsMatchRule('password', 'passwordConfirmation'),
]);
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The spec's messages for each answer of users/verify (part 1 section 8). */
function messageFor(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Ha ocurrido un error inesperado.';
  if (error.status === 400 && error.code === 'AUTH001') return error.message;
  if (error.status === 400)
    return error.code === 'CAPTCHA_INVALID' ? MESSAGES.login.captchaFailed : 'Los datos proporcionados no son válidos.';
  if (error.status === 401) return error.message || 'No autorizado...';
  if (error.status === 403 && (error.code === 'AUTH003' || error.code === 'AUTH004')) return error.message;
  if (error.status === 403) return 'No tienes permiso para realizar esta acción.';
  return error.message || 'Ha ocurrido un error inesperado.';
}

type VerificationFormProps = {
  initial: { username?: string; email?: string; code?: string };
  /** Called with the server's message and the NIF verified, which the login then shows typed. */
  onVerified(message: string, username: string): void;
};

export function VerificationForm({ initial, onVerified }: VerificationFormProps) {
  const captcha = useRef<CaptchaHandle>(null);
  const { engaged, formProps } = useFormEngagement();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      username: initial.username ?? '',
      email: initial.email ?? '',
      verificationCode: initial.code ?? '',
      password: '',
      passwordConfirmation: '',
      captcha: '',
    },
  });

  const submit = handleSubmit(async ({ captcha: captchaToken, passwordConfirmation: _confirmation, ...values }) => {
    setServerError(null);
    try {
      const result = await verifyUser({ ...values, captchaToken });
      onVerified(result.message, values.username);
    } catch (error) {
      captcha.current?.reset();
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          setError(field as keyof FormInput, { message });
        }
      }
      setServerError(messageFor(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate {...formProps}>
      <Stack gap="md">
        {serverError && (
          <Alert color="red" role="alert" title="No se pudo verificar la cuenta">
            {serverError}
          </Alert>
        )}
        <TextInput
          label="NIF"
          required
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <TextInput
          label="Correo Electrónico"
          type="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextInput
          label="Código de Verificación"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.verificationCode?.message}
          {...register('verificationCode', {
            onChange: (event) => setValue('verificationCode', event.target.value.replace(/\D/g, '')),
          })}
        />
        <PasswordInput
          label="Contraseña"
          required
          autoComplete="new-password"
          description={MESSAGES.validation.passwordHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label="Confirmar Contraseña"
          required
          autoComplete="new-password"
          error={errors.passwordConfirmation?.message}
          {...register('passwordConfirmation')}
        />
        <CaptchaField
          active={engaged}
          ref={captcha}
          onChange={(payload) => setValue('captcha', payload ?? '', { shouldValidate: Boolean(payload) })}
          error={errors.captcha?.message}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Verificando...' : 'Verificar'}
        </Button>
      </Stack>
    </form>
  );
}
