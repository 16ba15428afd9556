// @vitest-environment happy-dom
import { LOGIN_MESSAGES, MESSAGES, REGISTRATION_MESSAGES } from '@cumplia/domain';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { recordingApiServer } from '../../../test-support/api-test-server';
import { RegistrationForm } from './registration-form';

const requests = recordingApiServer({ status: 201, body: {} });
afterEach(cleanup);

function renderForm() {
  const onRegistered = vi.fn();
  const { container } = render(
    <MantineProvider theme={theme}>
      <RegistrationForm onRegistered={onRegistered} />
    </MantineProvider>,
  );
  return { form: container.querySelector('form') as HTMLFormElement, onRegistered };
}

/** The reason a company that declares no staff cannot buy the harassment protocol. */
const NO_STAFF_TO_PROTECT = /^Sin personas trabajadoras no hay plantilla a la que proteger/;

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('the sign-up form, whose validation loads with the first focus or submit', () => {
  it('submitted before anything loaded, lists what is missing in its dialog and sends nothing', async () => {
    const { form, onRegistered } = renderForm();
    fireEvent.submit(form);
    const dialog = await screen.findByRole('dialog', { name: REGISTRATION_MESSAGES.errorsTitle });
    for (const message of [
      MESSAGES.validation.razonSocialRequired,
      MESSAGES.validation.codigoPostalRequired,
      MESSAGES.validation.numCuentaRequired,
      MESSAGES.validation.toolRequired,
      LOGIN_MESSAGES.captchaRequired,
    ]) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }
    expect(requests).toEqual([]);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('refuses a worker count that is not a whole number, and keeps what was typed', async () => {
    const { form } = renderForm();
    fireEvent.change(field(/^Número de trabajadores/), { target: { value: 'doce' } });
    fireEvent.change(field(/^Razón social/), { target: { value: 'Talleres Ejemplo S.L.' } });
    fireEvent.submit(form);
    const dialog = await screen.findByRole('dialog', { name: REGISTRATION_MESSAGES.errorsTitle });
    expect(within(dialog).getByText(MESSAGES.validation.numTrabajadoresInvalid)).toBeTruthy();
    expect(within(dialog).queryByText(MESSAGES.validation.razonSocialRequired)).toBeNull();
    expect(field(/^Número de trabajadores/).value).toBe('doce');
    expect(requests).toEqual([]);
  });

  it('tells a self-employed person without staff, under the tool, why the harassment protocol is not for her', async () => {
    const { form } = renderForm();
    const harassment = field(/^Acoso laboral/);
    /** Submits the form and closes its error dialog, as a visitor who has read it does. */
    const submitAndCloseErrors = async () => {
      fireEvent.submit(form);
      const dialog = await screen.findByRole('dialog', { name: REGISTRATION_MESSAGES.errorsTitle });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    fireEvent.change(field(/^Número de trabajadores/), { target: { value: '0' } });
    fireEvent.click(field(/^LOPDGDD/));
    fireEvent.click(harassment);
    await submitAndCloseErrors();
    const reason = screen.getByText(NO_STAFF_TO_PROTECT);
    expect(harassment.getAttribute('aria-describedby')?.split(' ')).toContain(reason.id);

    fireEvent.click(harassment);
    await submitAndCloseErrors();
    expect(screen.queryByText(NO_STAFF_TO_PROTECT)).toBeNull();
    expect(requests).toEqual([]);
  });
});
