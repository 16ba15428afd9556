import { type ComplianceProfileView, formatDateEs } from '@cumplia/domain';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';

type Obligation = ComplianceProfileView['obligations'][number];

function coverage(obligation: Obligation) {
  if (obligation.protocolo === null) {
    return (
      <Badge variant="light" tt="none" color="gray">
        No la cubre Cumplia
      </Badge>
    );
  }
  return obligation.contratado ? (
    <Badge variant="light" tt="none" color="green">
      Cubierta por Cumplia
    </Badge>
  ) : (
    <Badge variant="light" tt="none" color="yellow">
      Cumplia la cubre: no contratada
    </Badge>
  );
}

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
                {coverage(obligation)}
              </Group>
              <Text size="xs" c="dimmed">
                {obligation.motivo} Fuente: {obligation.fuente}.
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
