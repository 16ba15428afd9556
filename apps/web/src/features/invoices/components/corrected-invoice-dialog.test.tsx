// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { testInvoice } from '../../../test-support/test-invoice';
import { CorrectedInvoiceDialog } from './corrected-invoice-dialog';

const rectified = testInvoice({ rectificadaPor: 'R2026-000002', corregible: true });

const amountInput = (line: string) => screen.getByLabelText(`Importe correcto de ${line}`) as HTMLInputElement;

function renderDialog() {
  const onDone = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <CorrectedInvoiceDialog invoice={rectified} onClose={vi.fn()} onDone={onDone} />
    </MantineProvider>,
  );
  return { onDone };
}

afterEach(cleanup);

describe('CorrectedInvoiceDialog', () => {
  it('starts from the amounts billed before, names the rectification, and takes a higher amount', () => {
    renderDialog();
    expect(screen.getByText('R2026-000002')).toBeTruthy();
    expect(amountInput('Alta anual del protocolo de LOPDGDD').value).toBe('120 €');
    expect(screen.getByText(/210,00\s€/)).toBeTruthy();
    fireEvent.change(amountInput('Alta anual del protocolo de LOPDGDD'), { target: { value: '160' } });
    expect(screen.getByText(/250,00\s€/)).toBeTruthy();
  });

  it('refuses to bill nothing before asking the server', () => {
    const { onDone } = renderDialog();
    fireEvent.change(amountInput('Alta anual del protocolo de LOPDGDD'), { target: { value: '0' } });
    fireEvent.change(amountInput('Alta anual del protocolo de Desconexión digital'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Emitir factura corregida' }));
    expect(screen.getByText('Indique el importe de al menos una línea.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
