import { MESSAGES } from '@cumplia/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileCertificate, IconMailForward, IconShieldCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import { ApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { saveFile } from '../../../lib/save-file';
import {
  downloadEvidencePage,
  downloadProtocol,
  downloadSignatureEvidence,
  listDownloadableProtocols,
  resendVerification,
  sendProtocols,
} from '../api/staff-companies-api';

const s = MESSAGES.staffCompanies;
const PAUSE_BETWEEN_DOWNLOADS_MS = 300;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Busy = 'verification' | 'send' | 'download' | 'evidence' | null;

/**
 * 'Estado de Verificación y Acceso': the provider's verification and the three access actions. Protocols
 * download one by one, 300 ms apart; one that fails is skipped and the count says how many arrived. A company
 * without a login (`withoutLogin`: how to give it one) has no verification to resend.
 */
export function CompanyAccessActions({
  company,
  withoutLogin,
}: {
  company: { id: number; nifCif: string; verificado: boolean; permitirDescarga: boolean };
  withoutLogin?: ReactNode;
}) {
  const [busy, setBusy] = useState<Busy>(null);
  const [dialog, setDialog] = useState<DialogContent | null>(null);
  const [confirmingVerification, setConfirmingVerification] = useState(false);
  const failure = (error: unknown, fallback: string): DialogContent => ({
    tone: 'error',
    title: 'Error',
    message: error instanceof ApiError && error.message ? `${fallback}: ${error.message}` : fallback,
  });

  async function run(kind: Busy, action: () => Promise<DialogContent>, fallback: string) {
    setBusy(kind);
    try {
      const outcome = await action();
      if (outcome.tone === 'success') notifySuccess(outcome.message ?? outcome.title, outcome.title);
      else setDialog(outcome);
    } catch (error) {
      setDialog(failure(error, fallback));
    } finally {
      setBusy(null);
    }
  }

  const downloadAll = async (): Promise<DialogContent> => {
    const protocols = await listDownloadableProtocols(company.id);
    if (protocols.length === 0) return { tone: 'error', title: 'Sin protocolos', message: s.noProtocols };
    let downloaded = 0;
    // A protocol whose compliance profile is incomplete answers 409 with what is missing: staff see it.
    let incomplete: string | null = null;
    for (const [index, protocol] of protocols.entries()) {
      if (index > 0) await pause(PAUSE_BETWEEN_DOWNLOADS_MS);
      try {
        const { blob, fileName } = await downloadProtocol(
          company.id,
          protocol.type,
          `${protocol.name}_${company.nifCif}.pdf`,
        );
        saveFile(blob, fileName);
        downloaded += 1;
      } catch (error) {
        // One protocol failing does not stop the others; the count reports it.
        if (error instanceof ApiError && error.status === 409) incomplete ??= error.message;
      }
    }
    if (downloaded === 0) return { tone: 'error', title: 'Error', message: incomplete ?? s.protocolsDownloadFailed };
    return { tone: 'success', title: 'Descarga completada', message: s.protocolsDownloaded(downloaded) };
  };

  /** The evidence record (JSON) and, one by one, the evidence page of each signed contract. */
  const downloadEvidence = async (): Promise<DialogContent> => {
    const record = await downloadSignatureEvidence(company.id, `evidencias_firma_${company.nifCif}.json`);
    const contracts = (JSON.parse(await record.blob.text()) as { signatures: { contractId: number }[] }).signatures;
    if (contracts.length === 0) {
      return { tone: 'error', title: 'Sin firmas', message: 'La empresa no tiene contratos firmados.' };
    }
    saveFile(record.blob, record.fileName);
    for (const { contractId } of contracts) {
      await pause(PAUSE_BETWEEN_DOWNLOADS_MS);
      const page = await downloadEvidencePage(company.id, contractId);
      saveFile(page.blob, page.fileName);
    }
    return {
      tone: 'success',
      title: 'Descarga completada',
      message: `Registro de evidencias y ${contracts.length === 1 ? 'una página de evidencias' : `${contracts.length} páginas de evidencias`} descargados.`,
    };
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Estado de Verificación y Acceso
        </Title>
        <Group gap="sm">
          <Badge color={company.verificado ? 'green' : 'yellow'} variant="light" tt="none">
            {company.verificado ? 'Verificada' : 'Pendiente de verificación'}
          </Badge>
          <Badge color={company.permitirDescarga ? 'green' : 'gray'} variant="light" tt="none">
            {company.permitirDescarga ? 'Descargas habilitadas' : 'Descargas no habilitadas'}
          </Badge>
        </Group>
        {withoutLogin ?? (
          <Text size="sm" c="dimmed">
            Reenviar la verificación restablece la contraseña del usuario de la empresa y le envía un nuevo enlace.
          </Text>
        )}
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconShieldCheck size={16} aria-hidden="true" />}
            loading={busy === 'verification'}
            disabled={busy !== null || withoutLogin !== undefined}
            onClick={() => setConfirmingVerification(true)}
          >
            Reenviar verificación
          </Button>
          <Button
            variant="light"
            leftSection={<IconMailForward size={16} aria-hidden="true" />}
            loading={busy === 'send'}
            disabled={busy !== null}
            onClick={() =>
              run(
                'send',
                async () => {
                  await sendProtocols(company.id);
                  return { tone: 'success', title: 'Éxito', message: s.protocolsSent };
                },
                s.protocolsSendFailed,
              )
            }
          >
            Enviar protocolos
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={busy === 'download'}
            disabled={busy !== null}
            onClick={() => run('download', downloadAll, s.protocolsDownloadFailed)}
          >
            Descargar protocolos
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileCertificate size={16} aria-hidden="true" />}
            loading={busy === 'evidence'}
            disabled={busy !== null}
            onClick={() => run('evidence', downloadEvidence, 'No se pudieron descargar las evidencias de firma')}
          >
            Evidencias de firma
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirmingVerification}
        title="Reenviar verificación"
        busy={busy === 'verification'}
        onCancel={() => setConfirmingVerification(false)}
        onConfirm={async () => {
          await run(
            'verification',
            async () => ({ tone: 'success', title: 'Éxito', message: (await resendVerification(company.id)).message }),
            s.verificationFailed,
          );
          setConfirmingVerification(false);
        }}
      >
        <Text size="sm">{s.resendVerificationQuestion}</Text>
      </ConfirmDialog>
      <ResultDialog content={dialog} onClose={() => setDialog(null)} />
    </Paper>
  );
}
