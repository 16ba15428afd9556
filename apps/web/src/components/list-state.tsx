import { Alert, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type ListStateProps = {
  isLoading: boolean;
  error: Error | null;
  isEmpty: boolean;
  emptyText: string;
  /** The spec's loading text, when it gives one ('Cargando facturas...'). */
  loadingText?: string;
  children: ReactNode;
};

/** Loading (skeleton rows), error, empty (the spec's text) or the list itself. */
export function ListState({ isLoading, error, isEmpty, emptyText, loadingText, children }: ListStateProps) {
  if (isLoading) {
    return (
      <Paper withBorder radius="md" p="md" aria-busy="true" aria-label={loadingText ?? 'Cargando'}>
        <Stack gap="sm">
          {loadingText && (
            <Text size="sm" c="dimmed">
              {loadingText}
            </Text>
          )}
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={28} />
          ))}
        </Stack>
      </Paper>
    );
  }
  if (error) {
    return (
      <Alert color="red" role="alert">
        {error.message}
      </Alert>
    );
  }
  if (isEmpty) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center">
          {emptyText}
        </Text>
      </Paper>
    );
  }
  return <>{children}</>;
}
