import { ActionIcon, Tooltip } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';

type StatementFormat = 'pdf' | 'xlsx';

/** Which download of the row `key` is under way, from a screen's `${key}:${action}` busy mark. */
export const busyFormat = (busy: string | null, key: number): StatementFormat | null =>
  busy === `${key}:pdf` ? 'pdf' : busy === `${key}:xlsx` ? 'xlsx' : null;

/** A commission statement's two downloads (PDF, Excel) as icon buttons, the one under way spinning. */
export function StatementFileButtons({
  busy,
  onDownload,
  labelOf,
}: {
  busy: StatementFormat | null;
  onDownload(format: StatementFormat): void;
  /** The button's accessible name for each format ('Liquidación de Noviembre de 2026 en PDF'). */
  labelOf(format: StatementFormat): string;
}) {
  return (
    <>
      <Tooltip label="Descargar PDF">
        <ActionIcon
          variant="subtle"
          loading={busy === 'pdf'}
          onClick={() => onDownload('pdf')}
          aria-label={labelOf('pdf')}
        >
          <IconFileTypePdf size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Descargar Excel">
        <ActionIcon
          variant="subtle"
          loading={busy === 'xlsx'}
          onClick={() => onDownload('xlsx')}
          aria-label={labelOf('xlsx')}
        >
          <IconFileSpreadsheet size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
