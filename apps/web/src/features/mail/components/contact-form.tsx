import { CONTACT_MESSAGES } from '@cumplia/domain';
import { Anchor, Button, Checkbox, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CaptchaField } from '../../../components/captcha-field';
import type { CaptchaHandle } from '../../../components/captcha-widget';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import { useFormEngagement } from '../../../components/use-form-engagement';
import { lazyResolver, unavailableMessage } from '../../../lib/lazy-resolver';
import type { contactFormSchema } from './contact-submission';

const m = CONTACT_MESSAGES;
type FormInput = z.input<typeof contactFormSchema>;
type FormOutput = z.output<typeof contactFormSchema>;

const submission = () => import('./contact-submission');
const resolver = lazyResolver(() => submission().then((module) => module.contactFormResolver));

const EMPTY: FormInput = { name: '', city: '', email: '', phone: '', message: '', privacy: false, captcha: '' };

export function ContactForm({ legalNoticePath }: { legalNoticePath: string }) {
  const captcha = useRef<CaptchaHandle>(null);
  const { engaged, formProps } = useFormEngagement(submission);
  const [dialog, setDialog] = useState<DialogContent | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({ resolver, defaultValues: EMPTY });

  const submit = handleSubmit(
    async ({ privacy: _privacy, captcha: payload, ...message }) => {
      try {
        const { sendContact } = await submission();
        await sendContact(message, payload);
        reset(EMPTY);
        setDialog({ tone: 'success', title: 'Éxito', message: m.success });
      } catch {
        setDialog({ tone: 'error', title: 'Error', message: m.failure });
      } finally {
        captcha.current?.reset();
      }
    },
    (invalid) => {
      const unavailable = unavailableMessage(invalid);
      if (unavailable) setDialog({ tone: 'error', title: 'Error', message: unavailable });
      else if (invalid.privacy) setDialog({ tone: 'error', title: 'Error', message: m.privacyRequired });
    },
  );

  return (
    <form onSubmit={submit} noValidate {...formProps}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Nombre y apellidos"
            required
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextInput label="Ciudad" autoComplete="address-level2" {...register('city')} />
          <TextInput
            label="Correo electrónico"
            type="email"
            required
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextInput
            label="Teléfono"
            type="tel"
            required
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
        </SimpleGrid>
        <Textarea
          label="Consulta"
          required
          minRows={5}
          autosize
          error={errors.message?.message}
          {...register('message')}
        />
        <Checkbox
          label={
            <>
              He leído y acepto la{' '}
              <Anchor href={legalNoticePath} target="_blank" underline="always">
                política de privacidad
              </Anchor>
            </>
          }
          error={errors.privacy?.message}
          {...register('privacy')}
        />
        <CaptchaField
          active={engaged}
          ref={captcha}
          onChange={(payload) => setValue('captcha', payload ?? '', { shouldValidate: Boolean(payload) })}
          error={errors.captcha?.message}
        />
        <Button type="submit" disabled={isSubmitting} w="fit-content">
          {isSubmitting ? 'Enviando...' : 'Enviar'}
        </Button>
      </Stack>
      <ResultDialog content={dialog} onClose={() => setDialog(null)} />
    </form>
  );
}
