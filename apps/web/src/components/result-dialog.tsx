import { Button, Group, List, Modal, Text } from '@mantine/core';

export type DialogContent = { title: string; message?: string; errors?: string[]; tone: 'success' | 'error' };

/** The spec's success ('¡Éxito!', 'Éxito') and error ('Por favor, corrija los siguientes errores:') dialogs. */
export function ResultDialog({ content, onClose }: { content: DialogContent | null; onClose(): void }) {
  return (
    <Modal
      opened={content !== null}
      onClose={onClose}
      title={content?.title}
      centered
      styles={{
        title: { fontWeight: 700, color: content?.tone === 'error' ? 'var(--mantine-color-red-8)' : undefined },
      }}
    >
      {content?.message && <Text mb={content.errors?.length ? 'sm' : 0}>{content.message}</Text>}
      {content?.errors && content.errors.length > 0 && (
        <List size="sm" spacing={4} c="red.8">
          {content.errors.map((error) => (
            <List.Item key={error}>{error}</List.Item>
          ))}
        </List>
      )}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>Cerrar</Button>
      </Group>
    </Modal>
  );
}

/** The distinct messages of a react-hook-form error tree, for the error dialog. */
export function errorMessages(errors: object): string[] {
  const messages = new Set<string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') messages.add(message);
    for (const [key, child] of Object.entries(node)) if (key !== 'ref' && key !== 'message') visit(child);
  };
  visit(errors);
  return [...messages];
}
