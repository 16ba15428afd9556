// @vitest-environment happy-dom
import { SEARCH_DEBOUNCE_MS } from '@cumplia/domain';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import { useSearchFilters } from './search-filters';

function FilteredList() {
  const filters = useSearchFilters([
    { key: 'razonSocial', label: 'Razón social', width: 240 },
    { key: 'nifCif', label: 'NIF/CIF', width: 160 },
  ] as const);
  return (
    <>
      {filters.inputs}
      <output data-testid="query">{JSON.stringify({ ...filters.values, page: filters.page })}</output>
      <button type="button" onClick={() => filters.setPage(4)}>
        Página 5
      </button>
    </>
  );
}

const query = () => JSON.parse(screen.getByTestId('query').textContent ?? '{}');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSearchFilters', () => {
  it('filters once typing stops, from the first page', () => {
    vi.useFakeTimers();
    render(
      <MantineProvider theme={theme}>
        <FilteredList />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Página 5' }));
    expect(query()).toEqual({ razonSocial: '', nifCif: '', page: 4 });

    fireEvent.change(screen.getByLabelText('Razón social'), { target: { value: 'Pana' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    fireEvent.change(screen.getByLabelText('Razón social'), { target: { value: 'Panadería' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    expect(query()).toEqual({ razonSocial: '', nifCif: '', page: 4 });

    act(() => vi.advanceTimersByTime(100));
    expect(query()).toEqual({ razonSocial: 'Panadería', nifCif: '', page: 0 });
  });
});
