import { MESSAGES, type PersonErasureResult, type PersonQuery, personQuerySchema } from '@cumplia/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, List, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { apiErrorMessage } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { erasePersonData, exportPersonData } from '../api/privacy-api';

const p = MESSAGES.privacy;

const ERASED_LABELS: Record<keyof PersonErasureResult['erased'], string> = {
  users: 'Usuarios de acceso',
  contactMessages: 'Mensajes de contacto',
  newsletterSubscriptions: 'Suscripciones al boletín',
  messagesSent: 'Correos y SMS enviados o reenviados',
};

/** 'Protección de datos': a person's access and erasure requests, by e-mail and/or NIF. */
export function PrivacyRequests() {
  const [busy, setBusy] = useState<'export' | 'erase' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PersonQuery | null>(null);
  const [erasure, setErasure] = useState<PersonErasureResult | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PersonQuery>({ resolver: zodResolver(personQuerySchema), defaultValues: { email: '', nif: '' } });

  const download = handleSubmit(async (person) => {
    setError(null);
    setBusy('export');
    try {
      const file = await exportPersonData(person);
      saveFile(file.blob, file.fileName);
    } catch (failure) {
      setError(apiErrorMessage(failure, p.exportFailed));
    } finally {
      setBusy(null);
    }
  });

  const erase = async () => {
    if (!confirming) return;
    setError(null);
    setBusy('erase');
    try {
      setErasure(await erasePersonData(confirming));
    } catch (failure) {
      setError(apiErrorMessage(failure, p.eraseFailed));
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  };

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <form noValidate onSubmit={download}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Busque a la persona por su correo electrónico, su NIF o ambos. La exportación descarga todo lo que se
              guarda de ella; la supresión borra lo que la ley no obliga a conservar.
            </Text>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Correo electrónico" type="email" error={errors.email?.message} {...register('email')} />
              <TextInput label="NIF" error={errors.nif?.message} {...register('nif')} />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                disabled={busy !== null}
                onClick={handleSubmit((person) => {
                  setErasure(null);
                  setConfirming(person);
                })}
              >
                Suprimir datos
              </Button>
              <Button type="submit" leftSection={<IconDownload size={16} aria-hidden />} loading={busy === 'export'}>
                Exportar datos
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>

      {erasure && <ErasureSummary result={erasure} />}

      <ConfirmDialog
        opened={confirming !== null}
        title="Suprimir datos personales"
        busy={busy === 'erase'}
        onCancel={() => setConfirming(null)}
        onConfirm={erase}
      >
        <Text size="sm">{p.confirmErase}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

function ErasureSummary({ result }: { result: PersonErasureResult }) {
  return (
    <Card withBorder padding="lg" role="status">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {p.erased}
        </Title>
        <List size="sm" spacing={4}>
          {Object.entries(ERASED_LABELS).map(([key, label]) => (
            <List.Item key={key}>
              {label}: <strong>{result.erased[key as keyof PersonErasureResult['erased']]}</strong>
            </List.Item>
          ))}
        </List>
        {result.retained.length > 0 && (
          <>
            <Text fw={600} size="sm" mt="xs">
              Se conservan por obligación legal
            </Text>
            <List size="sm" spacing={6}>
              {result.retained.map((item) => (
                <List.Item key={item.record}>
                  <strong>{item.record}</strong>
                  <Text size="xs" c="dimmed">
                    {item.reason}
                  </Text>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Card>
  );
}
