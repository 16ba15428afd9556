import { formatDateEs, MESSAGES, type UploadedFile, type UploadLine, type UploadLineSort } from '@cumplia/domain';
import { Alert, Badge, Button, FileButton, Group, Modal, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { useListSort } from '../../../components/data-table/use-list-sort';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import { apiErrorMessage } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import {
  downloadTemplate,
  downloadUploadedFile,
  downloadUploadReport,
  uploadCsv,
  useUploadedFiles,
  useUploadLines,
} from '../api/uploads-api';
import { OnboardingActions, OnboardingBadge } from './onboarding-status';

const UPLOADED_TEXT =
  'Hemos recibido su solicitud. En breve sus clientes recibirán un SMS para completar sus datos y firmar los contratos y, después, un correo con la factura y un folleto informativo (revisen la carpeta de correo no deseado). Siga cada línea en «Ver lineas».';

const LINE_STATUS = {
  PENDIENTE: { label: 'Pendiente', color: 'yellow' },
  PROCESADO: { label: 'Procesado', color: 'green' },
  ERROR: { label: 'Error', color: 'red' },
} as const;

const fileColumns: DataColumn<UploadedFile>[] = [
  { key: 'fecha', header: 'Fecha', cell: (uploaded) => formatDateEs(uploaded.fechaCarga) },
  { key: 'empresa', header: 'Empresa', card: 'title', cell: (uploaded) => uploaded.nombre },
  {
    key: 'tools',
    header: 'Herramientas',
    cell: (uploaded) => (
      <Badge variant="light" color={uploaded.procesado ? 'green' : 'yellow'}>
        {uploaded.procesado ? 'Procesado' : 'Pendiente'}
      </Badge>
    ),
  },
  {
    key: 'lineas',
    header: 'Líneas',
    cell: (uploaded) => (
      <>
        {uploaded.lineas}{' '}
        {uploaded.errores > 0 && (
          <Text span c="red.8">
            ({uploaded.errores} con error)
          </Text>
        )}
      </>
    ),
  },
  // What the sign-up cost in SMS: the first to each company, the resends and the reminders.
  { key: 'sms', header: 'SMS enviados', amount: true, cell: (uploaded) => uploaded.sms },
];

function LinesDialog({ file, onClose }: { file: { id: number; nombre: string } | null; onClose(): void }) {
  const [page, setPage] = useState(0);
  const { sort, setSort } = useListSort<UploadLineSort>({ sort: 'linea', dir: 'asc' }, setPage);
  const { data, isLoading, error, refetch } = useUploadLines(file?.id ?? null, page, sort);
  const columns: DataColumn<UploadLine, UploadLineSort>[] = [
    { key: 'linea', header: 'Línea', sortKey: 'linea', card: 'title', cell: (line) => line.linea },
    { key: 'nifCif', header: 'NIF/CIF', cell: (line) => line.nifCif || '—' },
    { key: 'telefono', header: 'Teléfono', cell: (line) => line.telefono || '—' },
    { key: 'error', header: 'Mensaje de Error', cell: (line) => line.mensajeError ?? 'N/A' },
    {
      key: 'estado',
      header: 'Estado',
      cell: (line) => (
        <Badge variant="light" color={LINE_STATUS[line.status].color}>
          {LINE_STATUS[line.status].label}
        </Badge>
      ),
    },
    {
      key: 'procesado',
      header: 'Fecha de Procesado',
      cell: (line) => (line.fechaProcesado ? formatDateEs(line.fechaProcesado) : 'N/A'),
    },
    {
      key: 'alta',
      header: 'Alta por SMS',
      cell: (line) =>
        line.alta ? (
          <Stack gap={6}>
            <OnboardingBadge progress={line.alta} />
            <OnboardingActions progress={line.alta} onChanged={() => refetch()} />
          </Stack>
        ) : (
          '—'
        ),
    },
  ];
  const close = () => {
    setPage(0);
    onClose();
  };
  return (
    <Modal opened={file !== null} onClose={close} title={`Líneas de ${file?.nombre ?? ''}`} size={1080} centered>
      <DataTable
        label={`Líneas de ${file?.nombre ?? ''}`}
        columns={columns}
        rows={data?.content}
        rowKey={(line) => line.id}
        sort={sort}
        onSort={setSort}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPage={setPage}
        isLoading={isLoading}
        error={error ? new Error('Error al obtener procesamientos.') : null}
        emptyText="No hay procesamientos disponibles para este archivo."
        minWidth={820}
      />
    </Modal>
  );
}

/** 'Alta masiva': template, upload with progress, and the uploaded files with their per-line results. */
export function SignupUploads({ onUploaded }: { onUploaded(): void }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const { data, isLoading, error } = useUploadedFiles(page);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [templateOpen, setTemplateOpen] = useState(false);
  const [linesOf, setLinesOf] = useState<{ id: number; nombre: string } | null>(null);
  const [dialog, setDialog] = useState<DialogContent | null>(null);

  const choose = (chosen: File | null) => {
    setFileError(null);
    if (chosen && !(chosen.type === 'text/csv' || chosen.name.toLowerCase().endsWith('.csv'))) {
      setFile(null);
      setFileError('Por favor, selecciona un archivo con formato CSV.');
      return;
    }
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) {
      setFileError('Por favor, selecciona un archivo CSV para subir.');
      return;
    }
    setProgress(0);
    try {
      await uploadCsv(file, setProgress);
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: ['agency', 'files'] });
      setDialog({ tone: 'success', title: '¡Éxito!', message: UPLOADED_TEXT });
    } catch (failure) {
      setDialog({
        tone: 'error',
        title: 'Error',
        message: apiErrorMessage(failure, MESSAGES.uploads.uploadFailed),
      });
    } finally {
      setProgress(null);
    }
  };

  const download = async (action: () => Promise<{ blob: Blob; fileName: string }>) => {
    try {
      const { blob, fileName } = await action();
      saveFile(blob, fileName);
    } catch {
      setDialog({ tone: 'error', title: 'Error', message: 'Error al descargar el archivo. Inténtalo de nuevo.' });
    }
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconDownload size={18} aria-hidden="true" />}
              onClick={() => setTemplateOpen(true)}
            >
              Descargar modelo CSV
            </Button>
            <FileButton onChange={choose} accept=".csv,text/csv">
              {(props) => (
                <Button {...props} leftSection={<IconFileUpload size={18} aria-hidden="true" />} variant="default">
                  Cargar listado de clientes CSV
                </Button>
              )}
            </FileButton>
            {file && (
              <Button
                leftSection={<IconUpload size={18} aria-hidden="true" />}
                onClick={upload}
                disabled={progress !== null}
              >
                Subir
              </Button>
            )}
          </Group>
          {file && (
            <Text size="sm">
              Archivo elegido: <strong>{file.name}</strong> (
              {(file.size / 1024).toLocaleString('es-ES', { maximumFractionDigits: 1 })} KB)
            </Text>
          )}
          {progress !== null && <Progress value={progress} animated aria-label="Progreso de la subida" />}
          {fileError && (
            <Alert color="red" role="alert">
              {fileError}
            </Alert>
          )}
        </Stack>
      </Paper>

      <DataTable
        label="Archivos"
        columns={fileColumns}
        rows={data?.content}
        rowKey={(uploaded) => uploaded.id}
        actions={(uploaded) => (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="light" onClick={() => setLinesOf(uploaded)}>
              Ver lineas
            </Button>
            <Button
              size="xs"
              variant="subtle"
              onClick={() => download(() => downloadUploadedFile(uploaded.id, uploaded.nombre))}
            >
              Descargar CSV
            </Button>
            <Button
              size="xs"
              variant="subtle"
              onClick={() => download(() => downloadUploadReport(uploaded.id, uploaded.nombre))}
            >
              Informe
            </Button>
          </Group>
        )}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPage={setPage}
        isLoading={isLoading}
        error={error ? new Error('Error al obtener la lista de archivos.') : null}
        emptyText="No hay archivos disponibles."
        minWidth={720}
      />

      <Modal opened={templateOpen} onClose={() => setTemplateOpen(false)} title="Modelo CSV" centered>
        <Text size="sm" mb="sm">
          El archivo tiene dos columnas separadas por punto y coma: <strong>nifCif</strong> (NIF o CIF de la empresa) y{' '}
          <strong>telefono</strong> (el móvil que recibirá el SMS de firma; vale como lo guarda Excel, con o sin +34).
          Una empresa por línea; puede añadir sus propias columnas después de esas dos: el informe de cada archivo las
          conserva. La línea de ejemplo (B12345674) muestra el formato: sustitúyala por sus clientes.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setTemplateOpen(false)}>
            {MESSAGES.common.cancel}
          </Button>
          <Button
            onClick={async () => {
              setTemplateOpen(false);
              await download(downloadTemplate);
            }}
          >
            Confirmar y Descargar
          </Button>
        </Group>
      </Modal>
      <LinesDialog file={linesOf} onClose={() => setLinesOf(null)} />
      <ResultDialog
        content={dialog}
        onClose={() => {
          const uploaded = dialog?.tone === 'success';
          setDialog(null);
          if (uploaded) onUploaded();
        }}
      />
    </Stack>
  );
}
