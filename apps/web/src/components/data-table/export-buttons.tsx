import type { ExportFormat } from '@cumplia/domain';
import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { apiDownload } from '../../lib/api-client';
import { apiErrorMessage } from '../../lib/api-error';
import { saveFile } from '../../lib/save-file';
import { type DialogContent, ResultDialog } from '../result-dialog';

const FORMATS: { format: ExportFormat; label: string; Icon: typeof IconFileSpreadsheet }[] = [
  { format: 'xlsx', label: 'Excel', Icon: IconFileSpreadsheet },
  { format: 'csv', label: 'CSV', Icon: IconFileTypeCsv },
];

/**
 * 'Exportar' the list as it is filtered and sorted now: the server writes every matching row, not only the page.
 * `url(format)` is the list's export endpoint with the current filter and sort.
 */
export function ExportButtons({ url, fileName }: { url(format: ExportFormat): string; fileName: string }) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failure, setFailure] = useState<DialogContent | null>(null);

  async function download(format: ExportFormat) {
    setBusy(format);
    try {
      const file = await apiDownload(url(format), `${fileName}.${format}`);
      saveFile(file.blob, file.fileName);
    } catch (error) {
      const message = apiErrorMessage(error, 'No se pudo exportar la lista. Inténtelo de nuevo.');
      setFailure({ tone: 'error', title: 'Error al exportar', message });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Group gap="xs">
      {FORMATS.map(({ format, label, Icon }) => (
        <Button
          key={format}
          variant="default"
          size="xs"
          leftSection={<Icon size={16} aria-hidden="true" />}
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => download(format)}
        >
          Exportar {label}
        </Button>
      ))}
      <ResultDialog content={failure} onClose={() => setFailure(null)} />
    </Group>
  );
}
