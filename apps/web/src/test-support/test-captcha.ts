import { fireEvent, screen } from '@testing-library/react';
import type {} from 'altcha/types/generic';

// A browser counts a page on localhost as a secure context, the only place where the ALTCHA widget verifies;
// happy-dom has no such notion. The widget reads it as it mounts, so this runs before any form shows one.
(globalThis as { isSecureContext?: boolean }).isSecureContext = true;

/**
 * Solves a form's real ALTCHA widget as a visitor does: ticks 'No soy un robot' and waits for 'Verificado'. The
 * proof of work needs a Web Worker, which happy-dom lacks, so the widget runs in ALTCHA's own test mode: the same
 * states and events, and a test payload for the form to send.
 */
export async function solveCaptcha() {
  // The widget's module is large and loads with the first focus: on a busy machine it takes over a second.
  const box = await screen.findByLabelText('No soy un robot', {}, { timeout: 10_000 });
  const widget = box.closest('altcha-widget');
  if (!widget) throw new Error('The captcha box is not inside an ALTCHA widget');
  await widget.configure({ test: true, minDuration: 0 });
  fireEvent.click(box);
  await screen.findByText('Verificado');
}
