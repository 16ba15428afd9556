import {
  type AgencyCompanyListItem,
  formatDateEs,
  formatEuroAmount,
  INVOICE_MONEY_STATES,
  type InvoiceMoneyState,
  PROTOCOL_COVERAGES,
  type ProtocolCoverage,
  RENEWAL_STANDINGS,
  type RenewalStanding,
} from '@cumplia/domain';
import { Badge, Group, List, Popover, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

type Client = AgencyCompanyListItem;

/** A badge that opens its details with a tap (a phone has no hover). */
function TapDetails({ badge, label, children }: { badge: ReactNode; label: string; children: ReactNode }) {
  return (
    <Popover width={320} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton aria-label={label} style={{ cursor: 'pointer' }}>
          {badge}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>{children}</Popover.Dropdown>
    </Popover>
  );
}

function Titled({ title, items }: { title: string; items: string[] }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm" spacing={2}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** Signature and verification: what the client still has to do, and what Cumplia still has to check. */
export function SignatureCell({ client }: { client: Client }) {
  return (
    <Stack gap={4}>
      <Badge variant="light" tt="none" color={client.firmaPendiente ? 'yellow' : 'green'} w="fit-content">
        {client.firmaPendiente ? 'Pendiente de firma' : 'Contratos firmados'}
      </Badge>
      <Badge variant="light" tt="none" color={client.verificado ? 'green' : 'gray'} w="fit-content">
        {client.verificado ? 'Verificada' : 'Pendiente de verificación'}
      </Badge>
    </Stack>
  );
}

/** The compliance profile: complete, or what its contracted documents still need. */
export function ProfileCell({ client }: { client: Client }) {
  const missing = client.perfilFaltan;
  if (missing.length === 0) {
    return (
      <Badge variant="light" tt="none" color="green">
        Completo
      </Badge>
    );
  }
  const label = client.perfilGuardado
    ? `Faltan ${missing.length} ${missing.length === 1 ? 'dato' : 'datos'}`
    : 'Sin perfil';
  return (
    <TapDetails
      label={`Perfil de ${client.nombreComercial}`}
      badge={
        <Badge variant="light" tt="none" color="yellow">
          {label}
        </Badge>
      }
    >
      <Titled title="Para redactar sus protocolos falta:" items={missing} />
    </TapDetails>
  );
}

const COVERAGE_COLOR: Record<ProtocolCoverage, string> = {
  CUBIERTO: 'green',
  PENDIENTE: 'yellow',
  NO_CONTRATADO: 'red',
  NO_APLICA: 'gray',
};
const PROTOCOL_SHORT = { LOPD: 'Datos', ACOSO: 'Acoso', DIGITAL: 'Desconexión' } as const;
const PROTOCOL_NAME = {
  LOPD: 'Protección de datos',
  ACOSO: 'Protocolo de acoso laboral',
  DIGITAL: 'Desconexión digital',
} as const;

/** Each Cumplia protocol: signed, to sign, not contracted, or not applicable without staff. */
export function ProtocolBadges({ client }: { client: Client }) {
  return (
    <Group gap={4} wrap="wrap" maw={230}>
      {(['LOPD', 'ACOSO', 'DIGITAL'] as const).map((protocol) => {
        const coverage = client.protocolos[protocol];
        return (
          <Tooltip
            key={protocol}
            label={`${PROTOCOL_NAME[protocol]}: ${PROTOCOL_COVERAGES[coverage]}`}
            events={{ hover: true, focus: true, touch: true }}
          >
            <Badge size="sm" variant="light" tt="none" color={COVERAGE_COLOR[coverage]}>
              {PROTOCOL_SHORT[protocol]}: {PROTOCOL_COVERAGES[coverage].toLowerCase()}
            </Badge>
          </Tooltip>
        );
      })}
    </Group>
  );
}

/** The obligations that apply for its headcount and sector and no signed protocol covers. */
export function ExposureCell({ client }: { client: Client }) {
  const count = client.obligacionesExpuestas.length;
  return (
    <Stack gap={2}>
      <TapDetails
        label={`Obligaciones de ${client.nombreComercial}`}
        badge={
          <Badge color={count === 0 ? 'green' : 'yellow'} variant="light" tt="none">
            {count === 0 ? 'Cubiertas' : `${count} sin cubrir`}
          </Badge>
        }
      >
        {count === 0 ? (
          <Text size="sm">Todas las obligaciones que le aplican están cubiertas por protocolos firmados.</Text>
        ) : (
          <Titled title="Le aplican y no las cubre un protocolo firmado:" items={client.obligacionesExpuestas} />
        )}
      </TapDetails>
      <Text size="xs" c="dimmed">
        {client.numTrabajadores} trab.
      </Text>
    </Stack>
  );
}

const MONEY_COLOR: Record<InvoiceMoneyState, string> = {
  COBRADA: 'green',
  EN_CURSO: 'blue',
  DEVUELTA: 'red',
  PENDIENTE: 'yellow',
};

/** The latest invoice: number, amount, where its money stands; returned debits still owed. */
export function InvoiceCell({ client }: { client: Client }) {
  const invoice = client.ultimaFactura;
  if (!invoice)
    return (
      <Text size="sm" c="dimmed">
        Sin facturas
      </Text>
    );
  return (
    <Stack gap={2}>
      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {invoice.numero} · {formatEuroAmount(invoice.importe)}
      </Text>
      <Badge variant="light" tt="none" color={MONEY_COLOR[invoice.estado]} w="fit-content">
        {INVOICE_MONEY_STATES[invoice.estado]}
      </Badge>
      {client.recibosDevueltos > 0 && invoice.estado !== 'DEVUELTA' && (
        <Text size="xs" c="red.8">
          {client.recibosDevueltos === 1 ? '1 recibo devuelto' : `${client.recibosDevueltos} recibos devueltos`}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {formatDateEs(invoice.fecha)}
      </Text>
    </Stack>
  );
}

const RENEWAL_COLOR: Record<RenewalStanding, string> = {
  PROXIMA: 'gray',
  POR_APROBAR: 'yellow',
  APROBADA: 'green',
  DESHABILITADA: 'red',
};

/** The current period's end, how far it is, and where its renewal stands. */
export function RenewalCell({ client }: { client: Client }) {
  const renewal = client.renovacion;
  if (!renewal)
    return (
      <Text size="sm" c="dimmed">
        Sin periodo en curso
      </Text>
    );
  const when =
    renewal.dias < 0
      ? `terminó hace ${-renewal.dias} días`
      : renewal.dias === 0
        ? 'termina hoy'
        : `en ${renewal.dias} ${renewal.dias === 1 ? 'día' : 'días'}`;
  return (
    <Stack gap={2}>
      <Text size="sm">
        {formatDateEs(renewal.fechaFin)}{' '}
        <Text span size="xs" c={renewal.dias <= 30 ? 'orange.8' : 'dimmed'}>
          ({when})
        </Text>
      </Text>
      <Badge variant="light" tt="none" color={RENEWAL_COLOR[renewal.estado]} w="fit-content">
        {RENEWAL_STANDINGS[renewal.estado]}
      </Badge>
    </Stack>
  );
}
