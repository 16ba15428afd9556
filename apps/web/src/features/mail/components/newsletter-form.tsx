import { MESSAGES, newsletterSubscribeRequestSchema } from '@cumplia/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CaptchaField } from '../../../components/captcha-field';
import type { CaptchaHandle } from '../../../components/captcha-widget';
import { useNotificationsHost } from '../../../lib/notifications-host';
import { notifySuccess } from '../../../lib/notify';
import { subscribeToNewsletter } from '../api/newsletter-api';

const formSchema = newsletterSubscribeRequestSchema.extend({
  captcha: z.string().min(1, { error: MESSAGES.newsletter.captchaRequired }),
});
type FormInput = z.input<typeof formSchema>;

/** The landing page's newsletter form; the captcha appears once the visitor starts typing. */
export function NewsletterForm() {
  useNotificationsHost();
  const captcha = useRef<CaptchaHandle>(null);
  const [started, setStarted] = useState(false);
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { email: '', captcha: '' },
  });

  const submit = handleSubmit(async ({ email, captcha: payload }) => {
    setFailed(false);
    try {
      await subscribeToNewsletter(email, payload);
      reset({ email: '', captcha: '' });
      notifySuccess(`${MESSAGES.newsletter.success}. Revise su correo para confirmarla.`);
    } catch {
      setFailed(true);
    } finally {
      captcha.current?.reset();
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Suscripción al boletín">
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Correo electrónico"
            type="email"
            required
            autoComplete="email"
            placeholder="nombre@empresa.es"
            style={{ flex: '1 1 260px' }}
            error={errors.email?.message}
            {...register('email', { onChange: () => setStarted(true) })}
            onFocus={() => setStarted(true)}
          />
          <Button type="submit" disabled={isSubmitting} mt={{ base: 0, xs: 25 }}>
            {isSubmitting ? 'Enviando...' : 'Suscribirme'}
          </Button>
        </Group>
        {started && (
          <CaptchaField
            active
            ref={captcha}
            onChange={(payload) => setValue('captcha', payload ?? '', { shouldValidate: Boolean(payload) })}
            error={errors.captcha?.message}
          />
        )}
        {!started && errors.captcha && <Alert color="red">{errors.captcha.message}</Alert>}
        {failed && (
          <Alert color="red" role="alert">
            {MESSAGES.newsletter.failure}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
