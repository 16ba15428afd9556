import {
  formatDateEs,
  formatDateTimeEs,
  MESSAGES,
  SEARCH_DEBOUNCE_MS,
  VERIFACTU_FILTER_LABELS,
  VERIFACTU_OPERATION_LABELS,
  VERIFACTU_RECORD_FILTERS,
  type VerifactuRecord,
  type VerifactuRecordFilter,
} from '@cumplia/domain';
import { ActionIcon, Button, Group, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileCode, IconTool } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { countLabel } from '../../../components/data-table/count-label';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { ProblemAlert } from '../../../components/problem-alert';
import { VerifactuBadge } from '../../../components/verifactu-badge';
import { apiDownload } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { saveFile } from '../../../lib/save-file';
import type { StaffArea } from '../../../lib/staff-area';
import { correctVerifactuRecord, recordXmlUrl, useVerifactuRecords, VERIFACTU_KEY } from '../api/verifactu-api';

const EMPTY: Record<VerifactuRecordFilter, string> = {
  atencion:
    'Ningún registro requiere atención: todos se han enviado y la AEAT los ha aceptado. Elija «Todos» para verlos.',
  pendientes: 'No hay registros pendientes de envío.',
  rechazados: 'La AEAT no ha rechazado ningún registro.',
  aceptados: 'Aún no hay registros aceptados por la AEAT.',
  todos: 'Aún no se ha generado ningún registro.',
};

/**
 * The invoice records, newest first: the invoice, what the record does (alta, subsanación, anulación), its state
 * with the AEAT, the CSV and the AEAT's error. Each record's XML downloads as it was sent; the superadmin corrects
 * a rejected record (or one accepted with errors) with a new record of the same invoice.
 */
export function VerifactuRecords({ scope, canManage }: { scope: StaffArea; canManage: boolean }) {
  const [estado, setEstado] = useState<VerifactuRecordFilter>('atencion');
  const [numeroInput, setNumeroInput] = useState('');
  const [numero] = useDebouncedValue(numeroInput, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const { data, isLoading, error } = useVerifactuRecords(scope, { estado, numero, page });
  const queryClient = useQueryClient();
  const [correcting, setCorrecting] = useState<VerifactuRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function download(record: VerifactuRecord) {
    setProblem(null);
    try {
      const file = await apiDownload(recordXmlUrl(scope, record.id), `registro_verifactu_${record.numero}.xml`);
      saveFile(file.blob, file.fileName);
    } catch (failure) {
      setProblem(apiErrorMessage(failure, 'No se pudo descargar el registro.'));
    }
  }

  async function correct() {
    if (!correcting) return;
    setBusy(true);
    setProblem(null);
    try {
      notifySuccess((await correctVerifactuRecord(correcting.id)).message);
      void queryClient.invalidateQueries({ queryKey: VERIFACTU_KEY });
    } catch (failure) {
      setProblem(apiErrorMessage(failure, MESSAGES.common.unexpected));
    } finally {
      setBusy(false);
      setCorrecting(null);
    }
  }

  const columns: DataColumn<VerifactuRecord>[] = [
    {
      key: 'registro',
      header: 'Registro',
      cell: (record) => (
        <>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            Nº {record.id}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTimeEs(record.generadoEn)}
          </Text>
        </>
      ),
    },
    {
      key: 'factura',
      header: 'Factura',
      card: 'title',
      cell: (record) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {record.numero}
          <Text size="xs" c="dimmed">
            {formatDateEs(record.fecha)}
          </Text>
        </span>
      ),
    },
    { key: 'operacion', header: 'Operación', cell: (record) => VERIFACTU_OPERATION_LABELS[record.operacion] },
    {
      key: 'estado',
      header: 'Estado',
      cell: (record) => (
        <>
          <VerifactuBadge status={record.estado} />
          {record.estado !== 'PENDIENTE' && record.estado !== 'PREVIO' && (
            <Text size="xs" c="dimmed">
              {formatDateTimeEs(record.estadoEn)}
            </Text>
          )}
          {record.sustituidoPor && (
            <Text size="xs" c="dimmed">
              Sustituido por el nº {record.sustituidoPor}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'csv',
      header: 'CSV',
      cell: (record) =>
        record.csv ? (
          <Text size="sm" ff="monospace">
            {record.csv}
          </Text>
        ) : record.peticionAnterior ? (
          <Text size="xs" c="dimmed">
            Ya constaba en la AEAT (petición {record.peticionAnterior})
          </Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'error',
      header: 'Respuesta de la AEAT',
      cell: (record) =>
        record.codigoError ? (
          <Text size="sm" c={record.estado === 'INCORRECTO' ? 'red.8' : 'orange.9'} maw={320}>
            {record.codigoError} · {record.descripcionError}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {record.estado === 'CORRECTO' ? 'Sin errores' : '—'}
          </Text>
        ),
    },
  ];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Registros"
          data={VERIFACTU_RECORD_FILTERS.map((value) => ({ value, label: VERIFACTU_FILTER_LABELS[value] }))}
          value={estado}
          allowDeselect={false}
          onChange={(value) => {
            setEstado((value as VerifactuRecordFilter | null) ?? 'atencion');
            setPage(0);
          }}
          w={240}
        />
        <TextInput
          label="Número de factura"
          placeholder="F2026-000123"
          value={numeroInput}
          onChange={(event) => {
            setNumeroInput(event.currentTarget.value);
            setPage(0);
          }}
          w={220}
        />
      </Group>
      <ProblemAlert problem={problem} onClose={() => setProblem(null)} />
      <DataTable
        label="Registros de facturación"
        columns={columns}
        rows={data?.content}
        rowKey={(record) => record.id}
        actions={(record) => (
          <Group gap={4} wrap="nowrap">
            {record.estado !== 'PREVIO' && (
              <Tooltip label={`Descargar el XML del registro nº ${record.id}`}>
                <ActionIcon
                  variant="subtle"
                  onClick={() => void download(record)}
                  aria-label={`Descargar el XML del registro nº ${record.id}`}
                >
                  <IconFileCode size={18} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            )}
            {canManage && record.requiereSubsanacion && (
              <Button
                size="xs"
                variant="light"
                color="orange"
                leftSection={<IconTool size={14} aria-hidden="true" />}
                onClick={() => setCorrecting(record)}
              >
                Subsanar
              </Button>
            )}
          </Group>
        )}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPage={setPage}
        totalsLabel={data && countLabel(data.totalElements, 'registro', 'registros')}
        isLoading={isLoading}
        loadingText="Cargando registros"
        error={error}
        emptyText={numero ? 'Ningún registro coincide con ese número de factura.' : EMPTY[estado]}
        minWidth={900}
      />
      <ConfirmDialog
        opened={correcting !== null}
        title="Subsanar el registro"
        busy={busy}
        onCancel={() => setCorrecting(null)}
        onConfirm={correct}
      >
        <Stack gap="xs">
          <Text>
            Se generará un registro nuevo de la factura {correcting?.numero}, a partir de sus datos y con la versión
            actual del sistema, que se enviará a la AEAT
            {correcting?.estado === 'INCORRECTO' ? ' indicando el rechazo previo' : ' como subsanación'}. El registro
            original no cambia.
          </Text>
          <Text size="sm" c="dimmed">
            Si el error está en los datos de la propia factura (NIF del cliente, importes), la subsanación no lo
            corrige: emita una factura rectificativa desde Facturación.
          </Text>
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
