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
};

/** A question with 'Cancelar' and 'Confirmar'; the answer is running while `busy`. */
export function ConfirmDialog({ opened, title, children, busy, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      {children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {MESSAGES.common.cancel}
        </Button>
        <Button onClick={onConfirm} loading={busy}>
          {MESSAGES.common.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
