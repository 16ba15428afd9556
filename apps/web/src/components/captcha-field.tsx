import { Group, Loader, Paper, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { lazy, type Ref, Suspense } from 'react';
import type { CaptchaHandle } from './captcha-widget';

// The widget and its proof-of-work worker load only once the visitor starts filling a form.
const CaptchaWidget = lazy(() => import('./captcha-widget').then((module) => ({ default: module.CaptchaWidget })));

type CaptchaFieldProps = {
  onChange(payload: string | null): void;
  /** False until the visitor interacts with the form (see `useFormEngagement`). */
  active: boolean;
  error?: string | undefined;
  ref?: Ref<CaptchaHandle>;
};

/** The captcha of a form, with its error message under it. */
export function CaptchaField({ onChange, active, error, ref }: CaptchaFieldProps) {
  return (
    <div>
      {active ? (
        <Suspense fallback={<Loader size="sm" aria-label="Cargando verificación" />}>
          <CaptchaWidget ref={ref} onChange={onChange} />
        </Suspense>
      ) : (
        <Paper withBorder p="sm" radius="sm" c="dimmed">
          <Group gap="xs">
            <IconShieldCheck size={18} aria-hidden="true" />
            <Text size="sm">La verificación anti-robots aparecerá al rellenar el formulario.</Text>
          </Group>
        </Paper>
      )}
      {error && (
        <Text c="red.8" size="sm" mt={4} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
