// @vitest-environment happy-dom
import { CONTACT_MESSAGES } from '@cumplia/domain';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { recordingApiServer } from '../../../test-support/api-test-server';
import { solveCaptcha } from '../../../test-support/test-captcha';
import { ContactForm } from './contact-form';

const requests = recordingApiServer({ status: 200, body: {} });
// happy-dom has no FontFaceSet; Mantine's autosizing Textarea (Consulta) listens on document.fonts for font loads.
beforeAll(() => {
  if (!document.fonts) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});
afterEach(cleanup);

/** Types into a field as a visitor does: the focus first, which brings the form its captcha. */
function type(label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
}

describe('the contact form', () => {
  it('asks for the privacy acceptance and sends nothing without it', async () => {
    render(
      <MantineProvider theme={theme}>
        <ContactForm legalNoticePath="/aviso-legal" />
      </MantineProvider>,
    );
    type(/^Nombre y apellidos/, 'Nayra Rodríguez');
    type(/^Correo electrónico/, 'nayra@example.test');
    type(/^Teléfono/, '+34 699 111 222');
    type(/^Consulta/, 'Somos 12 trabajadores: ¿qué protocolos necesitamos?');
    // Everything else is there, the captcha too: only the acceptance is missing.
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog.textContent).toContain(CONTACT_MESSAGES.privacyRequired);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toEqual([]);
  });
});
