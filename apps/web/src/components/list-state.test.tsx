// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { ListState } from './list-state';

type State = { isLoading?: boolean; error?: Error | null; isEmpty?: boolean; loadingText?: string };

const listState = (state: State) => (
  <MantineProvider theme={theme}>
    <ListState isLoading={false} error={null} isEmpty={false} emptyText="No hay empresas disponibles." {...state}>
      <p>Panadería Teide</p>
    </ListState>
  </MantineProvider>
);

afterEach(cleanup);

describe('ListState', () => {
  it('shows the spec loading text while the list loads, and not the list', () => {
    render(listState({ isLoading: true, loadingText: 'Cargando empresas...' }));
    expect(screen.getByLabelText('Cargando empresas...').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Panadería Teide')).toBeNull();
  });

  it("shows the server's error as an alert", () => {
    render(listState({ error: new Error('El servicio no está disponible.') }));
    expect(screen.getByRole('alert').textContent).toBe('El servicio no está disponible.');
    expect(screen.queryByText('Panadería Teide')).toBeNull();
  });

  it('shows the empty text for an empty list and the list otherwise', () => {
    const { rerender } = render(listState({ isEmpty: true }));
    expect(screen.getByText('No hay empresas disponibles.')).toBeTruthy();
    rerender(listState({}));
    expect(screen.getByText('Panadería Teide')).toBeTruthy();
    expect(screen.queryByText('No hay empresas disponibles.')).toBeNull();
  });
});
