import { ONBOARDING_STATE_LABELS, type OnboardingProgress, type OnboardingState } from '@cumplia/domain';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { apiErrorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { cancelOnboarding, resendOnboardingSms } from '../api/onboarding-tracking-api';

const STATE_COLOR: Record<OnboardingState, string> = {
  EN_COLA: 'gray',
  ENVIADO: 'blue',
  ENTREGADO: 'cyan',
  ABIERTO: 'indigo',
  COMPLETADO: 'yellow',
  FIRMADO: 'green',
  FALLIDO: 'red',
  CADUCADO: 'orange',
  CANCELADO: 'gray',
};

/** Where a company's sign-up by SMS stands, with why when it failed. */
export function OnboardingBadge({ progress }: { progress: OnboardingProgress }) {
  return (
    <Stack gap={2}>
      <Badge variant="light" color={STATE_COLOR[progress.estado]} w="fit-content">
        {ONBOARDING_STATE_LABELS[progress.estado]}
      </Badge>
      {progress.detalle && (
        <Text size="xs" c={progress.estado === 'FALLIDO' ? 'red.9' : 'gray.7'}>
          {progress.detalle}
        </Text>
      )}
      {progress.recordatorios > 0 && progress.estado !== 'FIRMADO' && (
        <Text size="xs" c="gray.7">
          {progress.recordatorios === 1 ? '1 recordatorio enviado' : `${progress.recordatorios} recordatorios enviados`}
        </Text>
      )}
    </Stack>
  );
}

/** The agency's actions on a sign-up by SMS: send the link again, or cancel it. */
export function OnboardingActions({ progress, onChanged }: { progress: OnboardingProgress; onChanged(): void }) {
  const queryClient = useQueryClient();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!progress.reenviable) return null;

  const run = async (action: () => Promise<{ message: string }>) => {
    setBusy(true);
    setProblem(null);
    try {
      notifySuccess((await action()).message);
      await queryClient.invalidateQueries({ queryKey: ['agency'] });
      onChanged();
    } catch (failure) {
      setProblem(apiErrorMessage(failure, 'No se ha podido completar la acción.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Button
          size="compact-xs"
          variant="light"
          disabled={busy}
          onClick={() => run(() => resendOnboardingSms(progress.nifCif))}
        >
          Reenviar SMS
        </Button>
        {progress.estado !== 'CANCELADO' && (
          <Button size="compact-xs" variant="subtle" color="red" disabled={busy} onClick={() => setConfirmCancel(true)}>
            Cancelar
          </Button>
        )}
      </Group>
      {problem && (
        <Text size="xs" c="red.8" role="alert">
          {problem}
        </Text>
      )}
      <ConfirmDialog
        opened={confirmCancel}
        title="Cancelar el alta por SMS"
        busy={busy}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={async () => {
          await run(() => cancelOnboarding(progress.nifCif));
          setConfirmCancel(false);
        }}
        confirmLabel="Sí, cancelar el alta"
        cancelLabel="No, mantenerla"
        danger
      >
        <Text size="sm">
          El enlace de alta que recibió por SMS la empresa con NIF/CIF {progress.nifCif} dejará de funcionar. Podrá
          enviarle uno nuevo más adelante.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
