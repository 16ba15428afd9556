// @vitest-environment happy-dom
import type { Invoice } from '@cumplia/domain';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { testInvoice as invoice } from '../../../test-support/test-invoice';
import { CancelInvoiceDialog, RectifyDialog } from './invoice-correction-dialogs';

function renderRectify(rectified: Invoice) {
  const onDone = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <RectifyDialog action={{ kind: 'rectify', invoice: rectified }} onClose={vi.fn()} onDone={onDone} />
    </MantineProvider>,
  );
  return { onDone };
}

const amountInput = (line: string) => screen.getByLabelText(`Importe correcto de ${line}`) as HTMLInputElement;

// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens on document.fonts for font loads.
beforeAll(() => {
  if (!document.fonts) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});
afterEach(cleanup);

describe('RectifyDialog', () => {
  it('cancels an unpaid invoice whole by differences: the amounts are fixed at zero', () => {
    renderRectify(invoice());
    expect(screen.getByText('Pendiente de cobro')).toBeTruthy();
    expect(amountInput('Alta anual del protocolo de LOPDGDD').disabled).toBe(true);
    expect(screen.getByText(/−?-?210,00\s€/)).toBeTruthy();
  });

  it('lets a paid invoice be corrected by differences, line by line', () => {
    renderRectify(invoice({ facturado: true }));
    expect(screen.getByText('Pagada')).toBeTruthy();
    const lopd = amountInput('Alta anual del protocolo de LOPDGDD');
    expect(lopd.disabled).toBe(false);
    fireEvent.change(lopd, { target: { value: '100' } });
    fireEvent.change(amountInput('Alta anual del protocolo de Desconexión digital'), { target: { value: '90' } });
    expect(screen.getByText(/-20,00\s€/)).toBeTruthy();
  });

  it('by substitution starts from the amounts billed and refuses a higher one', () => {
    renderRectify(invoice());
    fireEvent.click(screen.getByText('Por sustitución'));
    const lopd = amountInput('Alta anual del protocolo de LOPDGDD');
    expect(lopd.disabled).toBe(false);
    expect(lopd.value).toBe('120 €');
    fireEvent.change(lopd, { target: { value: '150' } });
    expect(
      screen.getByText(/Máximo 120,00\s€, lo facturado: una rectificativa no puede cobrar más que la factura\./),
    ).toBeTruthy();
    // No base is computed from a refused amount.
    expect(screen.queryByText(/Base imponible de la rectificativa/)).toBeNull();
    expect(screen.getByText(/Corrija los importes por encima de lo facturado/)).toBeTruthy();
  });

  it('by differences, an amount above the billed one gives no base either', () => {
    renderRectify(invoice({ facturado: true }));
    fireEvent.change(amountInput('Alta anual del protocolo de LOPDGDD'), { target: { value: '150' } });
    expect(screen.queryByText(/Base imponible de la rectificativa/)).toBeNull();
  });

  it('asks for the ground and the reason before issuing anything', () => {
    const { onDone } = renderRectify(invoice());
    fireEvent.click(screen.getByRole('button', { name: 'Emitir rectificativa' }));
    expect(screen.getByText('Indique la causa de la rectificación.')).toBeTruthy();
    expect(screen.getByText('Indique el motivo de la rectificación.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('CancelInvoiceDialog', () => {
  it('says what a cancellation is for and asks for its reason', () => {
    const onDone = vi.fn();
    render(
      <MantineProvider theme={theme}>
        <CancelInvoiceDialog action={{ kind: 'cancel', invoice: invoice() }} onClose={vi.fn()} onDone={onDone} />
      </MantineProvider>,
    );
    expect(screen.getByText(/Solo para una factura emitida por error/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Anular factura' }));
    expect(screen.getByText('Indique por qué se anula la factura.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
