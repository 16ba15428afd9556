// @vitest-environment happy-dom
import type { StoppedWorkItem } from '@cumplia/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { type ApiTestRequest, recordingApiServer } from '../../../test-support/api-test-server';
import { storeTestSession } from '../../../test-support/test-session';
import { StoppedWorkTable } from './stopped-work-table';

const sealing: StoppedWorkItem = {
  cola: 'seal-contract',
  id: 41,
  empresa: { id: 7, nombre: 'Panadería Teide S.L.', nifCif: 'B38567897' },
  intentos: 8,
  ultimoError: 'Failed to parse PDF document: No PDF header found',
  primerIntento: '2026-11-20T09:00:00.000Z',
  detenidoDesde: '2026-11-20T17:00:00.000Z',
};

const reminder: StoppedWorkItem = {
  ...sealing,
  cola: 'onboarding-reminder',
  id: 5,
  empresa: { id: 9, nombre: 'Empresa B38770046', nifCif: 'B38770046' },
  ultimoError: 'Se ha alcanzado el máximo de SMS a este teléfono por hoy.',
};

const posted: ApiTestRequest[] = [];
const requests = recordingApiServer((request) => {
  if (request.method === 'POST') {
    posted.push(request);
    return { status: 200, body: { message: 'Trabajo descartado: no se volverá a intentar.' } };
  }
  return { status: 200, body: { content: [sealing, reminder], number: 0, size: 20, totalPages: 1, totalElements: 2 } };
});
beforeAll(() => storeTestSession());
afterEach(() => {
  cleanup();
  posted.length = 0;
});

function renderTable() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter>
          <StoppedWorkTable />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe("'Trabajos detenidos'", () => {
  it('shows what stopped, for which company and why', async () => {
    renderTable();
    const table = await screen.findByRole('table', { name: 'Trabajos detenidos' });
    const row = within(table).getByRole('row', { name: /Panadería Teide/ });
    expect(row.textContent).toContain('Sellar un contrato firmado');
    expect(row.textContent).toContain('No PDF header found');
    expect(
      within(row)
        .getByRole('link', { name: /Panadería Teide S\.L\. \(B38567897\)/ })
        .getAttribute('href'),
    ).toBe('/fichaempresa?id=7');
    expect(requests[0]).toContain('/cumplia-core/admin/trabajos-detenidos?page=0&size=20');
  });

  it('asks before discarding, says what is lost, and acts only on confirmation', async () => {
    renderTable();
    fireEvent.click(await screen.findByRole('button', { name: /^Descartar: Sellar un contrato firmado de Panadería/ }));
    const dialog = await screen.findByRole('dialog', { name: '¿Descartar este trabajo?' });
    expect(dialog.textContent).toContain('sin el sello de la plataforma');
    expect(posted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, descartar' }));
    await waitFor(() =>
      expect(posted.map((request) => request.url)).toEqual([
        '/cumplia-core/admin/trabajos-detenidos/seal-contract/41/descartar',
      ]),
    );
  });

  it('retries every stopped item at once, after a confirmation that says when to do it', async () => {
    renderTable();
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar todos (2)' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Reintentar los 2 trabajos detenidos?' });
    expect(dialog.textContent).toContain('cuando la causa esté resuelta');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reintentar todos' }));
    await waitFor(() =>
      expect(posted.map((request) => request.url)).toEqual(['/cumplia-core/admin/trabajos-detenidos/reintentar-todos']),
    );
  });
});
