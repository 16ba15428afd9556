import {
  formatDateEs,
  formatEuroAmount,
  fullAddress,
  maskIban,
  PAYMENT_METHOD_LABELS,
  PROTOCOL_CONTRACT_FLAG,
  PROTOCOL_LABELS,
  protocolsOf,
  type StaffCompanyDetail,
} from '@cumplia/domain';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DetailField } from '../../../components/detail-field';
import { useProviderInfo } from '../../../lib/provider-info';
import type { StaffArea } from '../../../lib/staff-area';
import { StaffCompanyEditForm } from './staff-company-edit';

/** 'Herramientas activas (último precio facturado)': each active tool with the price of its last invoice line. */
function ActiveTools({ company }: { company: StaffCompanyDetail }) {
  const active = protocolsOf(company);
  if (active.length === 0) return <Text c="dimmed">Sin herramientas activas.</Text>;
  return (
    <Group gap="sm">
      {active.map((protocol) => {
        const last = company.ultimoPrecioFacturado[protocol];
        const signed = company[PROTOCOL_CONTRACT_FLAG[protocol]];
        return (
          <Badge key={protocol} size="lg" variant="light" color={signed ? 'teal' : 'gray'} tt="none">
            {PROTOCOL_LABELS[protocol]} · {last === undefined ? 'sin facturar' : formatEuroAmount(last)}
            {signed ? '' : ' · contrato pendiente de firma'}
          </Badge>
        );
      })}
    </Group>
  );
}

/** 'Detalle de Empresa': the company's data with Editar/Cancelar switching to the edit form in place. */
export function CompanyOverview({ area, company }: { area: StaffArea; company: StaffCompanyDetail }) {
  const [editing, setEditing] = useState(false);
  const provider = useProviderInfo();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Detalle de Empresa
          </Title>
          <Button variant={editing ? 'default' : 'light'} onClick={() => setEditing((value) => !value)}>
            {editing ? 'Cancelar' : 'Editar'}
          </Button>
        </Group>
        {editing ? (
          <StaffCompanyEditForm area={area} company={company} onSaved={() => setEditing(false)} />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              <DetailField label="Razón social" value={company.razonSocial} />
              <DetailField label="Nombre comercial" value={company.nombreComercial} />
              <DetailField label="NIF/CIF" value={company.nifCif} />
              <DetailField label="Tipo" value={company.tipo === 'E' ? 'Empresa' : 'Autónomo'} />
              <DetailField label="Administrador" value={`${company.nombre} (${company.dni})`} />
              <DetailField label="Colaborador" value={company.gestoriaNombre ?? provider?.legalName ?? '—'} />
              <DetailField label="Correo electrónico" value={company.email} />
              <DetailField label="Teléfono" value={company.telefono} />
              <DetailField label="Dirección" value={fullAddress(company)} />
              <DetailField label="CNAE / Actividad" value={`${company.cnae} · ${company.actividad}`} />
              <DetailField label="Trabajadores" value={String(company.numTrabajadores)} />
              <DetailField
                label="Pago"
                value={`${PAYMENT_METHOD_LABELS[company.metodoDePago]}${company.metodoDePago === 'SEPA' ? ` · ${maskIban(company.numCuenta)}` : ''}`}
              />
              <DetailField label="Alta" value={formatDateEs(company.createdAt)} />
            </SimpleGrid>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={6}>
                Herramientas activas (último precio facturado)
              </Text>
              <ActiveTools company={company} />
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
