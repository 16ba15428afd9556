import { Button, Group, List, Modal, Text } from '@mantine/core';

import type { DialogContent } from './result-dialog';

/** The result dialog's modal itself, loaded the first time a result is shown (see ResultDialog). */
export function ResultModal({ content, onClose }: { content: DialogContent | null; onClose(): void }) {
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
