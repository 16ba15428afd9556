// @vitest-environment happy-dom
import { MESSAGES } from '@cumplia/domain';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(busy: boolean) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <ConfirmDialog opened title="Verificar empresa" busy={busy} onCancel={onCancel} onConfirm={onConfirm}>
        ¿Verificar Panadería Teide?
      </ConfirmDialog>
    </MantineProvider>,
  );
  return { onCancel, onConfirm };
}

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('asks the question and answers cancel or confirm', () => {
    const { onCancel, onConfirm } = renderDialog(false);
    expect(screen.getByText('¿Verificar Panadería Teide?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.common.cancel }));
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.common.confirm }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be cancelled or confirmed again while the answer runs', () => {
    const { onConfirm } = renderDialog(true);
    expect(screen.getByRole('button', { name: MESSAGES.common.cancel }).hasAttribute('disabled')).toBe(true);
    const confirm = screen.getByRole('button', { name: MESSAGES.common.confirm });
    expect(confirm.getAttribute('data-loading')).toBe('true');
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
