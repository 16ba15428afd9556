import { formatEuroAmount } from '@cumplia/domain';
import { Alert, Anchor, Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconBuilding, IconCalendarDue, IconReceiptEuro, IconShieldCheck, IconSignature } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAgencySummary } from '../api/get-agency-summary';

/** Where each figure leads: the client board (whole, or narrowed to the figure's clients) and the billing. */
export type DashboardLinks = {
  companies: string;
  pendingSignatures: string;
  awaitingVerification: string;
  renewalsToApprove: string;
  billing: string;
};

const MONTHS = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function Figure({
  icon,
  label,
  value,
  detail,
  link,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  detail?: string;
  link: { to: string; text: string };
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={26} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Text>
          {detail && (
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          )}
          <Anchor component={Link} to={link.to} size="sm" fw={600}>
            {link.text}
          </Anchor>
        </div>
      </Group>
    </Paper>
  );
}

/**
 * The agency home's figures: its companies, those still to sign, those Cumplia has still to verify, renewals whose
 * approval window is open, and this month's invoices with its commission; each leads to the list behind it.
 */
export function AgencyDashboard({ links }: { links: DashboardLinks }) {
  const { data, isLoading, error } = useAgencySummary();
  if (error) {
    return (
      <Alert color="red" role="alert" mb="lg">
        No se pudo obtener el resumen de su actividad.
      </Alert>
    );
  }
  if (isLoading || !data) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 5 }} mb="lg" aria-busy="true" aria-label="Cargando resumen">
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} height={118} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const month = MONTHS.format(new Date(`${data.mes.desde}T00:00:00Z`));
  const count = (value: number) => value.toLocaleString('es-ES');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 5 }} mb="lg">
      <Figure
        icon={<IconBuilding size={22} />}
        label="Empresas"
        value={count(data.empresas)}
        link={{ to: links.companies, text: 'Ver sus empresas' }}
      />
      <Figure
        icon={<IconSignature size={22} />}
        label="Pendientes de firma"
        value={count(data.firmasPendientes)}
        detail={data.firmasPendientes === 1 ? 'empresa sin firmar' : 'empresas sin firmar'}
        link={{ to: links.pendingSignatures, text: 'Ver cuáles' }}
      />
      <Figure
        icon={<IconShieldCheck size={22} />}
        label="Pendientes de verificación"
        value={count(data.sinVerificar)}
        detail="Cumplia revisa sus datos; hasta entonces no descargan"
        link={{ to: links.awaitingVerification, text: 'Ver cuáles' }}
      />
      <Figure
        icon={<IconCalendarDue size={22} />}
        label="Renovaciones por aprobar"
        value={count(data.renovacionesEnVentana)}
        detail="ventana abierta: las aprueba Cumplia"
        link={{ to: links.renewalsToApprove, text: 'Ver cuáles' }}
      />
      <Figure
        icon={<IconReceiptEuro size={22} />}
        label={`Facturación de ${month}`}
        value={formatEuroAmount(data.mes.importeTotalImpuestos)}
        detail={`${count(data.mes.facturas)} ${data.mes.facturas === 1 ? 'factura' : 'facturas'} · su comisión ${formatEuroAmount(data.mes.comision)}`}
        link={{ to: links.billing, text: 'Ver facturación' }}
      />
    </SimpleGrid>
  );
}
