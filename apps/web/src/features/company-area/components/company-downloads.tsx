import type { Company } from '@cumplia/domain';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDownload, IconPlugConnectedX, IconShieldLock, IconUsersGroup } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import { apiDownload } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { downloadProtocol, listContractUrls, type ProtocolKind } from '../api/company-area-api';

type Tool = {
  kind: ProtocolKind;
  title: string;
  label: string;
  fileName: string;
  icon: ReactNode;
  active(company: Company): boolean;
};

const TOOLS: Tool[] = [
  {
    kind: 'lopd',
    title: 'Protección de datos (LOPDGDD)',
    label: 'LOPDGDD',
    fileName: 'plantilla_lopd.pdf',
    icon: <IconShieldLock size={22} aria-hidden="true" />,
    active: (company) => company.lopdgdd && company.contratoLopdAceptado,
  },
  {
    kind: 'acoso',
    title: 'Protocolo de acoso laboral',
    label: 'Acoso Laboral',
    fileName: 'plantilla_acoso_laboral.pdf',
    icon: <IconUsersGroup size={22} aria-hidden="true" />,
    active: (company) => company.acosoLaboral && company.contratoAcosoAceptado,
  },
  {
    kind: 'desconexion',
    title: 'Política de desconexión digital',
    label: 'Desconexión Digital',
    fileName: 'plantilla_desconexion_digital.pdf',
    icon: <IconPlugConnectedX size={22} aria-hidden="true" />,
    active: (company) => company.desconexionDigital && company.contratoDesconexionAceptado,
  },
];

const PENDING_TEXT =
  'Su cuenta está pendiente de verificación por parte del administrador. Por favor, espere a que se active su cuenta para acceder a las descargas.';

/**
 * /inicioempresa: a card per tool that is active with its contract signed; downloads when permitted; billing and
 * contracts once the company is verified (part 1, company home).
 */
export function CompanyDownloads({
  company,
  billingPath,
  onOpenBilling,
}: {
  company: Company;
  billingPath: string;
  onOpenBilling(path: string): void;
}) {
  const [dialog, setDialog] = useState<DialogContent | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const tools = TOOLS.filter((tool) => tool.active(company));

  const downloadTool = async (tool: Tool) => {
    setBusy(tool.kind);
    try {
      const { blob, fileName } = await downloadProtocol(tool.kind, tool.fileName);
      saveFile(blob, fileName);
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 404
          ? `No tiene disponible la descarga del documento ${tool.label}`
          : error instanceof ApiError && error.status === 409
            ? error.message
            : `Error al intentar descargar el documento ${tool.label}. Por favor, inténtelo de nuevo más tarde`;
      setDialog({ tone: 'error', title: 'Error', message });
    } finally {
      setBusy(null);
    }
  };

  const downloadContracts = async () => {
    setBusy('contracts');
    try {
      const urls = await listContractUrls(company.id);
      for (const [index, url] of urls.entries()) {
        const { blob } = await apiDownload(url, `contrato_${index + 1}.pdf`);
        saveFile(blob, `contrato_${index + 1}.pdf`);
      }
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 404
          ? 'No tiene descargas de contratos asociados'
          : 'Error al intentar descargar los contratos. Por favor, inténtelo de nuevo más tarde';
      setDialog({ tone: 'error', title: 'Error', message });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="lg">
      {!company.verificado && (
        <Alert color="yellow" variant="light" title="Cuenta pendiente de verificación">
          {PENDING_TEXT}
        </Alert>
      )}
      {company.verificado && (
        <Group gap="sm">
          <Button variant="light" onClick={() => onOpenBilling(billingPath)}>
            Mi facturación
          </Button>
          <Button variant="light" onClick={downloadContracts} loading={busy === 'contracts'}>
            Mis contratos
          </Button>
        </Group>
      )}
      {tools.length === 0 ? (
        <Text c="dimmed">Aún no tiene protocolos con el contrato firmado.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {tools.map((tool) => (
            <Card key={tool.kind} withBorder padding="lg" radius="md">
              <Stack gap="sm" h="100%">
                <ThemeIcon size={44} radius="md" variant="light">
                  {tool.icon}
                </ThemeIcon>
                <Title order={2} fz="lg" style={{ flex: 1 }}>
                  {tool.title}
                </Title>
                {company.permitirDescarga && company.verificado ? (
                  <Button
                    leftSection={<IconDownload size={18} aria-hidden="true" />}
                    onClick={() => downloadTool(tool)}
                    loading={busy === tool.kind}
                  >
                    Descargar
                  </Button>
                ) : (
                  <Text size="sm" c="dimmed">
                    La descarga estará disponible cuando su cuenta esté activada.
                  </Text>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <ResultDialog content={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
