// @vitest-environment happy-dom
import { LOGIN_MESSAGES } from '@cumplia/domain';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { recordingApiServer } from '../../../test-support/api-test-server';
import { LoginForm } from './login-form';

const requests = recordingApiServer({ status: 200, body: {} });
afterEach(cleanup);

function renderForm() {
  const onLoggedIn = vi.fn();
  const router = createMemoryRouter([
    { path: '/', element: <LoginForm initialType={null} recoveryPath="/recuperar" onLoggedIn={onLoggedIn} /> },
  ]);
  const { container } = render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { form: container.querySelector('form') as HTMLFormElement, onLoggedIn };
}

describe('the login form, whose validation loads with the first focus or submit', () => {
  it('submitted before anything loaded, waits for its validation and names each missing field', async () => {
    const { form, onLoggedIn } = renderForm();
    fireEvent.submit(form);
    expect(await screen.findByText(LOGIN_MESSAGES.usernameRequired)).toBeTruthy();
    expect(screen.getByText(LOGIN_MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.getByText(LOGIN_MESSAGES.captchaRequired)).toBeTruthy();
    expect(requests).toEqual([]);
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('keeps what was typed while it reports the fields still missing', async () => {
    const { form } = renderForm();
    const username = screen.getByLabelText(/^NIF del usuario/) as HTMLInputElement;
    fireEvent.change(username, { target: { value: '12345678Z' } });
    fireEvent.submit(form);
    expect(await screen.findByText(LOGIN_MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.queryByText(LOGIN_MESSAGES.usernameRequired)).toBeNull();
    expect(username.value).toBe('12345678Z');
    expect(requests).toEqual([]);
  });
});
