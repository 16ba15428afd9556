import { Badge, Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '../../../components/use-opened-once';
import { TrainingLayout } from './training-menu';

type Pill = { title: string; minutes: number; points: string[] };

// The modal (focus trap, scroll lock, transitions) loads with the first pill opened, not with the page.
const TrainingPillModal = lazy(() =>
  import('./training-pill-modal').then((module) => ({ default: module.TrainingPillModal })),
);

const PILLS: Pill[] = [
  {
    title: 'Vídeo 1: ¿Qué es el acoso laboral?',
    minutes: 4,
    points: [
      'Acoso sexual, por razón de sexo, moral y discriminatorio.',
      'Conductas que no son acoso: conflictos puntuales y ejercicio legítimo de la dirección.',
    ],
  },
  {
    title: 'Vídeo 2: Cómo se presenta una denuncia',
    minutes: 3,
    points: ['A quién dirigirla y por qué canal.', 'Confidencialidad y prohibición de represalias.'],
  },
  {
    title: 'Vídeo 3: Datos personales de clientes y trabajadores',
    minutes: 5,
    points: ['Informar antes de recoger datos.', 'Guardar solo lo necesario y durante el tiempo necesario.'],
  },
  {
    title: 'Vídeo 4: Derecho a la desconexión digital',
    minutes: 3,
    points: ['No hay obligación de responder fuera de la jornada.', 'Envío programado y respuestas automáticas.'],
  },
  {
    title: 'Vídeo 5: Brechas de seguridad',
    minutes: 4,
    points: ['Qué es una brecha y cómo detectarla.', 'Comunicarla de inmediato: la empresa tiene 72 horas.'],
  },
  {
    title: 'Vídeo 6: Teletrabajo seguro',
    minutes: 4,
    points: ['Dispositivos y redes de confianza.', 'Separar el trabajo y la vida personal.'],
  },
];

export function TrainingPillsPage() {
  const [open, setOpen] = useState<Pill | null>(null);
  const modalMounted = useOpenedOnce(open !== null);
  return (
    <TrainingLayout>
      <Stack gap="lg">
        <Title order={1} fz={34}>
          Píldoras formativas
        </Title>
        <Text size="lg" maw="72ch">
          Vídeos breves para compartir con la plantilla y reforzar lo que establecen sus protocolos.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {PILLS.map((pill) => (
            <Card key={pill.title} withBorder padding="lg">
              <Stack gap="sm" h="100%">
                <ThemeIcon size={48} radius="xl" variant="light">
                  <IconPlayerPlay size={24} aria-hidden="true" />
                </ThemeIcon>
                <Title order={2} fz="md" style={{ flex: 1 }}>
                  {pill.title}
                </Title>
                <Badge variant="light" color="gray">
                  {pill.minutes} min
                </Badge>
                <Button variant="light" onClick={() => setOpen(pill)}>
                  Ver vídeo
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      {modalMounted && (
        <Suspense fallback={null}>
          <TrainingPillModal pill={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </TrainingLayout>
  );
}
