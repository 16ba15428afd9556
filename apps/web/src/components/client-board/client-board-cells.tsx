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
import { Box, Group, List, Popover, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

type Client = AgencyCompanyListItem;

/** A state as a coloured dot and its words, which wrap in a narrow column instead of being cut. */
function StateTag({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Box w={8} h={8} mt={6} bg={`${color}.6`} style={{ borderRadius: '50%', flex: 'none' }} aria-hidden="true" />
      <Text size="xs" lh={1.5}>
        {children}
      </Text>
    </Group>
  );
}

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
  const contracted = Object.values(client.protocolos).some(
    (coverage) => coverage === 'CUBIERTO' || coverage === 'PENDIENTE',
  );
  return (
    <Stack gap={2}>
      {client.firmaPendiente ? (
        <StateTag color="yellow">Pendiente de firma</StateTag>
      ) : contracted ? (
        <StateTag color="green">Contratos firmados</StateTag>
      ) : (
        <StateTag color="gray">Sin contratos</StateTag>
      )}
      <StateTag color={client.verificado ? 'green' : 'gray'}>
        {client.verificado ? 'Verificada' : 'Pendiente de verificación'}
      </StateTag>
    </Stack>
  );
}

/** The compliance profile: complete, or what its contracted documents still need. */
export function ProfileCell({ client }: { client: Client }) {
  const missing = client.perfilFaltan;
  if (missing.length === 0) return <StateTag color="green">Completo</StateTag>;
  const label = client.perfilGuardado
    ? `Faltan ${missing.length} ${missing.length === 1 ? 'dato' : 'datos'}`
    : 'Sin perfil';
  return (
    <TapDetails
      label={`Perfil de ${client.nombreComercial}: ${label}`}
      badge={<StateTag color="yellow">{label}</StateTag>}
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
    <Stack gap={2} miw={150}>
      {(['LOPD', 'ACOSO', 'DIGITAL'] as const).map((protocol) => {
        const coverage = client.protocolos[protocol];
        return (
          <StateTag key={protocol} color={COVERAGE_COLOR[coverage]}>
            <Text span size="xs" fw={600}>
              {PROTOCOL_SHORT[protocol]}
            </Text>{' '}
            <span aria-hidden="true">·</span> {PROTOCOL_COVERAGES[coverage].toLowerCase()}
            <VisuallyHidden> ({PROTOCOL_NAME[protocol]})</VisuallyHidden>
          </StateTag>
        );
      })}
    </Stack>
  );
}

/** The obligations that apply for its headcount and sector and no signed protocol covers. */
export function ExposureCell({ client }: { client: Client }) {
  const count = client.obligacionesExpuestas.length;
  // A client invited by SMS gives its headcount when it completes its sign-up.
  const signingUp = client.alta !== null && client.alta.estado !== 'FIRMADO' && client.alta.estado !== 'CANCELADO';
  return (
    <Stack gap={2}>
      <TapDetails
        label={`Obligaciones de ${client.nombreComercial}: ${count === 0 ? 'cubiertas' : `${count} sin cubrir`}`}
        badge={
          <StateTag color={count === 0 ? 'green' : 'yellow'}>
            {count === 0
              ? 'Obligaciones cubiertas'
              : `${count} ${count === 1 ? 'obligación' : 'obligaciones'} sin cubrir`}
          </StateTag>
        }
      >
        {count === 0 ? (
          <Text size="sm">Todas las obligaciones que le aplican están cubiertas por protocolos firmados.</Text>
        ) : (
          <Titled title="Le aplican y no las cubre un protocolo firmado:" items={client.obligacionesExpuestas} />
        )}
      </TapDetails>
      <Text size="xs" c="gray.7" pl={14}>
        {signingUp
          ? 'Plantilla aún sin indicar'
          : client.numTrabajadores === 1
            ? '1 persona trabajadora'
            : `${client.numTrabajadores} personas trabajadoras`}
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
      <Text size="sm" c="gray.7">
        Sin facturas
      </Text>
    );
  return (
    <Stack gap={2}>
      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {formatEuroAmount(invoice.importe)}
      </Text>
      <StateTag color={MONEY_COLOR[invoice.estado]}>{INVOICE_MONEY_STATES[invoice.estado]}</StateTag>
      {client.recibosDevueltos > 0 && invoice.estado !== 'DEVUELTA' && (
        <Text size="xs" c="red.8">
          {client.recibosDevueltos === 1 ? '1 recibo devuelto' : `${client.recibosDevueltos} recibos devueltos`}
        </Text>
      )}
      <Text size="xs" c="gray.7">
        {invoice.numero} · {formatDateEs(invoice.fecha)}
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
      <Text size="sm" c="gray.7">
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
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateEs(renewal.fechaFin)}
      </Text>
      <Text size="xs" c={renewal.dias <= 30 ? undefined : 'gray.7'} fw={renewal.dias <= 30 ? 600 : undefined}>
        {when}
      </Text>
      <StateTag color={RENEWAL_COLOR[renewal.estado]}>{RENEWAL_STANDINGS[renewal.estado]}</StateTag>
    </Stack>
  );
}
