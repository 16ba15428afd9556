// @vitest-environment happy-dom
import { uploadsEndpoints } from '@cumplia/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestRequest, startApiTestServer } from '../../../test-support/api-test-server';
import { renderRouter } from '../../../test-support/render-router';
import { storeTestSession } from '../../../test-support/test-session';
import { UploadsPage } from './uploads-page';

const NO_FILES = { content: [], number: 0, size: 10, totalPages: 0, totalElements: 0 };
const uploads: ApiTestRequest[] = [];
let server: Awaited<ReturnType<typeof startApiTestServer>>;

beforeAll(async () => {
  server = await startApiTestServer((request) => {
    if (request.url === uploadsEndpoints.upload.path) {
      uploads.push(request);
      return { status: 201, body: { id: 9, nombre: 'directo.csv', lineas: 1 } };
    }
    return { status: 200, body: NO_FILES };
  });
  storeTestSession();
});
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  uploads.length = 0;
});

/** Any other page of the app: it says where the user is. */
function Elsewhere() {
  return <p>Página {useLocation().pathname}</p>;
}

/** The app's history holding `entries`, the last one being /altamasiva. */
function renderUploadsAfter(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/altamasiva', element: <UploadsPage /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [...entries, '/altamasiva'], initialIndex: entries.length },
  );
  renderRouter(router);
  return router;
}

/** Chooses a one-line CSV, uploads it and closes the '¡Éxito!' dialog. */
async function uploadAndClose() {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  const csv = new File(['nifCif;telefono\nB00000000;611222333\n'], 'directo.csv', { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [csv] } });
  fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
  const success = await screen.findByRole('dialog', { name: '¡Éxito!' });
  expect(uploads).toHaveLength(1);
  expect(uploads[0]?.body).toContain('B00000000;611222333');
  fireEvent.click(within(success).getByRole('button', { name: 'Cerrar' }));
}

describe("'Alta masiva' (/altamasiva)", () => {
  it('opened directly, closing the CSV success dialog goes to the agency home, not out of the app', async () => {
    const router = renderUploadsAfter([]);
    await uploadAndClose();
    expect(await screen.findByText('Página /iniciogestora')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/iniciogestora');
  });

  it('opened from another page of the app, closing it goes back there', async () => {
    renderUploadsAfter(['/editarclientelistado']);
    await uploadAndClose();
    expect(await screen.findByText('Página /editarclientelistado')).toBeTruthy();
  });
});
