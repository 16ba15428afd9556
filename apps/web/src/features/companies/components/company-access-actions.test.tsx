// @vitest-environment happy-dom
import { MESSAGES, staffCompaniesEndpoints } from '@cumplia/domain';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { recordingApiServer } from '../../../test-support/api-test-server';
import { storeTestSession } from '../../../test-support/test-session';
import { CompanyAccessActions } from './company-access-actions';

const COMPANY = { id: 1, nifCif: 'B38112231', verificado: true, permitirDescarga: true };
const RESEND_URL = staffCompaniesEndpoints.resendVerification.path.replace(':id', String(COMPANY.id));

const requests = recordingApiServer({
  status: 200,
  body: { message: MESSAGES.staffCompanies.verificationResent },
});

beforeAll(() => storeTestSession());
afterEach(cleanup);

function renderActions(withoutLogin?: string) {
  render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <CompanyAccessActions company={COMPANY} withoutLogin={withoutLogin} />
    </MantineProvider>,
  );
}

const question = () => screen.queryByRole('dialog', { name: 'Reenviar verificación' });
const resend = () => fireEvent.click(screen.getByRole('button', { name: 'Reenviar verificación' }));

describe("CompanyAccessActions ('Estado de Verificación y Acceso')", () => {
  it('has no verification to resend for a company without a login, and says how it gets one instead', () => {
    renderActions('La empresa no tiene usuario en Cumplia');
    expect(screen.getByText('La empresa no tiene usuario en Cumplia')).toBeTruthy();
    expect(screen.queryByText(/restablece la contraseña del usuario/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Reenviar verificación' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("asks before 'Reenviar verificación' resets the company user's password, and a cancel resets nothing", async () => {
    renderActions();
    resend();
    const dialog = question();
    expect(dialog?.textContent).toContain('La contraseña actual del usuario de la empresa dejará de servir');
    fireEvent.click(within(dialog as HTMLElement).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(question()).toBeNull());

    resend();
    fireEvent.click(within(question() as HTMLElement).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(/Verificación reenviada exitosamente/)).toBeTruthy();
    // The confirmed reset is the only one: the first click and its cancel asked for none (a request of theirs would
    // have reached the server before this one).
    expect(requests).toEqual([RESEND_URL]);
    expect(screen.getAllByText(/Verificación reenviada exitosamente/)).toHaveLength(1);
  });
});
