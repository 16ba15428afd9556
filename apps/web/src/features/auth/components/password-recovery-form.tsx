import { PASSWORD_RESET_MESSAGES } from '@cumplia/domain';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CaptchaField } from '../../../components/captcha-field';
import type { CaptchaHandle } from '../../../components/captcha-widget';
import { useFormEngagement } from '../../../components/use-form-engagement';
import { apiErrorMessage } from '../../../lib/api-error';
import { lazyResolver, unavailableMessage } from '../../../lib/lazy-resolver';
import type { PasswordRecoveryValues } from './password-recovery-submission';

const submission = () => import('./password-recovery-submission');

type PasswordRecoveryFormProps = {
  /** The two screens of the spec differ in labels, messages and the body field they send. */
  variant: { label: string; requiredMessage: string; submitLabel: string; bodyField: 'nif' | 'email'; note?: string };
  onSent(username: string, message: string): void;
};

export function PasswordRecoveryForm({ variant, onSent }: PasswordRecoveryFormProps) {
  const captcha = useRef<CaptchaHandle>(null);
  const { engaged, formProps } = useFormEngagement(submission);
  const [serverError, setServerError] = useState<string | null>(null);
  const resolver = useMemo(
    () => lazyResolver(() => submission().then((module) => module.passwordRecoveryResolver(variant.requiredMessage))),
    [variant.requiredMessage],
  );
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<PasswordRecoveryValues>({ resolver, defaultValues: { nif: '', captcha: '' } });

  const submit = handleSubmit(async ({ nif, captcha: payload }) => {
    setServerError(null);
    try {
      const { sendPasswordRecovery } = await submission();
      const { username, message } = await sendPasswordRecovery(variant.bodyField, nif, payload);
      onSent(username, message);
    } catch (error) {
      captcha.current?.reset();
      setServerError(apiErrorMessage(error, PASSWORD_RESET_MESSAGES.recoveryFailed));
    }
  });

  const problem = serverError ?? unavailableMessage(errors);

  return (
    <form onSubmit={submit} noValidate {...formProps}>
      <Stack gap="md">
        {problem && (
          <Alert color="red" role="alert">
            {problem}
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
