import { type OnboardingInvitationRequest, onboardingInvitationRequestSchema } from '@cumplia/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { apiErrorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { inviteCompanyBySms } from '../api/onboarding-tracking-api';

type FormOutput = z.output<typeof onboardingInvitationRequestSchema>;

/** 'Alta' of one company with only its NIF/CIF and mobile: it gets the SMS to complete its data and sign. */
export function InviteBySms() {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<OnboardingInvitationRequest, unknown, FormOutput>({
    resolver: zodResolver(onboardingInvitationRequestSchema),
    defaultValues: { nifCif: '', telefono: '+34' },
  });

  const submit = handleSubmit(async (input) => {
    setProblem(null);
    try {
      await inviteCompanyBySms(input);
      reset();
      notifySuccess(`Hemos enviado el SMS de alta a ${input.telefono}.`);
      await queryClient.invalidateQueries({ queryKey: ['agency'] });
    } catch (failure) {
      setProblem(apiErrorMessage(failure, 'No se ha podido enviar la invitación.'));
    }
  });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="invitar-sms">
      <Title order={2} fz="md" id="invitar-sms">
        Invitar una empresa por SMS
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Solo con su NIF/CIF y su móvil: la empresa completa sus datos, elige sus protocolos y firma desde el teléfono.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group align="flex-start" gap="sm">
            <TextInput label="NIF/CIF" {...register('nifCif')} error={errors.nifCif?.message} withAsterisk />
            <TextInput
              label="Móvil"
              type="tel"
              inputMode="tel"
              {...register('telefono')}
              error={errors.telefono?.message}
              withAsterisk
            />
            <Button
              type="submit"
              mt={25}
              loading={isSubmitting}
              leftSection={<IconMessage size={18} aria-hidden="true" />}
            >
              Enviar SMS
            </Button>
          </Group>
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
