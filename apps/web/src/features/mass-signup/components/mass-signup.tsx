import { formatDateEs, MESSAGES } from '@cumplia/domain';
import { Alert, Badge, Button, FileButton, Group, Modal, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListState } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import { apiErrorMessage } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import {
  downloadTemplate,
  downloadUploadedFile,
  uploadCsv,
  useUploadedFiles,
  useUploadLines,
} from '../api/mass-signup-api';

const UPLOADED_TEXT =
  'Hemos recibido su solicitud. En breve sus clientes recibirán un SMS para firmar los contratos y, después, un correo con la factura y un folleto informativo (revisen la carpeta de correo no deseado).';

const LINE_STATUS = {
  PENDIENTE: { label: 'Pendiente', color: 'yellow' },
  PROCESADO: { label: 'Procesado', color: 'green' },
  ERROR: { label: 'Error', color: 'red' },
} as const;

function LinesDialog({ file, onClose }: { file: { id: number; nombre: string } | null; onClose(): void }) {
  const { data, isLoading, error } = useUploadLines(file?.id ?? null);
  return (
    <Modal opened={file !== null} onClose={onClose} title={`Líneas de ${file?.nombre ?? ''}`} size="xl" centered>
      <ListState
        isLoading={isLoading}
        error={error ? new Error('Error al obtener procesamientos.') : null}
        isEmpty={data?.length === 0}
        emptyText="No hay procesamientos disponibles para este archivo."
      >
        <Table.ScrollContainer minWidth={560} mah={480}>
          <Table striped stickyHeader verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Línea</Table.Th>
                <Table.Th>Mensaje de Error</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th>Fecha de Procesado</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{line.linea}</Table.Td>
                  <Table.Td>{line.mensajeError ?? 'N/A'}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={LINE_STATUS[line.status].color}>
                      {LINE_STATUS[line.status].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{line.fechaProcesado ? formatDateEs(line.fechaProcesado) : 'N/A'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
    </Modal>
  );
}

/** 'Alta masiva': template, upload with progress, and the uploaded files with their per-line results. */
export function MassSignup({ onUploaded }: { onUploaded(): void }) {
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
        message: apiErrorMessage(failure, 'Error al subir el archivo. Por favor, inténtalo de nuevo.'),
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

      <ListState
        isLoading={isLoading}
        error={error ? new Error('Error al obtener la lista de archivos.') : null}
        isEmpty={data?.totalElements === 0}
        emptyText="No hay archivos disponibles."
      >
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th>Empresa</Table.Th>
                  <Table.Th>Tools</Table.Th>
                  <Table.Th>Líneas</Table.Th>
                  <Table.Th>Acciones</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.content.map((uploaded) => (
                  <Table.Tr key={uploaded.id}>
                    <Table.Td>{formatDateEs(uploaded.fechaCarga)}</Table.Td>
                    <Table.Td>{uploaded.nombre}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={uploaded.procesado ? 'green' : 'yellow'}>
                        {uploaded.procesado ? 'Procesado' : 'Pendiente'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {uploaded.lineas}{' '}
                      {uploaded.errores > 0 && (
                        <Text span c="red.8">
                          ({uploaded.errores} con error)
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
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
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <Pager page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
      </ListState>

      <Modal opened={templateOpen} onClose={() => setTemplateOpen(false)} title="Modelo CSV" centered>
        <Text size="sm" mb="sm">
          El archivo tiene dos columnas separadas por punto y coma: <strong>nifCif</strong> (NIF o CIF de la empresa) y{' '}
          <strong>telefono</strong> (+34 y 9 dígitos, el móvil que recibirá el SMS de firma). Una empresa por línea;
          puede abrirlo y guardarlo con Excel.
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
