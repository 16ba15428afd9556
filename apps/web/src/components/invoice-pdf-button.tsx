import { endpointUrl, invoicesEndpoints, MESSAGES } from '@cumplia/domain';
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { apiDownload } from '../lib/api-client';
import { ApiError } from '../lib/api-error';
import { saveFile } from '../lib/save-file';
import { type DialogContent, ResultDialog } from './result-dialog';

/** The spec's download failure texts by HTTP status (part 2, error catalogue, PDF download). */
const PDF_STATUS_TEXT: Record<number, string> = {
  400: 'Solicitud inválida',
  401: 'No autorizado para descargar esta factura',
  403: 'Permisos insuficientes',
  404: 'Factura o archivo PDF no encontrado',
  500: 'Error interno del servidor al generar el PDF',
  502: 'Servicio de generación de PDF no disponible',
  503: 'Servicio sobrecargado, inténtelo más tarde',
};

function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return MESSAGES.common.connectionError;
    return PDF_STATUS_TEXT[error.status] ?? `Error HTTP ${error.status}`;
  }
  return MESSAGES.invoices.downloadError;
}

type InvoicePdfButtonProps = {
  invoiceId: number;
  /** The download endpoint of a screen with its own (the staff lists); by default the one every role may call. */
  url?: string;
  facturaId: string;
  empresa: string;
  /** A labelled button instead of the table's icon. */
  withLabel?: boolean;
};

/** Downloads `Factura_{facturaId}.pdf`; a failure names the status, the invoice and the company. */
export function InvoicePdfButton({ invoiceId, url, facturaId, empresa, withLabel = false }: InvoicePdfButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<DialogContent | null>(null);
  const label = `Descargar PDF de la factura ${facturaId}`;

  async function download() {
    setBusy(true);
    try {
      const path = url ?? endpointUrl(invoicesEndpoints.download, { params: { id: invoiceId } });
      const { blob, fileName } = await apiDownload(path, `Factura_${facturaId}.pdf`);
      saveFile(blob, fileName);
    } catch (error) {
      setFailure({
        tone: 'error',
        title: MESSAGES.invoices.downloadErrorBase,
        message: `${failureText(error)}. Factura ${facturaId} · ${empresa}`,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {withLabel ? (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconFileDownload size={16} aria-hidden="true" />}
          loading={busy}
          onClick={download}
          aria-label={label}
        >
          PDF
        </Button>
      ) : (
        <Tooltip label="Descargar PDF">
          <ActionIcon variant="subtle" loading={busy} onClick={download} aria-label={label}>
            <IconFileDownload size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
      <ResultDialog content={failure} onClose={() => setFailure(null)} />
    </>
  );
}
