import {
  formatDateTimeEs,
  MESSAGES,
  type OutboxMessage,
  type OutboxSort,
  SEARCH_DEBOUNCE_MS,
  shortenAtWord,
} from '@cumplia/domain';
import { Alert, Badge, Button, Code, Group, Modal, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPaperclip } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { useListSort } from '../../../components/data-table/use-list-sort';
import { ProblemAlert } from '../../../components/problem-alert';
import { notifySuccess } from '../../../lib/notify';
import { OUTBOX_KEY, resendOutboxMessage, useOutboxMessages } from '../api/list-outbox';

const STATUS = {
  PENDING: { label: 'Pendiente', color: 'yellow' },
  SENT: { label: 'Enviado', color: 'green' },
  FAILED: { label: 'Fallido', color: 'red' },
} as const;

/** An SMS has no subject: the list shows the start of its text, cut at a word. */
const SMS_PREVIEW_LENGTH = 70;

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
  const { sort, setSort } = useListSort<OutboxSort>({ sort: 'fecha', dir: 'desc' }, setPage);
  const { data, isLoading, error } = useOutboxMessages({ page, channel, status, recipient, sort });
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [resending, setResending] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<OutboxMessage | null>(null);

  const resend = async (message: OutboxMessage) => {
    setResending(message.id);
    setProblem(null);
    try {
      notifySuccess((await resendOutboxMessage(message.id)).message);
      void queryClient.invalidateQueries({ queryKey: OUTBOX_KEY });
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : MESSAGES.outbox.resendFailed);
    } finally {
      setConfirming(null);
      setResending(null);
    }
  };

  const filterChanged =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(0);
    };

  const columns: DataColumn<OutboxMessage, OutboxSort>[] = [
    {
      key: 'fecha',
      header: 'Fecha',
      sortKey: 'fecha',
      firstDir: 'desc',
      cell: (message) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTimeEs(message.createdAt)}</span>,
    },
    { key: 'canal', header: 'Canal', cell: (message) => (message.channel === 'EMAIL' ? 'Correo' : 'SMS') },
    { key: 'destinatario', header: 'Destinatario', card: 'title', cell: (message) => message.recipient },
    {
      key: 'asunto',
      header: 'Asunto',
      cell: (message) => message.subject ?? shortenAtWord(message.bodyText, SMS_PREVIEW_LENGTH),
    },
    {
      key: 'estado',
      header: 'Estado',
      cell: (message) => (
        <Badge color={STATUS[message.status].color} variant="light" tt="none">
          {STATUS[message.status].label}
        </Badge>
      ),
    },
    { key: 'intentos', header: 'Intentos', amount: true, cell: (message) => message.attempts },
  ];

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
      <ProblemAlert problem={problem} onClose={() => setProblem(null)} mb="md" />
      <DataTable
        label="Mensajes"
        columns={columns}
        rows={data?.content}
        rowKey={(message) => message.id}
        actions={(message) => (
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
                onClick={() => setConfirming(message)}
                aria-label={MESSAGES.outbox.resendLabel(message.recipient)}
              >
                {MESSAGES.outbox.resend}
              </Button>
            )}
          </Group>
        )}
        sort={sort}
        onSort={setSort}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPage={setPage}
        isLoading={isLoading}
        loadingText="Cargando mensajes"
        error={error}
        emptyText="No hay mensajes."
      />
      <ConfirmDialog
        opened={confirming !== null}
        title="¿Reenviar el mensaje?"
        busy={confirming !== null && resending === confirming.id}
        confirmLabel={MESSAGES.outbox.resend}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void resend(confirming)}
      >
        {confirming && <Text size="sm">{MESSAGES.outbox.resendQuestion(confirming)}</Text>}
      </ConfirmDialog>
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
                  ? `${RECEIPT[opened.sms.receiptStatus] ?? opened.sms.receiptStatus}${opened.sms.receiptAt ? ` (${formatDateTimeEs(opened.sms.receiptAt)})` : ''}`
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
