import { type ComplianceProfileView, formatDateEs } from '@cumplia/domain';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';

type Obligation = ComplianceProfileView['obligations'][number];

/** What each coverage means for the company, truthfully: only a signed protocol covers an obligation. */
const COVERAGE: Record<Obligation['cobertura'], { label: string; color: string; hint: string | null }> = {
  noCubre: { label: 'No la cubre Cumplia', color: 'gray', hint: null },
  noContratada: { label: 'Cumplia la cubre: no contratada', color: 'yellow', hint: null },
  pendienteFirma: {
    label: 'Pendiente de firma',
    color: 'yellow',
    hint: 'Queda cubierta cuando se firme el contrato del protocolo.',
  },
  requiereNegociacion: {
    label: 'Propuesta: falta negociar u oír',
    color: 'orange',
    hint: 'Cumplia entrega una propuesta; la obligación se cumple cuando se negocia con la representación de las personas trabajadoras o se la oye, según exija la ley, y se anota la fecha en el perfil.',
  },
  cubierta: { label: 'Cubierta por Cumplia', color: 'green', hint: null },
};

/**
 * 'Obligaciones según su plantilla y sector': which obligations apply to the company's declared headcount and
 * CNAE, their legal source, and which Cumplia covers.
 */
export function ObligationsPanel({ view }: { view: ComplianceProfileView }) {
  const applying = view.obligations.filter((obligation) => obligation.aplica);
  const others = view.obligations.filter((obligation) => !obligation.aplica);
  const counted = view.updatedAt
    ? `plantilla declarada en el perfil de cumplimiento el ${formatDateEs(view.updatedAt)}`
    : 'plantilla declarada en el alta de la empresa (perfil aún sin guardar)';
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Obligaciones según su plantilla y sector
        </Title>
        <Text size="sm" c="dimmed">
          Calculadas para {view.profile.numTrabajadores} personas trabajadoras ({counted}), contadas en todos sus
          centros de trabajo, y la actividad CNAE {view.cnae || 'sin indicar'}.
        </Text>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {applying.map((obligation) => (
            <li key={obligation.key}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={600} size="sm" style={{ flex: '1 1 16rem' }}>
                  {obligation.titulo}
                </Text>
                <Badge variant="light" tt="none" color={COVERAGE[obligation.cobertura].color}>
                  {COVERAGE[obligation.cobertura].label}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {obligation.motivo} Fuente: {obligation.fuente}.
                {COVERAGE[obligation.cobertura].hint ? ` ${COVERAGE[obligation.cobertura].hint}` : ''}
              </Text>
            </li>
          ))}
        </Stack>
        {others.length > 0 && (
          <details>
            <summary>
              <Text span size="sm">
                No le aplican ahora ({others.length})
              </Text>
            </summary>
            <Stack gap={4} mt="xs">
              {others.map((obligation) => (
                <Text key={obligation.key} size="xs" c="dimmed">
                  {obligation.titulo}: {obligation.motivo} Fuente: {obligation.fuente}.
                </Text>
              ))}
            </Stack>
          </details>
        )}
      </Stack>
    </Paper>
  );
}

const DOCUMENT_LABELS = {
  lopd: 'Protección de datos',
  acoso: 'Protocolo de acoso',
  desconexion: 'Desconexión digital',
} as const;

/** What the company still has to answer before each document can be issued. */
export function MissingAnswers({ view }: { view: ComplianceProfileView }) {
  const entries = (Object.keys(DOCUMENT_LABELS) as (keyof typeof DOCUMENT_LABELS)[]).filter(
    (document) => view.missing[document].length > 0,
  );
  if (entries.length === 0) return null;
  return (
    <Stack gap={4}>
      {entries.map((document) => (
        <Text key={document} size="sm">
          <strong>{DOCUMENT_LABELS[document]}:</strong> {view.missing[document].join('; ')}.
        </Text>
      ))}
    </Stack>
  );
}
