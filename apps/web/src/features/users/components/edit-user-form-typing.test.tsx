// @vitest-environment happy-dom
import { ROLES, type StaffUserDetail, staffUsersEndpoints } from '@cumplia/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { startApiTestServer } from '../../../test-support/api-test-server';
import { storeTestSession } from '../../../test-support/test-session';
import { EditUserForm } from './edit-user-form';

/** A collaborator's login user, as 'Datos de Usuario' receives it. */
const ELENA: StaffUserDetail = {
  id: 5,
  username: '42389176S',
  name: 'Elena',
  surname: 'Rodríguez Afonso',
  email: 'elena@gestoria-atlantica.example',
  enabled: true,
  roles: [{ id: 3, name: ROLES.agency }],
  empresas: [],
  gestorias: [{ id: 1, nifCif: 'B38123451', nombreComercial: 'Gestoría Atlántica' }],
};
const ROLE_LIST = Object.values(ROLES).map((name, index) => ({ id: index + 1, name }));

const USER_URL = staffUsersEndpoints.get.path.replace(':id', String(ELENA.id));
let server: Awaited<ReturnType<typeof startApiTestServer>>;

beforeAll(async () => {
  server = await startApiTestServer(({ url }) => {
    if (url === USER_URL) return { status: 200, body: ELENA };
    if (url === staffUsersEndpoints.roles.path) return { status: 200, body: ROLE_LIST };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado' } };
  });
  storeTestSession();
});
afterAll(() => server.close());
afterEach(cleanup);

/** Types `text` key by key at the end of the field, each key its own change as in a browser. */
function typeKeys(input: HTMLInputElement, text: string) {
  for (const key of text) fireEvent.change(input, { target: { value: input.value + key } });
}

describe("EditUserForm ('Datos de Usuario')", () => {
  it('keeps the form and every key typed in Nombre and Apellidos', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider theme={theme}>
          <EditUserForm id={ELENA.id} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const name = (await screen.findByLabelText(/^Nombre/)) as HTMLInputElement;
    fireEvent.change(name, { target: { value: '' } });
    typeKeys(name, 'Elena María');
    const surname = screen.getByLabelText('Apellidos') as HTMLInputElement;
    typeKeys(surname, ' Pérez');
    expect((screen.getByLabelText(/^Nombre/) as HTMLInputElement).value).toBe('Elena María');
    expect((screen.getByLabelText('Apellidos') as HTMLInputElement).value).toBe('Rodríguez Afonso Pérez');
    expect(screen.getByRole('button', { name: 'Guardar Cambios' })).toBeTruthy();
  });
});
