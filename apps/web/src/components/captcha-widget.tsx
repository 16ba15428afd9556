import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/es-es';
import { captchaEndpoints } from '@cumplia/domain';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';

// The strict CSP forbids inline workers: the proof of work runs in a worker file served from our origin.
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

export type CaptchaHandle = { reset(): void };

type CaptchaWidgetProps = {
  /** The solution payload once verified, null when (again) unverified. */
  onChange(payload: string | null): void;
  ref?: Ref<CaptchaHandle>;
};

/** ALTCHA, self-hosted proof of work: no third party sees the visitor (GDPR). */
export function CaptchaWidget({ onChange, ref }: CaptchaWidgetProps) {
  const widget = useRef<HTMLElement & { reset?: () => void }>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useImperativeHandle(ref, () => ({
    reset: () => {
      widget.current?.reset?.();
      onChangeRef.current(null);
    },
  }));

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const handleState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', handleState);
    return () => element.removeEventListener('statechange', handleState);
  }, []);

  return (
    <altcha-widget
      ref={widget}
      challenge={captchaEndpoints.challenge.path}
      language="es-es"
      name="captcha"
      style={{
        '--altcha-max-width': '100%',
        '--altcha-border-color': 'var(--mantine-color-gray-4)',
        '--altcha-checkbox-border-color': 'var(--mantine-color-gray-6)',
        '--altcha-checkbox-border-width': '2px',
        '--altcha-input-background-color': 'var(--mantine-color-white)',
        '--altcha-color-success': 'var(--mantine-color-cumplia-7)',
      }}
    />
  );
}
