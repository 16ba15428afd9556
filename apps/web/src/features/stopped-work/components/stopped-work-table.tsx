import { formatDateTimeEs, type StoppedWorkItem, WORK_QUEUE_LABELS } from '@cumplia/domain';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { ProblemAlert } from '../../../components/problem-alert';
import { notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import {
  discardStoppedWork,
  retryAllStoppedWork,
  retryStoppedWork,
  STOPPED_WORK_KEY,
  useStoppedWork,
} from '../api/stopped-work';

type Pending = { item: StoppedWorkItem; action: 'retry' | 'discard' } | { item: null; action: 'retry-all' };

const keyOf = (item: StoppedWorkItem) => `${item.cola}:${item.id}`;

/** What the item is and whose: 'Sellar un contrato firmado de Panadería Teide S.L.'. */
const itemName = (item: StoppedWorkItem) =>
  `${WORK_QUEUE_LABELS[item.cola]}${item.empresa ? ` de ${item.empresa.nombre}` : ''}`;

/**
 * 'Trabajos detenidos': what the background jobs gave up on after their last attempt, with the company, the
 * attempts and the last error. Staff retry an item once its cause is fixed, or discard it for good.
 */
export function StoppedWorkTable() {
  const [page, setPage] = useState(0);
  const { data, isLoading, error } = useStoppedWork(page);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setProblem(null);
    try {
      const done =
        pending.item === null
          ? retryAllStoppedWork()
          : pending.action === 'retry'
            ? retryStoppedWork(pending.item.cola, pending.item.id)
            : discardStoppedWork(pending.item.cola, pending.item.id);
      notifySuccess((await done).message);
      void queryClient.invalidateQueries({ queryKey: STOPPED_WORK_KEY });
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const columns: DataColumn<StoppedWorkItem>[] = [
    {
      key: 'detenido',
      header: 'Detenido desde',
      cell: (item) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTimeEs(item.detenidoDesde)}</span>,
    },
    { key: 'tarea', header: 'Tarea', card: 'title', cell: (item) => WORK_QUEUE_LABELS[item.cola] },
    {
      key: 'empresa',
      header: 'Empresa',
      cell: (item) =>
        item.empresa ? (
          <Anchor component={Link} to={paths.backoffice.companyDetail(item.empresa.id)}>
            {item.empresa.nombre.includes(item.empresa.nifCif)
              ? item.empresa.nombre
              : `${item.empresa.nombre} (${item.empresa.nifCif})`}
          </Anchor>
        ) : (
          '—'
        ),
    },
    { key: 'intentos', header: 'Intentos', amount: true, cell: (item) => item.intentos },
    {
      key: 'error',
      header: 'Último error',
      cell: (item) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {item.ultimoError ?? '—'}
        </Text>
      ),
    },
  ];

  const total = data?.totalElements ?? 0;
  return (
    <>
      <ProblemAlert problem={problem} onClose={() => setProblem(null)} mb="md" />
      {total > 1 && (
        <Group justify="flex-end" mb="sm">
          <Button variant="light" onClick={() => setPending({ item: null, action: 'retry-all' })}>
            Reintentar todos ({total})
          </Button>
        </Group>
      )}
      <DataTable
        label="Trabajos detenidos"
        columns={columns}
        rows={data?.content}
        rowKey={keyOf}
        actions={(item) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              onClick={() => setPending({ item, action: 'retry' })}
              aria-label={`Reintentar: ${itemName(item)}`}
            >
              Reintentar
            </Button>
            <Button
              size="xs"
              variant="default"
              color="red"
              onClick={() => setPending({ item, action: 'discard' })}
              aria-label={`Descartar: ${itemName(item)}`}
            >
              Descartar
            </Button>
          </Group>
        )}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPage={setPage}
        isLoading={isLoading}
        loadingText="Cargando trabajos detenidos"
        error={error}
        emptyText="No hay trabajos detenidos: todo lo que la plataforma hace en segundo plano se está completando."
      />
      <ConfirmDialog
        opened={pending !== null}
        title={
          pending?.action === 'discard'
            ? '¿Descartar este trabajo?'
            : pending?.action === 'retry-all'
              ? `¿Reintentar los ${total} trabajos detenidos?`
              : '¿Reintentar este trabajo?'
        }
        busy={busy}
        danger={pending?.action === 'discard'}
        confirmLabel={
          pending?.action === 'discard'
            ? 'Sí, descartar'
            : pending?.action === 'retry-all'
              ? 'Reintentar todos'
              : 'Reintentar ahora'
        }
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      >
        {pending?.item === null && (
          <Text size="sm">
            Se intentarán de nuevo en seguida, con sus intentos contados desde cero. Hágalo cuando la causa esté
            resuelta (la TSA o la red de nuevo disponibles, por ejemplo).
          </Text>
        )}
        {pending?.item && (
          <Text size="sm">
            {itemName(pending.item)}.{' '}
            {pending.action === 'discard'
              ? pending.item.cola === 'onboarding-reminder'
                ? 'No se volverá a intentar: la empresa no recibirá este recordatorio.'
                : 'No se volverá a intentar: el documento queda firmado, con sus evidencias, pero sin el sello de la plataforma.'
              : 'Se intentará de nuevo en seguida, con sus intentos contados desde cero. Hágalo cuando la causa del error esté resuelta.'}
          </Text>
        )}
      </ConfirmDialog>
    </>
  );
}
