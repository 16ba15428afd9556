import { List, Modal, Text } from '@mantine/core';

/** A training pill's key ideas, shown while its video is not published yet. */
export function TrainingPillModal({
  pill,
  onClose,
}: {
  pill: { title: string; points: string[] } | null;
  onClose(): void;
}) {
  return (
    <Modal opened={pill !== null} onClose={onClose} title={pill?.title} centered>
      <Text size="sm" mb="sm">
        El vídeo se publicará en breve. Estas son sus ideas clave:
      </Text>
      <List size="sm" spacing="xs">
        {pill?.points.map((point) => (
          <List.Item key={point}>{point}</List.Item>
        ))}
      </List>
    </Modal>
  );
}
