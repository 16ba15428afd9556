import { Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { TrainingLayout } from './training-menu';

const COURSES = [
  {
    title: 'Prevención del acoso en el trabajo',
    text: 'Qué es acoso y qué no, cómo se denuncia, cómo se investiga y qué garantías tiene cada parte. Para toda la plantilla y, con un módulo propio, para la comisión instructora.',
  },
  {
    title: 'Protección de datos en el día a día',
    text: 'Deber de confidencialidad, uso del correo y de los dispositivos, atención de derechos y qué hacer ante una brecha de seguridad.',
  },
  {
    title: 'Desconexión digital y fatiga informática',
    text: 'La formación y sensibilización que exige el artículo 88 de la LOPDGDD: uso razonable de las herramientas y reglas para el teletrabajo.',
  },
];

export function TrainingPage() {
  return (
    <TrainingLayout>
      <Stack gap="lg">
        <Title order={1} fz={34}>
          Formación
        </Title>
        <Text size="lg" maw="72ch">
          Los protocolos funcionan cuando la plantilla los conoce. La normativa pide además acciones concretas de
          formación: sensibilización frente al acoso, confidencialidad en el tratamiento de datos y uso razonable de la
          tecnología.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {COURSES.map((course) => (
            <Card key={course.title} withBorder padding="lg">
              <Title order={2} fz="lg" mb="xs">
                {course.title}
              </Title>
              <Text size="sm" c="gray.7">
                {course.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Stack gap="xs" id="otros-cursos">
          <Title order={2} fz={24}>
            Otros cursos
          </Title>
          <List spacing="xs" maw="72ch">
            <List.Item>Formación para la persona responsable del canal interno de información (Ley 2/2023).</List.Item>
            <List.Item>Registro de jornada y organización del tiempo de trabajo.</List.Item>
            <List.Item>Igualdad y diversidad LGTBI para empresas de más de 50 personas trabajadoras.</List.Item>
          </List>
          <Button component={Link} to={paths.contact} w="fit-content" mt="sm">
            Solicitar información
          </Button>
        </Stack>
      </Stack>
    </TrainingLayout>
  );
}
