// @vitest-environment happy-dom
import { MESSAGES } from '@cumplia/domain';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import type { RenewalFilters } from '../api/staff-renewals-api';
import { RenewalFiltersForm } from './renewal-filters';

const initial: RenewalFilters = {
  nombreEmpresa: '',
  nifCif: '',
  estado: 'pendientes',
  diasRestantes: 18,
  mes: 11,
  year: 2026,
};

/** The superadmin's filters as the renewals screen holds them; `onChange` gets every change the list follows. */
function Filters({ onChange }: { onChange(patch: Partial<RenewalFilters>): void }) {
  const [filters, setFilters] = useState(initial);
  return (
    <RenewalFiltersForm
      scope="admin"
      value={filters}
      onChange={(patch) => {
        setFilters((current) => ({ ...current, ...patch }));
        onChange(patch);
      }}
    />
  );
}

function renderFilters() {
  const onChange = vi.fn();
  render(
    <MantineProvider theme={theme} env="test">
      <Filters onChange={onChange} />
    </MantineProvider>,
  );
  return { onChange, year: screen.getByRole('textbox', { name: 'Año' }) as HTMLInputElement };
}

/** Types `digits` into the empty field one at a time, as a keyboard would. */
function typeDigits(input: HTMLInputElement, digits: string) {
  fireEvent.change(input, { target: { value: '' } });
  for (let length = 1; length <= digits.length; length++) {
    fireEvent.change(input, { target: { value: digits.slice(0, length) } });
    expect(input.value).toBe(digits.slice(0, length));
  }
}

afterEach(cleanup);

describe("the renewals' year filter", () => {
  it('takes a year typed digit by digit, and the list follows once it is whole', () => {
    const { onChange, year } = renderFilters();
    typeDigits(year, '2027');
    expect(screen.queryByText(MESSAGES.renewals.yearRange)).toBeNull();
    expect(onChange.mock.calls).toEqual([[{ year: 2027 }]]);
  });

  it('explains a year out of range and goes back to the last one on leaving the field', () => {
    const { onChange, year } = renderFilters();
    typeDigits(year, '2027');
    typeDigits(year, '1999');
    expect(screen.getByText('El año debe estar entre 2000 y 2050.')).toBeTruthy();
    fireEvent.blur(year);
    expect(year.value).toBe('2027');
    expect(screen.queryByText(MESSAGES.renewals.yearRange)).toBeNull();
    expect(onChange.mock.calls).toEqual([[{ year: 2027 }]]);
  });
});
