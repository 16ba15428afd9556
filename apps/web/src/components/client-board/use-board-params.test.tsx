// @vitest-environment happy-dom
import { SEARCH_DEBOUNCE_MS } from '@cumplia/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBoardParams } from './use-board-params';

function Board() {
  const board = useBoardParams();
  const location = useLocation();
  return (
    <>
      <output data-testid="state">
        {JSON.stringify({ q: board.q, states: board.states, sort: board.sort, page: board.page })}
      </output>
      <output data-testid="search">{location.search}</output>
      <input aria-label="Buscar" value={board.typed} onChange={(event) => board.setSearch(event.target.value)} />
      <button type="button" onClick={() => board.toggleState('reciboDevuelto')}>
        Recibo devuelto
      </button>
      <button
        type="button"
        onClick={() => {
          board.clearStates();
          board.toggleState('altaEnCurso');
        }}
      >
        Solo altas por SMS
      </button>
      <button type="button" onClick={() => board.setPage(3)}>
        Página 4
      </button>
      <button type="button" onClick={() => board.setSort({ sort: 'localidad', dir: 'asc' })}>
        Por localidad
      </button>
      <Link to="/editarclienteempresa?cifNif=B38771234">Editar Carpintería Arico</Link>
    </>
  );
}

/** A client's page: the address it was opened with. */
function ClientPage() {
  return <output data-testid="client">{useLocation().search}</output>;
}

/** The board in a data router, as in the app; its client page's code takes `clientPageLoadMs` to arrive. */
function renderAt(url: string, clientPageLoadMs = 0) {
  const router = createMemoryRouter(
    [
      { path: '/editarclientelistado', element: <Board /> },
      { path: '/clientesadmin', element: <Board /> },
      {
        path: '/editarclienteempresa',
        lazy: async () => {
          await new Promise((resolve) => setTimeout(resolve, clientPageLoadMs));
          return { Component: ClientPage };
        },
      },
    ],
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />);
}
const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');
const search = () => screen.getByTestId('search').textContent;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useBoardParams', () => {
  it('reads the search, the known states, the sort and the page from the address, ignoring what it does not know', () => {
    renderAt('/editarclientelistado?q=laguna&estado=reciboDevuelto,todas,renovacion30&sort=renovacion&dir=asc&page=2');
    expect(state()).toEqual({
      q: 'laguna',
      states: ['reciboDevuelto', 'renovacion30'],
      sort: { sort: 'renovacion', dir: 'asc' },
      page: 2,
    });
    cleanup();
    renderAt('/editarclientelistado?sort=iban&page=-3');
    expect(state()).toMatchObject({ states: [], sort: { sort: 'fecha', dir: 'desc' }, page: 0 });
  });

  it('writes each change into the address, from the first page; the search once typing stops', () => {
    vi.useFakeTimers();
    renderAt('/editarclientelistado?page=5');
    fireEvent.click(screen.getByRole('button', { name: 'Recibo devuelto' }));
    expect(search()).toBe('?estado=reciboDevuelto');
    fireEvent.click(screen.getByRole('button', { name: 'Página 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Por localidad' }));
    expect(search()).toBe('?estado=reciboDevuelto&sort=localidad&dir=asc');

    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'panadería' } });
    expect(screen.getByLabelText('Buscar')).toHaveProperty('value', 'panadería');
    expect(state().q).toBe('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(state().q).toBe('panadería');
    fireEvent.click(screen.getByRole('button', { name: 'Recibo devuelto' }));
    expect(state().states).toEqual([]);
  });

  it('does not write a search typed just before the user left for a client: the client page keeps its address', async () => {
    renderAt('/editarclientelistado', SEARCH_DEBOUNCE_MS * 2);
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'arico' } });
    fireEvent.click(screen.getByRole('link', { name: 'Editar Carpintería Arico' }));
    expect(await screen.findByTestId('client', {}, { timeout: SEARCH_DEBOUNCE_MS * 6 })).toHaveProperty(
      'textContent',
      '?cifNif=B38771234',
    );
  });

  it('builds a change on the one before it when both come before the next render', () => {
    renderAt('/clientesadmin?estado=reciboDevuelto&gestoria=7&page=2');
    fireEvent.click(screen.getByRole('button', { name: 'Solo altas por SMS' }));
    expect(search()).toBe('?gestoria=7&estado=altaEnCurso');
    expect(state().states).toEqual(['altaEnCurso']);
  });
});
