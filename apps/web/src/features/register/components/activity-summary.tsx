import {
  DATA_SUBJECTS,
  LEGAL_BASES,
  type RegisterActivity,
  RISK_FACTORS,
  riskFactorsOf,
  SPECIAL_CATEGORIES,
} from '@cumplia/domain';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';

const list = (items: readonly string[]) => (items.length > 0 ? items.join(' · ') : '—');

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
}

/** What one record of the register says, at a glance: the facts the documents will state. */
export function ActivitySummary({ activity }: { activity: RegisterActivity }) {
  const risks = riskFactorsOf(activity);
  return (
    <Stack gap="xs">
      <Text size="sm">{activity.finalidad || 'Sin finalidad indicada.'}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Fact
          label="Interesados"
          value={list([
            ...activity.interesados.map((subject) => DATA_SUBJECTS[subject].label),
            ...(activity.otrosInteresados ? [activity.otrosInteresados] : []),
          ])}
        />
        <Fact
          label="Datos"
          value={list([
            ...activity.datos,
            ...activity.categoriasEspeciales.map((category) => SPECIAL_CATEGORIES[category]),
          ])}
        />
        <Fact label="Base jurídica" value={list(activity.basesLegales.map((basis) => LEGAL_BASES[basis]))} />
        <Fact label="Conservación" value={activity.conservacion} />
      </SimpleGrid>
      <Group gap={6}>
        {activity.rol === 'encargado' && (
          <Badge tt="none" variant="light">
            Por cuenta de clientes
          </Badge>
        )}
        {activity.datosPenales && (
          <Badge tt="none" color="grape" variant="light">
            Datos penales
          </Badge>
        )}
        {activity.camaras && (
          <Badge tt="none" variant="light">
            Cámaras
          </Badge>
        )}
        {activity.geolocalizacion && (
          <Badge tt="none" variant="light">
            Localización
          </Badge>
        )}
        {activity.transferencias.length > 0 && (
          <Badge tt="none" variant="light">
            Transferencia fuera del EEE
          </Badge>
        )}
        {risks.length >= 2 && (
          <Badge tt="none" color="yellow" variant="light" title={risks.map((risk) => RISK_FACTORS[risk]).join('; ')}>
            Evaluación de impacto
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
