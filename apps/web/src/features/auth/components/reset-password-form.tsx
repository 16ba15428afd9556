import { changePasswordRequestSchema, MESSAGES } from '@cumplia/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, apiErrorMessage } from '../../../lib/api-error';
import { changePassword } from '../api/account-api';

type FormInput = z.input<typeof changePasswordRequestSchema>;
type FormOutput = z.output<typeof changePasswordRequestSchema>;

/** /reset-password/confirm: NIF and code from the e-mailed link, then the new password twice. */
export function ResetPasswordForm({
  initial,
  onChanged,
}: {
  initial: { username?: string; code?: string };
  onChanged(message: string): void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: {
      username: initial.username ?? '',
      code: initial.code ?? '',
      newPassword: '',
      newPasswordConfirmation: '',
    },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      onChanged((await changePassword(values)).message);
    } catch (error) {
      // The server also checks the breached-password list: its message goes under the field it names.
      const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
      for (const [field, message] of fieldErrors) setError(field as keyof FormInput, { message });
      if (fieldErrors.length === 0) setServerError(apiErrorMessage(error, MESSAGES.passwordReset.failed));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {serverError && (
          <Alert color="red" role="alert">
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
          label="Código de verificación"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...register('code', { onChange: (event) => setValue('code', event.target.value.replace(/\D/g, '')) })}
        />
        <PasswordInput
          label="Nueva Contraseña"
          required
          autoComplete="new-password"
          description={MESSAGES.validation.passwordHint}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordInput
          label="Confirmar Nueva Contraseña"
          required
          autoComplete="new-password"
          error={errors.newPasswordConfirmation?.message}
          {...register('newPasswordConfirmation')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Actualizando...' : 'Cambiar contraseña'}
        </Button>
      </Stack>
    </form>
  );
}
