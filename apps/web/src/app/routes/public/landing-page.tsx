import { DEFAULT_PROTOCOL_PRICES_CENTS, formatEuros, type ProtocolCode } from '@cumplia/domain';
import { Badge, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBriefcase,
  IconBuildingStore,
  IconPlugConnectedX,
  IconShieldLock,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../paths';

const PRODUCTS: { code: ProtocolCode; title: string; icon: ReactNode; text: string }[] = [
  {
    code: 'LOPD',
    title: 'Protección de datos (LOPDGDD)',
    icon: <IconShieldLock size={22} aria-hidden="true" />,
    text: 'Registro de actividades de tratamiento, cláusulas informativas, contrato de encargado y medidas de seguridad conforme al RGPD y la LO 3/2018.',
  },
  {
    code: 'ACOSO',
    title: 'Protocolo de acoso laboral',
    icon: <IconUsersGroup size={22} aria-hidden="true" />,
    text: 'Prevención y actuación frente al acoso sexual, por razón de sexo y moral: canal de denuncias, procedimiento de investigación y medidas cautelares.',
  },
  {
    code: 'DIGITAL',
    title: 'Desconexión digital',
    icon: <IconPlugConnectedX size={22} aria-hidden="true" />,
    text: 'Política de desconexión digital del artículo 88 de la LOPDGDD y 20 bis del Estatuto de los Trabajadores, también para el teletrabajo.',
  },
];

export function LandingPage() {
  return (
    <>
      <Box bg="cumplia.0" py={{ base: 48, sm: 88 }}>
        <Container size="lg">
          <Stack gap="lg" maw={720}>
            <Badge variant="light" size="lg" w="fit-content">
              Cumplimiento normativo para gestorías y empresas
            </Badge>
            <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.1} c="cumplia.9">
              Cumplia, tu framework inteligente
            </Title>
            <Text size="lg" c="gray.8">
              Genere, firme y mantenga al día los protocolos que la ley exige a cada empresa: protección de datos, acoso
              laboral y desconexión digital. Las gestorías dan de alta a sus clientes en minutos y Cumplia se ocupa de
              los contratos, los documentos, las renovaciones y la facturación.
            </Text>
            <Group gap="md">
              <Button
                component={Link}
                to={paths.login('gestoria')}
                size="lg"
                leftSection={<IconBriefcase size={20} aria-hidden="true" />}
              >
                Soy colaborador
              </Button>
              <Button
                component={Link}
                to={paths.login('empresa')}
                size="lg"
                color="accent.8"
                leftSection={<IconBuildingStore size={20} aria-hidden="true" />}
              >
                Soy cliente
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={64}>
        <Title order={2} mb="xl">
          Tres obligaciones, un solo lugar
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {PRODUCTS.map((product) => (
            <Card key={product.code} withBorder padding="lg" radius="md">
              <Stack gap="sm" h="100%">
                <ThemeIcon size={44} radius="md" variant="light">
                  {product.icon}
                </ThemeIcon>
                <Title order={3} fz="lg">
                  {product.title}
                </Title>
                <Text size="sm" c="gray.7" style={{ flex: 1 }}>
                  {product.text}
                </Text>
                <Text fw={700} c="cumplia.8">
                  {formatEuros(DEFAULT_PROTOCOL_PRICES_CENTS[product.code])}{' '}
                  <Text span size="sm" fw={400} c="dimmed">
                    al año + IVA
                  </Text>
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
