// @vitest-environment happy-dom
import { type ComplianceProfileView, cnaeEndpoints, complianceEndpoints } from '@cumplia/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { type ApiTestRequest, startApiTestServer } from '../../../test-support/api-test-server';
import { bakeryProfile } from '../../../test-support/test-profile';
import { storeTestSession } from '../../../test-support/test-session';
import { CnaeCorrection } from './cnae-correction';

const viewWith = (cnae: string): ComplianceProfileView => ({
  companyId: 7,
  razonSocial: 'Fisioterapia Laura Expósito',
  cnae,
  saved: true,
  version: 2,
  hash: 'hash-2',
  updatedAt: '2026-11-20T10:00:00.000Z',
  profile: bakeryProfile,
  missing: { lopd: [], acoso: [], desconexion: [] },
  obligations: [],
  wordingVersions: { LOPD: 'w1', ACOSO: 'w1', DIGITAL: 'w1' },
  documentVersions: [],
});

const saves: ApiTestRequest[] = [];
let server: Awaited<ReturnType<typeof startApiTestServer>>;

beforeAll(async () => {
  server = await startApiTestServer((request) => {
    if (request.url.startsWith(cnaeEndpoints.search.path)) {
      if (request.url.includes('xyzzy')) return { status: 200, body: { resultados: [] } };
      return {
        status: 200,
        body: { resultados: [{ codigo: '8695', titulo: 'Actividades de fisioterapia', cnae2009: null }] },
      };
    }
    if (request.url === complianceEndpoints.saveOwnCnae.path && request.method === 'PUT') {
      saves.push(request);
      return { status: 200, body: viewWith((request.body as { cnae: string }).cnae) };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: 'No existe.' } };
  });
  storeTestSession();
});
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  saves.length = 0;
});

function renderCorrection(cnae: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider theme={theme}>
        <CnaeCorrection scope={{ kind: 'company' }} view={viewWith(cnae)} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const cnaeInput = () =>
  screen.getAllByLabelText(/^CNAE/).find((element) => element.tagName === 'INPUT') as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Guardar CNAE' }) as HTMLButtonElement;

describe("the profile page's CNAE correction", () => {
  it('says why a CNAE-2009 code on file needs a new choice, and saves the class chosen', async () => {
    renderCorrection('8690');
    expect(screen.getByText(/El CNAE 8690 es de la CNAE-2009 y hoy se reparte en 8691/)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(cnaeInput(), { target: { value: '8695' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.body).toEqual({ cnae: '8695' });
  });

  it('refuses a title that is not a class before asking the server', async () => {
    renderCorrection('8695');
    expect(screen.queryByText(/Elija la actividad en la CNAE-2025/)).toBeNull();
    fireEvent.change(cnaeInput(), { target: { value: 'Fisioterapeuta' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText(/«Fisioterapeuta» no es una clase de la CNAE-2025/)).toBeTruthy();
    expect(saves).toHaveLength(0);
  });

  it('says when no activity has the words typed, and how to search instead', async () => {
    renderCorrection('8695');
    fireEvent.change(cnaeInput(), { target: { value: 'xyzzy' } });
    expect(await screen.findByText(/Ninguna actividad con esas palabras/)).toBeTruthy();
  });
});
