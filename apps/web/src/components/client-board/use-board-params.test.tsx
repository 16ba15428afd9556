// @vitest-environment happy-dom
import { SEARCH_DEBOUNCE_MS } from '@cumplia/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
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
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Board />
    </MemoryRouter>,
  );
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

  it('builds a change on the one before it when both come before the next render', () => {
    renderAt('/clientesadmin?estado=reciboDevuelto&gestoria=7&page=2');
    fireEvent.click(screen.getByRole('button', { name: 'Solo altas por SMS' }));
    expect(search()).toBe('?gestoria=7&estado=altaEnCurso');
    expect(state().states).toEqual(['altaEnCurso']);
  });
});
