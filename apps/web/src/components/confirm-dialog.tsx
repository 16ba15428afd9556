import { MESSAGES } from '@cumplia/domain';
import { Button, Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
  /** The buttons say what they do where 'Confirmar' and 'Cancelar' would be ambiguous ('Sí, no renovar'). */
  confirmLabel?: string;
  cancelLabel?: string;
  /** A confirmation that ends something is red. */
  danger?: boolean;
};

/** A question with 'Cancelar' and 'Confirmar' (or the given labels); the answer is running while `busy`. */
export function ConfirmDialog({
  opened,
  title,
  children,
  busy,
  onCancel,
  onConfirm,
  confirmLabel = MESSAGES.common.confirm,
  cancelLabel = MESSAGES.common.cancel,
  danger = false,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      {children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} loading={busy} color={danger ? 'red' : undefined}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
