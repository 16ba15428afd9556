import { Group, Loader, Paper, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { lazy, type Ref, Suspense } from 'react';
import type { CaptchaHandle } from './captcha-widget';

// The widget and its proof-of-work worker load only once the visitor starts filling a form.
const CaptchaWidget = lazy(() => import('./captcha-widget').then((module) => ({ default: module.CaptchaWidget })));

/** The widget's height: the placeholder keeps it, so nothing moves when the widget appears. */
const CAPTCHA_HEIGHT = 74;

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
    <div style={{ minHeight: CAPTCHA_HEIGHT }}>
      {active ? (
        <Suspense
          fallback={
            <Group h={CAPTCHA_HEIGHT} px="sm">
              <Loader size="sm" aria-label="Cargando verificación" />
            </Group>
          }
        >
          <CaptchaWidget ref={ref} onChange={onChange} />
        </Suspense>
      ) : (
        <Paper
          withBorder
          px="sm"
          radius="sm"
          c="dimmed"
          h={CAPTCHA_HEIGHT}
          style={{ display: 'flex', alignItems: 'center' }}
        >
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
