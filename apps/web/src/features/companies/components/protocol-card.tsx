import {
  type CompanyHomeProtocol,
  daysBetween,
  formatDateEs,
  formatEuros,
  type ProtocolCode,
  type ProtocolState,
  RENEWAL_WINDOW_DAYS,
} from '@cumplia/domain';
import { Alert, Anchor, Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDownload, IconPlugConnectedX, IconShieldLock, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProtocolKind } from '../api/company-area-api';

type ProtocolInfo = {
  kind: ProtocolKind;
  title: string;
  /** The name the download's error texts use (spec). */
  label: string;
  fileName: string;
  summary: string;
  /** How the link to its public page names it. */
  topic: string;
  icon: ReactNode;
};

export const PROTOCOL_INFO: Record<ProtocolCode, ProtocolInfo> = {
  LOPD: {
    kind: 'lopd',
    title: 'Protección de datos (LOPDGDD)',
    label: 'LOPDGDD',
    fileName: 'plantilla_lopd.pdf',
    summary: 'Registro de actividades, cláusulas informativas y medidas de seguridad que exige el RGPD.',
    topic: 'la protección de datos',
    icon: <IconShieldLock size={22} aria-hidden="true" />,
  },
  ACOSO: {
    kind: 'acoso',
    title: 'Protocolo de acoso laboral',
    label: 'Acoso Laboral',
    fileName: 'plantilla_acoso_laboral.pdf',
    summary: 'Prevención y actuación frente al acoso sexual y por razón de sexo, obligatorio en toda empresa.',
    topic: 'el protocolo de acoso',
    icon: <IconUsersGroup size={22} aria-hidden="true" />,
  },
  DIGITAL: {
    kind: 'desconexion',
    title: 'Política de desconexión digital',
    label: 'Desconexión Digital',
    fileName: 'plantilla_desconexion_digital.pdf',
    summary: 'El derecho de su plantilla a no atender comunicaciones fuera de la jornada (art. 88 LOPDGDD).',
    topic: 'la desconexión digital',
    icon: <IconPlugConnectedX size={22} aria-hidden="true" />,
  },
};

export const STATE_BADGE: Record<ProtocolState, { label: string; color: string }> = {
  ACTIVO: { label: 'Activo', color: 'green' },
  RENOVACION_PROXIMA: { label: 'Renovación próxima', color: 'orange' },
  PENDIENTE_FIRMA: { label: 'Pendiente de firma', color: 'yellow' },
  CADUCADO: { label: 'Caducado', color: 'red' },
  NO_CONTRATADO: { label: 'No contratado', color: 'gray' },
};

/** How the card names what happens at the end of the period. */
export function renewalText(protocol: Pick<CompanyHomeProtocol, 'vigenteHasta' | 'renovacion'>, today: string): string {
  const end = formatDateEs(protocol.vigenteHasta);
  switch (protocol.renovacion) {
    case 'AUTOMATICA':
      return `Automática el ${end}`;
    case 'NO_SE_RENUEVA':
      return 'No se renovará';
    default:
      // Not decided yet. Before its window opens (a contract signed today) nothing is pending: the notice comes then.
      return protocol.vigenteHasta && daysBetween(today, protocol.vigenteHasta) > RENEWAL_WINDOW_DAYS
        ? `Prevista el ${end}; le avisaremos antes`
        : 'Pendiente de confirmar por Cumplia';
  }
}

const renewalPriceText = (price: { importe: number }) =>
  price.importe === 0 ? 'Sin coste' : formatEuros(Math.round(price.importe * 100));

const daysLeftText = (days: number) =>
  days <= 0 ? 'El periodo termina hoy' : days === 1 ? 'Queda 1 día de servicio' : `Quedan ${days} días de servicio`;

function DateRow({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * One protocol of the company: its state, the contract's signature and the service period with its renewal,
 * and the download when the company may have it (spec: verified, downloads allowed, tool on, contract signed).
 */
export function ProtocolCard({
  protocol,
  today,
  verified,
  productPage,
  profilePage,
  downloading,
  onDownload,
}: {
  protocol: CompanyHomeProtocol;
  /** Today in Madrid, yyyy-mm-dd. */
  today: string;
  verified: boolean;
  productPage: string;
  /** The compliance profile form, where what the document still needs is answered. */
  profilePage: string;
  downloading: boolean;
  onDownload(): void;
}) {
  const info = PROTOCOL_INFO[protocol.protocolo];
  const badge = STATE_BADGE[protocol.estado];
  const signed = protocol.estado !== 'PENDIENTE_FIRMA' && protocol.estado !== 'NO_CONTRATADO';
  const inForce = protocol.estado === 'ACTIVO' || protocol.estado === 'RENOVACION_PROXIMA';
  const titleId = `protocolo-${info.kind}`;
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <ThemeIcon
            size={44}
            radius="md"
            variant="light"
            color={protocol.estado === 'NO_CONTRATADO' ? 'gray' : undefined}
          >
            {info.icon}
          </ThemeIcon>
          <Badge variant="light" tt="none" size="lg" color={badge.color}>
            {badge.label}
          </Badge>
        </Group>
        <Title order={3} fz="lg" id={titleId}>
          {info.title}
        </Title>
        {signed ? (
          <Stack gap={6} style={{ flex: 1 }}>
            {protocol.firmadoEl && <DateRow label="Contrato firmado el" value={formatDateEs(protocol.firmadoEl)} />}
            {protocol.vigenteHasta && (
              <DateRow
                label={protocol.estado === 'CADUCADO' ? 'Finalizó el' : 'Vigente hasta'}
                value={formatDateEs(protocol.vigenteHasta)}
              />
            )}
            {protocol.renovacion && protocol.estado !== 'CADUCADO' && (
              <DateRow label="Renovación" value={renewalText(protocol, today)} />
            )}
            {protocol.precioRenovacion && protocol.estado !== 'CADUCADO' && (
              <Stack gap={0}>
                <DateRow label="Precio renovación" value={renewalPriceText(protocol.precioRenovacion)} />
                {protocol.precioRenovacion.importe > 0 && (
                  <Text size="xs" c="dimmed" ta="right">
                    {protocol.precioRenovacion.impuestos}
                  </Text>
                )}
              </Stack>
            )}
            {protocol.estado === 'RENOVACION_PROXIMA' && protocol.vigenteHasta && (
              <Text size="sm" c="accent.8" fw={500}>
                {daysLeftText(daysBetween(today, protocol.vigenteHasta))}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" style={{ flex: 1 }}>
            {protocol.estado === 'PENDIENTE_FIRMA'
              ? 'Su contrato está preparado. En cuanto lo firme, podrá descargar el documento.'
              : info.summary}
          </Text>
        )}
        {protocol.nuevaRedaccion && protocol.descargable && !protocol.noAplica && (
          <Alert variant="light" color="blue" p="xs" title="Hemos actualizado la redacción">
            <Text size="sm">{protocol.nuevaRedaccion}</Text>
          </Alert>
        )}
        {protocol.noAplica && protocol.estado !== 'NO_CONTRATADO' ? (
          <Alert variant="light" color="gray" p="xs" title="No se aplica a su empresa">
            <Text size="sm">{protocol.noAplica}</Text>
          </Alert>
        ) : protocol.descargable && protocol.faltaEnPerfil.length > 0 ? (
          <ProfileGapsNotice missing={protocol.faltaEnPerfil} profilePage={profilePage} />
        ) : protocol.descargable ? (
          <Button
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            onClick={onDownload}
            loading={downloading}
            variant={protocol.estado === 'CADUCADO' ? 'light' : 'filled'}
          >
            {protocol.nuevaRedaccion ? 'Descargar la nueva versión' : 'Descargar'}
          </Button>
        ) : protocol.estado === 'NO_CONTRATADO' ? (
          <Anchor component={Link} to={productPage} size="sm" fw={600}>
            Qué incluye {info.topic}
          </Anchor>
        ) : (
          inForce && (
            <Text size="sm" c="dimmed">
              {verified
                ? 'La descarga no está habilitada en su cuenta.'
                : 'La descarga estará disponible cuando su cuenta esté activada.'}
            </Text>
          )
        )}
      </Stack>
    </Card>
  );
}

/** A document that cannot be generated yet: what its profile lacks, and the way to answer it. */
function ProfileGapsNotice({ missing, profilePage }: { missing: string[]; profilePage: string }) {
  return (
    <Alert variant="light" color="yellow" p="xs" title="Falta completar su perfil de cumplimiento">
      <Stack gap="xs">
        <Text size="sm">Para preparar este documento con los datos de su empresa necesitamos:</Text>
        <List size="sm" spacing={2}>
          {missing.map((answer) => (
            <List.Item key={answer}>{answer}</List.Item>
          ))}
        </List>
        <Button component={Link} to={profilePage} size="xs" variant="light" color="yellow.9" w="fit-content">
          Completar el perfil
        </Button>
      </Stack>
    </Alert>
  );
}
