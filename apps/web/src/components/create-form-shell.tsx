import { Box, Button, Group, LoadingOverlay, Stack } from '@mantine/core';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { type DialogContent, ResultDialog } from './result-dialog';

/**
 * The result dialog of a creation form. Closing a success resets the form for the next one and scrolls to the
 * top; closing an error keeps what was typed.
 */
export function useCreationDialog(resetForm: () => void) {
  const [dialog, setDialog] = useState<DialogContent | null>(null);
  return {
    dialog,
    show: setDialog,
    close: () => {
      setDialog(null);
      if (dialog?.tone === 'success') {
        resetForm();
        window.scrollTo({ top: 0 });
      }
    },
  };
}

type CreateFormShellProps = {
  submitting: boolean;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  result: ReturnType<typeof useCreationDialog>;
  children: ReactNode;
};

/** A back-office creation form: its sections, the submit button, a spinner over the form while it is sent. */
export function CreateFormShell({ submitting, submitLabel, onSubmit, result, children }: CreateFormShellProps) {
  return (
    <Box pos="relative">
      <LoadingOverlay visible={submitting} zIndex={5} overlayProps={{ blur: 1 }} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {children}
          <Group>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Enviando...' : submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
      <ResultDialog content={result.dialog} onClose={result.close} />
    </Box>
  );
}
