// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { datesSettings, theme } from '../app/theme';
import { DateField } from './date-field';

/** The field as a form holds it: the value is the `yyyy-mm-dd` string the form last received. */
function Form({
  initial,
  onChange,
  ...range
}: {
  initial: string;
  onChange(value: string): void;
  minDate?: string;
  maxDate?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      {...range}
      label="Fecha de inicio"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderField(initial = '', range: { minDate?: string; maxDate?: string } = {}) {
  const onChange = vi.fn();
  render(
    <MantineProvider theme={theme} env="test">
      <DatesProvider settings={datesSettings}>
        <Form initial={initial} onChange={onChange} {...range} />
      </DatesProvider>
    </MantineProvider>,
  );
  return { onChange, input: screen.getByLabelText('Fecha de inicio') as HTMLInputElement };
}

afterEach(cleanup);

describe('DateField', () => {
  it('shows an ISO value as dd/mm/yyyy', () => {
    const { input } = renderField('2026-03-05');
    expect(input.value).toBe('05/03/2026');
    expect(input.getAttribute('placeholder')).toBe('dd/mm/aaaa');
  });

  it('gives the form the ISO date of a date typed dd/mm/yyyy', () => {
    const { input, onChange } = renderField();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '05/03/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-03-05');
    fireEvent.blur(input);
    expect(input.value).toBe('05/03/2026');
    expect(screen.queryByText(/Fecha no válida/)).toBeNull();
  });

  it('takes no value from a date that does not exist, stays empty and says why', () => {
    const { input, onChange } = renderField();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '31/02/2026' } });
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('');
    expect(screen.getByText('Fecha no válida: escríbala como dd/mm/aaaa.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the last valid date when the text typed over it is not a date', () => {
    const { input, onChange } = renderField('2026-03-05');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2026-03-07' } });
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('05/03/2026');
    expect(screen.getByText('Fecha no válida: escríbala como dd/mm/aaaa.')).toBeTruthy();
  });

  it('opens a Spanish calendar that starts on Monday, and a click on a day picks it', () => {
    const { input, onChange } = renderField('2026-03-05');
    fireEvent.focus(input);
    expect(document.querySelector('[data-dates-dropdown]')).toBeNull();
    fireEvent.click(input);
    const calendar = document.querySelector('[data-dates-dropdown]') as HTMLElement;
    expect(within(calendar).getByText('marzo 2026')).toBeTruthy();
    const weekdays = [...calendar.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(weekdays).toEqual(['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do']);
    fireEvent.click(within(calendar).getByRole('button', { name: '18 de marzo de 2026' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-03-18');
    expect(input.value).toBe('18/03/2026');
    expect(document.querySelector('[data-dates-dropdown]')).toBeNull();
  });

  it('closes the calendar once the date is being typed, so it covers nothing under the field', () => {
    const { input } = renderField();
    fireEvent.click(input);
    expect(document.querySelector('[data-dates-dropdown]')).not.toBeNull();
    fireEvent.input(input, { target: { value: '05/03/2026' } });
    expect(document.querySelector('[data-dates-dropdown]')).toBeNull();
  });

  it('disables the days out of range in the calendar', () => {
    const { input } = renderField('2026-03-05', { minDate: '2026-03-05', maxDate: '2026-03-20' });
    fireEvent.click(input);
    const calendar = document.querySelector('[data-dates-dropdown]') as HTMLElement;
    const day = (name: string) => within(calendar).getByRole('button', { name });
    expect(day('4 de marzo de 2026').hasAttribute('data-disabled')).toBe(true);
    expect(day('5 de marzo de 2026').hasAttribute('data-disabled')).toBe(false);
    expect(day('20 de marzo de 2026').hasAttribute('data-disabled')).toBe(false);
    expect(day('21 de marzo de 2026').hasAttribute('data-disabled')).toBe(true);
  });
});
