// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { CollaboratorForm } from './collaborator-form';

afterEach(cleanup);

describe("CollaboratorForm (the superadmin's 'Alta de Colaborador')", () => {
  it('keeps a commission typed above 100 as typed and refuses it plainly, in red beside it', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider theme={theme}>
          <CollaboratorForm area="admin" />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const commission = screen.getByLabelText(/^Comisión \(%\)/) as HTMLInputElement;
    // Typed key by key over the default commission: 1, 15, then 150.
    for (const typed of ['', '1', '15', '150']) fireEvent.change(commission, { target: { value: typed } });
    expect(commission.value).toBe('150');
    expect(screen.getByText('La comisión debe ser un número entre 0 y 100.')).toBeTruthy();
    expect(commission.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(commission, { target: { value: '15' } });
    expect(screen.queryByText('La comisión debe ser un número entre 0 y 100.')).toBeNull();
  });
});
