import { formatDateEs, MESSAGES, type OutboxMessage, SEARCH_DEBOUNCE_MS } from '@cumplia/domain';
import { Alert, Badge, Button, Code, Group, Loader, Modal, Paper, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPaperclip } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Pager } from '../../../components/pager';
import { OUTBOX_KEY, resendOutboxMessage, useOutboxMessages } from '../api/list-outbox';

const STATUS = {
  PENDING: { label: 'Pendiente', color: 'yellow' },
  SENT: { label: 'Enviado', color: 'green' },
  FAILED: { label: 'Fallido', color: 'red' },
} as const;

const DELIVERY = { smtp: 'Servidor de correo', smpp: 'Proveedor de SMS', outbox: 'Guardado aquí' } as const;
const RECEIPT: Record<string, string> = {
  DELIVRD: 'entregado al teléfono',
  ENROUTE: 'en camino',
  ACCEPTD: 'aceptado por el operador',
  UNDELIV: 'no entregado',
  EXPIRED: 'caducado sin entregar',
  REJECTD: 'rechazado por el operador',
  DELETED: 'borrado por el operador',
  UNKNOWN: 'estado desconocido',
};

const dateTime = (iso: string) =>
  `${formatDateEs(iso)} ${new Date(iso).toLocaleTimeString('es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' })}`;

type Notice = { ok: boolean; text: string };

/**
 * Staff view of the outbox: every e-mail and SMS the product sends, with its status and its content with codes
 * and personal links masked. 'Reenviar' queues a new copy for the recipient without revealing it.
 */
export function OutboxTable() {
  const [page, setPage] = useState(0);
  const [channel, setChannel] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [recipientInput, setRecipientInput] = useState('');
  const [recipient] = useDebouncedValue(recipientInput, SEARCH_DEBOUNCE_MS);
  const [opened, setOpened] = useState<OutboxMessage | null>(null);
  const { data, isLoading, isError, error } = useOutboxMessages({ page, channel, status, recipient });
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [resending, setResending] = useState<number | null>(null);

  const resend = async (message: OutboxMessage) => {
    setResending(message.id);
    setNotice(null);
    try {
      setNotice({ ok: true, text: (await resendOutboxMessage(message.id)).message });
      void queryClient.invalidateQueries({ queryKey: OUTBOX_KEY });
    } catch (failure) {
      setNotice({ ok: false, text: failure instanceof Error ? failure.message : MESSAGES.outbox.resendFailed });
    } finally {
      setResending(null);
    }
  };

  const filterChanged =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(0);
    };

  return (
    <>
      <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
        <TextInput
          label="Destinatario"
          placeholder="Correo o teléfono"
          value={recipientInput}
          onChange={(event) => filterChanged(setRecipientInput)(event.currentTarget.value)}
          w={260}
        />
        <Select
          label="Canal"
          placeholder="Todos"
          clearable
          data={[
            { value: 'EMAIL', label: 'Correo' },
            { value: 'SMS', label: 'SMS' },
          ]}
          value={channel}
          onChange={filterChanged(setChannel)}
          w={160}
        />
        <Select
          label="Estado"
          placeholder="Todos"
          clearable
          data={Object.entries(STATUS).map(([value, { label }]) => ({ value, label }))}
          value={status}
          onChange={filterChanged(setStatus)}
          w={160}
        />
      </Group>
      {notice && (
        <Alert
          color={notice.ok ? 'green' : 'red'}
          role={notice.ok ? 'status' : 'alert'}
          mb="md"
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      <Paper withBorder radius="md">
        {isLoading ? (
          <Group justify="center" p="xl">
            <Loader aria-label="Cargando mensajes" />
          </Group>
        ) : isError ? (
          <Alert color="red" m="md">
            {error.message}
          </Alert>
        ) : data && data.content.length === 0 ? (
          <Text c="dimmed" ta="center" p="xl">
            No hay mensajes.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover stickyHeader verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th>Canal</Table.Th>
                  <Table.Th>Destinatario</Table.Th>
                  <Table.Th>Asunto</Table.Th>
                  <Table.Th>Estado</Table.Th>
                  <Table.Th ta="right">Intentos</Table.Th>
                  <Table.Th>Acciones</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.content.map((message) => (
                  <Table.Tr key={message.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime(message.createdAt)}</Table.Td>
                    <Table.Td>{message.channel === 'EMAIL' ? 'Correo' : 'SMS'}</Table.Td>
                    <Table.Td>{message.recipient}</Table.Td>
                    <Table.Td>{message.subject ?? message.bodyText.slice(0, 60)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS[message.status].color} variant="light" style={{ overflow: 'visible' }}>
                        {STATUS[message.status].label}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {message.attempts}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setOpened(message)}
                          aria-label={`Ver el mensaje a ${message.recipient}`}
                        >
                          Ver
                        </Button>
                        {message.status !== 'PENDING' && (
                          <Button
                            size="xs"
                            variant="default"
                            loading={resending === message.id}
                            onClick={() => void resend(message)}
                            aria-label={MESSAGES.outbox.resendLabel(message.recipient)}
                          >
                            {MESSAGES.outbox.resend}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {data && data.totalPages > 0 && <Pager page={page} totalPages={data.totalPages} onChange={setPage} />}
      <Modal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        title={opened?.subject ?? 'SMS'}
        size="lg"
        centered
      >
        {opened && (
          <>
            <Text size="sm" c="dimmed" mb="xs">
              Para {opened.recipient} · {STATUS[opened.status].label}
              {opened.deliveredVia
                ? ` · ${DELIVERY[opened.deliveredVia as keyof typeof DELIVERY] ?? opened.deliveredVia}`
                : ''}
            </Text>
            {opened.sms && (
              <Text size="sm" c="dimmed" mb="xs">
                SMS {opened.sms.encoding === 'UCS2' ? 'UCS-2' : 'GSM-7'} en {opened.sms.segments ?? 1} parte(s) · Id. en
                el proveedor: {opened.sms.providerMessageIds.join(', ')} · Acuse:{' '}
                {opened.sms.receiptStatus
                  ? `${RECEIPT[opened.sms.receiptStatus] ?? opened.sms.receiptStatus}${opened.sms.receiptAt ? ` (${dateTime(opened.sms.receiptAt)})` : ''}`
                  : 'pendiente'}
              </Text>
            )}
            {opened.lastError && (
              <Alert color="red" mb="sm">
                Último error: {opened.lastError}
              </Alert>
            )}
            <Text size="xs" c="dimmed" mb="xs">
              {MESSAGES.outbox.maskedNote}
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap' }} data-testid="outbox-body">
              {opened.bodyText}
            </Code>
            {opened.attachmentNames.length > 0 && (
              <Group gap="xs" mt="sm" aria-label="Adjuntos">
                <Text size="sm" fw={600}>
                  Adjuntos:
                </Text>
                {opened.attachmentNames.map((name) => (
                  <Badge
                    key={name}
                    variant="light"
                    tt="none"
                    leftSection={<IconPaperclip size={12} aria-hidden="true" />}
                  >
                    {name}
                  </Badge>
                ))}
              </Group>
            )}
          </>
        )}
      </Modal>
    </>
  );
}
