// @vitest-environment happy-dom
import { endpointUrl, MESSAGES, ROLES, type StaffUserDetail, staffUsersEndpoints } from '@cumplia/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { type ApiTestRequest, NOT_FOUND_ANSWER, startApiTestServer } from '../../../test-support/api-test-server';
import { storeTestSession } from '../../../test-support/test-session';
import { EditUserForm } from './edit-user-form';

const ROLE_LIST = [
  { id: 1, name: ROLES.superadmin },
  { id: 2, name: ROLES.worker },
  { id: 3, name: ROLES.agency },
  { id: 4, name: ROLES.company },
];

/** The demo's worker, as 'Datos de Usuario' loads it. */
const worker: StaffUserDetail = {
  id: 2,
  username: '78451236F',
  name: 'Laura',
  surname: 'Santana Díaz',
  email: 'laura@cumplia.example',
  enabled: true,
  roles: [{ id: 2, name: ROLES.worker }],
  empresas: [],
  gestorias: [],
};

const userPath = endpointUrl(staffUsersEndpoints.get, { params: { id: worker.id } });
/** The saves the API received. */
const saves: ApiTestRequest[] = [];
let server: Awaited<ReturnType<typeof startApiTestServer>>;

beforeAll(async () => {
  server = await startApiTestServer((request) => {
    if (request.url === staffUsersEndpoints.roles.path) return { status: 200, body: ROLE_LIST };
    if (request.url === userPath && request.method === 'PUT') {
      saves.push(request);
      return { status: 200, body: worker };
    }
    if (request.url === userPath) return { status: 200, body: worker };
    return NOT_FOUND_ANSWER;
  });
  storeTestSession();
});
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  saves.length = 0;
});

async function renderWorker() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider theme={theme} env="test">
        <EditUserForm id={worker.id} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  expect(((await screen.findByLabelText(/^Usuario \(NIF\)/)) as HTMLInputElement).value).toBe('78451236F');
}

const superadminBox = () => screen.getByRole('checkbox', { name: 'Superadministrador' }) as HTMLInputElement;

/** Ticks 'Superadministrador', presses 'Guardar Cambios' and returns the question that opens. */
function grantSuperadmin() {
  expect(superadminBox().checked).toBe(false);
  fireEvent.click(superadminBox());
  fireEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
  return screen.getByRole('dialog', { name: MESSAGES.staffUsers.grantSuperadminTitle });
}

describe("'Datos de Usuario': granting the superadmin role", () => {
  it('asks first, naming what the role gives, and "No conceder" saves nothing', async () => {
    await renderWorker();
    const grant = grantSuperadmin();
    expect(grant.textContent).toContain('Laura Santana Díaz podrá ver y cambiar todos los datos de Cumplia');
    expect(within(grant).getByRole('button', { name: 'Conceder y guardar' })).toBeTruthy();

    fireEvent.click(within(grant).getByRole('button', { name: 'No conceder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Untick the role and save: that save is the only one the server gets, without the role.
    fireEvent.click(superadminBox());
    fireEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(saves.length).toBeGreaterThan(0));
    expect(saves.map((save) => (save.body as { roles: unknown }).roles)).toEqual([[{ id: 2 }]]);
  });

  it('saves the role once "Conceder y guardar" answers the question', async () => {
    await renderWorker();
    fireEvent.click(within(grantSuperadmin()).getByRole('button', { name: 'Conceder y guardar' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.body).toMatchObject({ username: '78451236F', roles: [{ id: 2 }, { id: 1 }] });
  });

  it('saves other changes without asking', async () => {
    await renderWorker();
    fireEvent.change(screen.getByLabelText(/^Apellidos/), { target: { value: 'Santana Pérez' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.body).toMatchObject({ surname: 'Santana Pérez', roles: [{ id: 2 }] });
  });
});
