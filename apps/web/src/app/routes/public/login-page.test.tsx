// @vitest-environment happy-dom
import { authEndpoints, CAPTCHA_HEADER, ERROR_CODE_MESSAGES, LOGIN_MESSAGES } from '@cumplia/domain';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestAnswer, type ApiTestRequest, startApiTestServer } from '../../../test-support/api-test-server';
import { solveCaptcha } from '../../../test-support/test-captcha';
import { theme } from '../../theme';
import { LoginPage } from './login-page';

/** The demo agency user, whose access type is Colaborador. */
const AGENCY_NIF = '45219873X';

/** The API's refusal of a wrong password, as its error handler sends it. */
const WRONG_PASSWORD: ApiTestAnswer = {
  status: 401,
  body: { code: 'AUTH002', message: ERROR_CODE_MESSAGES.AUTH002 },
};

const received: ApiTestRequest[] = [];
let answer: ApiTestAnswer = WRONG_PASSWORD;
let server: Awaited<ReturnType<typeof startApiTestServer>>;

beforeAll(async () => {
  server = await startApiTestServer((request) => {
    received.push(request);
    return answer;
  });
});
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  received.length = 0;
  answer = WRONG_PASSWORD;
});

/** /acceso opened at `url` (with the navigation's `state`), as the router shows it. */
function renderLogin(url: string, state?: object) {
  const router = createMemoryRouter([{ path: '/acceso', element: <LoginPage /> }], {
    initialEntries: [
      state
        ? { pathname: url.split('?')[0] ?? url, search: url.includes('?') ? `?${url.split('?')[1]}` : '', state }
        : url,
    ],
  });
  render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

/** Types into a field as a visitor does: the focus first, which brings the form its captcha. */
function type(label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
}
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const logIn = () => fireEvent.click(screen.getByRole('button', { name: 'Acceder' }));
const refusal = () => screen.findByRole('alert', { name: 'No se pudo iniciar sesión' });

describe('the login page', () => {
  it('shows the spec message for a wrong password, and the captcha must be solved again', async () => {
    renderLogin('/acceso');
    fireEvent.click(radio('Colaborador'));
    type(/^NIF del usuario/, AGENCY_NIF);
    type(/^Contraseña/, 'contraseña-equivocada');
    await solveCaptcha();
    logIn();

    expect((await refusal()).textContent).toContain('El usuario o la contraseña son incorrectos.');
    expect(received).toHaveLength(1);
    expect(received[0]?.url).toBe(authEndpoints.authenticate.path);
    expect(received[0]?.body).toEqual({ username: AGENCY_NIF, password: 'contraseña-equivocada', tipo: 'G' });
    expect(received[0]?.headers[CAPTCHA_HEADER]).toBeTruthy();
    // The widget is back to its unticked box: the solution it gave was spent on the refused attempt.
    expect(screen.getByLabelText('No soy un robot')).toBeTruthy();
    expect(screen.queryByText('Verificado')).toBeNull();

    logIn();
    expect(await screen.findByText(LOGIN_MESSAGES.captchaRequired)).toBeTruthy();
    expect(received).toHaveLength(1);
  });

  it('explains the refusal of an agency user who chose Cliente', async () => {
    answer = { status: 403, body: { code: 'LOGIN_TYPE_MISMATCH', message: LOGIN_MESSAGES.wrongTypeCompany } };
    renderLogin('/acceso?empresa=true');
    expect(radio('Cliente').checked).toBe(true);
    type(/^NIF del usuario/, AGENCY_NIF);
    type(/^Contraseña/, 'Demo-Cumplia-2026');
    await solveCaptcha();
    logIn();

    expect((await refusal()).textContent).toContain('no está registrado como cliente');
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toMatchObject({ username: AGENCY_NIF, tipo: 'E' });
  });

  it('after a verification, says so and shows the NIF verified already typed', async () => {
    renderLogin('/acceso?empresa=true', { notice: 'Cuenta verificada.', username: '54327891M' });
    expect(await screen.findByText('Cuenta verificada.')).toBeTruthy();
    expect((screen.getByLabelText(/NIF/) as HTMLInputElement).value).toBe('54327891M');
  });

  it('says why it appeared when a session opened a page of another area', async () => {
    renderLogin('/acceso?motivo=otra-area');
    expect(await screen.findByText('Esa página es de otra área')).toBeTruthy();
  });
});
