// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { datesSettings, theme } from '../../../app/theme';
import { testInvoice } from '../../../test-support/test-invoice';
import { BillingDateDialog, type InvoiceAction } from './invoice-action-dialogs';

/** The invoice list as it holds the dialog: always mounted, opened for an invoice, closed back to none. */
function InvoiceList() {
  const [action, setAction] = useState<InvoiceAction | null>(null);
  return (
    <>
      <button type="button" onClick={() => setAction({ kind: 'date', invoice: testInvoice() })}>
        Cambiar fecha de facturación
      </button>
      <BillingDateDialog action={action} onClose={() => setAction(null)} onDone={vi.fn()} />
    </>
  );
}

afterEach(cleanup);

const dialog = () => screen.queryByRole('dialog', { name: 'Cambiar fecha de facturación' });
const dateInput = () =>
  within(dialog() as HTMLElement).getByLabelText(/^Nueva fecha de facturación/) as HTMLInputElement;
const open = () => fireEvent.click(screen.getByRole('button', { name: 'Cambiar fecha de facturación' }));
const typeDate = (text: string) => {
  fireEvent.focus(dateInput());
  fireEvent.change(dateInput(), { target: { value: text } });
};

describe("BillingDateDialog ('Cambiar fecha de facturación')", () => {
  it('forgets a typed date once cancelled with Cancelar or Escape', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <DatesProvider settings={datesSettings}>
          <InvoiceList />
        </DatesProvider>
      </MantineProvider>,
    );
    // The invoice's billing date is 27/10/2026; 05/11/2026 is within the days it may move to.
    open();
    expect(dateInput().value).toBe('27/10/2026');
    typeDate('05/11/2026');
    expect(dateInput().value).toBe('05/11/2026');
    fireEvent.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(dialog()).toBeNull());

    open();
    expect(dateInput().value).toBe('27/10/2026');
    typeDate('05/11/2026');
    fireEvent.keyDown(dateInput(), { key: 'Escape' });
    await waitFor(() => expect(dialog()).toBeNull());

    open();
    expect(dateInput().value).toBe('27/10/2026');
  });
});
