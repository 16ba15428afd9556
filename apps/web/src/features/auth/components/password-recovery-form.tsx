import { MESSAGES, normalizeTaxId } from '@cumplia/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CaptchaField } from '../../../components/captcha-field';
import type { CaptchaHandle } from '../../../components/captcha-widget';
import { useFormEngagement } from '../../../components/use-form-engagement';
import { apiErrorMessage } from '../../../lib/api-error';
import { requestPasswordRecovery } from '../api/account-api';

type PasswordRecoveryFormProps = {
  /** The two screens of the spec differ in labels, messages and the body field they send. */
  variant: { label: string; requiredMessage: string; submitLabel: string; bodyField: 'nif' | 'email'; note?: string };
  onSent(username: string, message: string): void;
};

export function PasswordRecoveryForm({ variant, onSent }: PasswordRecoveryFormProps) {
  const captcha = useRef<CaptchaHandle>(null);
  const { engaged, formProps } = useFormEngagement();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = z.object({
    nif: z.string().trim().min(1, { error: variant.requiredMessage }),
    captcha: z.string().min(1, { error: MESSAGES.login.captchaRequired }),
  });
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { nif: '', captcha: '' } });

  const submit = handleSubmit(async ({ nif, captcha: payload }) => {
    setServerError(null);
    try {
      const username = normalizeTaxId(nif);
      const result = await requestPasswordRecovery({ [variant.bodyField]: username } as { nif: string }, payload);
      onSent(username, result.message);
    } catch (error) {
      captcha.current?.reset();
      setServerError(apiErrorMessage(error, MESSAGES.passwordReset.recoveryFailed));
    }
  });

  return (
    <form onSubmit={submit} noValidate {...formProps}>
      <Stack gap="md">
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        {variant.note && (
          <Text size="sm" c="dimmed">
            {variant.note}
          </Text>
        )}
        <TextInput
          label={variant.label}
          required
          autoComplete="username"
          error={errors.nif?.message}
          {...register('nif')}
        />
        <CaptchaField
          active={engaged}
          ref={captcha}
          onChange={(payload) => setValue('captcha', payload ?? '', { shouldValidate: Boolean(payload) })}
          error={errors.captcha?.message}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Enviando...' : variant.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
