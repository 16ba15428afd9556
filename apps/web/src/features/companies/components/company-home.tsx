import {
  type CompanyHome as CompanyHomeData,
  PAYMENT_METHOD_LABELS,
  type ProtocolCode,
  todayInMadrid,
} from '@cumplia/domain';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding, IconFileText, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DetailField } from '../../../components/detail-field';
import { type DialogContent, ResultDialog } from '../../../components/result-dialog';
import { apiDownload } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { downloadProtocol, listContractUrls } from '../api/company-area-api';
import { useCompanyHome } from '../api/get-company-home';
import type { StepLinks } from './next-step-view';
import { NextSteps } from './next-steps';
import { PROTOCOL_INFO, ProtocolCard } from './protocol-card';

export type CompanyHomeLinks = Omit<StepLinks, 'downloads'>;

const PROTOCOLS_ID = 'protocolos';

function CompanyHeader({
  company,
  billingPath,
  onContracts,
  busy,
}: {
  company: CompanyHomeData['empresa'];
  billingPath: string;
  onContracts(): void;
  busy: boolean;
}) {
  const navigate = useNavigate();
  const payment = PAYMENT_METHOD_LABELS[company.metodoDePago];
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="empresa-nombre">
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
            <IconBuilding size={26} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz={22} id="empresa-nombre" style={{ overflowWrap: 'anywhere' }}>
              {company.razonSocial}
            </Title>
            <Group gap="xs" mt={4}>
              <Text c="dimmed">CIF/NIF {company.nifCif}</Text>
              <Badge variant="light" tt="none" color={company.verificado ? 'green' : 'yellow'}>
                {company.verificado ? 'Cuenta verificada' : 'Pendiente de verificación'}
              </Badge>
            </Group>
          </div>
        </Group>
        <Group gap="sm">
          <Button
            onClick={() => navigate(billingPath)}
            size="sm"
            variant="light"
            leftSection={<IconReceipt size={18} aria-hidden="true" />}
          >
            Mi facturación
          </Button>
          {company.verificado && (
            <Button
              size="sm"
              variant="light"
              onClick={onContracts}
              loading={busy}
              leftSection={<IconFileText size={18} aria-hidden="true" />}
            >
              Mis contratos
            </Button>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} mt="md" spacing="md">
        <DetailField label="Nombre comercial" value={company.nombreComercial} />
        <DetailField label="Gestoría" value={company.gestoria ?? 'Sin gestoría (cliente directo)'} />
        <DetailField label="Forma de pago" value={payment} />
        {company.cuenta && <DetailField label="Cuenta de cargo" value={company.cuenta} />}
      </SimpleGrid>
    </Paper>
  );
}

function LoadingHome() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Cargando el resumen de su empresa">
      <Skeleton height={150} radius="md" />
      <Skeleton height={180} radius="md" />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={230} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The company home (/inicioempresa): the company, what to do next, and a card per protocol with its state, its
 * dates and the download; 'Mi facturación' and 'Mis contratos' once the company is verified (part 1, company
 * home).
 */
export function CompanyHome({ links }: { links: CompanyHomeLinks }) {
  const { data, isLoading, error, refetch, isRefetching } = useCompanyHome();
  const [dialog, setDialog] = useState<DialogContent | null>(null);
  const [busy, setBusy] = useState<ProtocolCode | 'contracts' | null>(null);

  if (isLoading) return <LoadingHome />;
  if (error || !data) {
    return (
      <Alert color="red" role="alert" title="No se pudo cargar el resumen de su empresa">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Compruebe su conexión e inténtelo de nuevo.</Text>
          <Button variant="light" color="red" onClick={() => refetch()} loading={isRefetching}>
            Reintentar
          </Button>
        </Stack>
      </Alert>
    );
  }

  const downloadTool = async (code: ProtocolCode) => {
    const info = PROTOCOL_INFO[code];
    setBusy(code);
    try {
      const { blob, fileName } = await downloadProtocol(info.kind, info.fileName);
      saveFile(blob, fileName);
    } catch (failure) {
      const message =
        failure instanceof ApiError && failure.status === 404
          ? `No tiene disponible la descarga del documento ${info.label}`
          : failure instanceof ApiError && failure.status === 409
            ? failure.message
            : `Error al intentar descargar el documento ${info.label}. Por favor, inténtelo de nuevo más tarde`;
      setDialog({ tone: 'error', title: 'Error', message });
    } finally {
      setBusy(null);
    }
  };

  const downloadContracts = async () => {
    setBusy('contracts');
    try {
      const urls = await listContractUrls(data.empresa.id);
      // One after another, each under the name the server gives it (contrato_lopd.pdf, contrato_acoso.pdf…).
      for (const [index, url] of urls.entries()) {
        const { blob, fileName } = await apiDownload(url, `contrato_${index + 1}.pdf`);
        saveFile(blob, fileName);
      }
    } catch (failure) {
      const message =
        failure instanceof ApiError && failure.status === 404
          ? 'No tiene descargas de contratos asociados'
          : 'Error al intentar descargar los contratos. Por favor, inténtelo de nuevo más tarde';
      setDialog({ tone: 'error', title: 'Error', message });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="xl">
      <CompanyHeader
        company={data.empresa}
        billingPath={links.billing}
        onContracts={downloadContracts}
        busy={busy === 'contracts'}
      />
      <NextSteps
        steps={data.proximosPasos}
        gestoria={data.empresa.gestoria}
        verificado={data.empresa.verificado}
        links={{ ...links, downloads: `#${PROTOCOLS_ID}` }}
      />
      <section aria-labelledby={PROTOCOLS_ID}>
        <Title order={2} fz="lg" mb="sm" id={PROTOCOLS_ID}>
          Sus protocolos
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {data.protocolos.map((protocol) => (
            <ProtocolCard
              key={protocol.protocolo}
              protocol={protocol}
              today={todayInMadrid()}
              verified={data.empresa.verificado}
              productPage={links.protocolPage[protocol.protocolo]}
              profilePage={links.profile}
              downloading={busy === protocol.protocolo}
              onDownload={() => downloadTool(protocol.protocolo)}
            />
          ))}
        </SimpleGrid>
      </section>
      <ResultDialog content={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
