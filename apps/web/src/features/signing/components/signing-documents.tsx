import { formatEuroAmount, type SigningRequest } from '@cumplia/domain';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconFileText } from '@tabler/icons-react';
import { contractUrl } from '../api/signing-api';

/** Step 1: each document to open and read; the page marks it opened once the server has served it. */
export function SigningDocuments({
  token,
  documents,
  onOpened,
}: {
  token: string;
  documents: SigningRequest['contratos'];
  onOpened: () => void;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="firma-documentos">
      <Text fw={600} id="firma-documentos">
        1. Abra y lea cada documento
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        Se abren en una pestaña nueva. Podrá pedir el código cuando los haya abierto todos.
      </Text>
      <Stack gap="xs" role="list">
        {documents.map((document) => (
          <Group key={document.id} justify="space-between" wrap="nowrap" gap="sm" align="flex-start" role="listitem">
            {/* The title wraps and the price goes under it, so the badge keeps its place on a phone. */}
            <Group gap={8} wrap="nowrap" align="flex-start" miw={0} style={{ flex: 1 }}>
              <IconFileText size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 3 }} />
              <Stack gap={0} miw={0}>
                <Anchor href={contractUrl(token, document.id)} target="_blank" rel="noopener" onClick={onOpened}>
                  {document.titulo}
                </Anchor>
                {document.precio !== null && (
                  <Text size="sm" c="dimmed">
                    {formatEuroAmount(document.precio)}/año
                  </Text>
                )}
              </Stack>
            </Group>
            {document.abierto ? (
              <Badge
                color="green"
                variant="light"
                style={{ flexShrink: 0 }}
                leftSection={<IconCircleCheck size={14} aria-hidden="true" />}
              >
                Abierto
              </Badge>
            ) : (
              <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
                Sin abrir
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
