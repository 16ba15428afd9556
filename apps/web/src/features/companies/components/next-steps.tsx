import type { CompanyNextStep } from '@cumplia/domain';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarDue,
  IconCircleCheck,
  IconCirclePlus,
  IconClipboardList,
  IconClock,
  IconDownload,
  IconReceiptOff,
  IconSignature,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { nextStepView, type StepLinks } from './next-step-view';

const ICONS: Record<CompanyNextStep['tipo'], ReactNode> = {
  VERIFICACION: <IconClock size={20} />,
  FIRMAR: <IconSignature size={20} />,
  FACTURA_DEVUELTA: <IconReceiptOff size={20} />,
  COMPLETAR_PERFIL: <IconClipboardList size={20} />,
  CADUCADO: <IconAlertTriangle size={20} />,
  RENOVACION: <IconCalendarDue size={20} />,
  DESCARGAR: <IconDownload size={20} />,
  CONTRATAR: <IconCirclePlus size={20} />,
};

/** 'Próximos pasos': what the company has to do, most urgent first, each with the screen that does it. */
export function NextSteps({
  steps,
  gestoria,
  verificado,
  links,
}: {
  steps: CompanyNextStep[];
  gestoria: string | null;
  verificado: boolean;
  links: StepLinks;
}) {
  const now = new Date();
  const views = steps.map((step) => nextStepView(step, { gestoria, verificado, now, links }));
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="proximos-pasos">
      <Title order={2} fz="lg" mb="md" id="proximos-pasos">
        Próximos pasos
      </Title>
      {views.length === 0 ? (
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="teal" size={36} radius="xl" aria-hidden="true">
            <IconCircleCheck size={20} />
          </ThemeIcon>
          <Text>Todo está al día. No tiene tareas pendientes.</Text>
        </Group>
      ) : (
        <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {views.map((view) => (
            <Group component="li" key={view.key} gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" color={view.tone} size={36} radius="xl" aria-hidden="true">
                {ICONS[view.key]}
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{view.title}</Text>
                <Text size="sm" c="dimmed">
                  {view.detail}
                </Text>
                {view.link &&
                  (view.link.to.startsWith('#') ? (
                    <Anchor href={view.link.to} size="sm" fw={600}>
                      {view.link.label}
                    </Anchor>
                  ) : (
                    <Anchor component={Link} to={view.link.to} size="sm" fw={600}>
                      {view.link.label}
                    </Anchor>
                  ))}
              </div>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
