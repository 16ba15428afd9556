import { DEFAULT_PROTOCOL_PRICES_CENTS, formatEuros, type ProtocolCode } from '@cumplia/domain';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import {
  IconBriefcase,
  IconBuildingStore,
  IconCalendarRepeat,
  IconPlugConnectedX,
  IconShieldLock,
  IconSignature,
  IconUserPlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

// Below the fold: its form code (validation, API client) loads after the page has painted.
const NewsletterForm = lazy(() =>
  import('../../../features/mail/components/newsletter-form').then((module) => ({
    default: module.NewsletterForm,
  })),
);

const VALUES = [
  {
    icon: <IconUserPlus size={22} aria-hidden="true" />,
    title: 'Alta en minutos',
    text: 'La gestoría registra a sus clientes uno a uno o con un CSV; Cumplia genera cada documento con sus datos.',
  },
  {
    icon: <IconSignature size={22} aria-hidden="true" />,
    title: 'Firma desde el móvil',
    text: 'El cliente firma el contrato con un código por SMS, sin imprimir ni escanear, y recibe su documentación.',
  },
  {
    icon: <IconCalendarRepeat size={22} aria-hidden="true" />,
    title: 'Siempre al día',
    text: 'Renovaciones anuales, facturación y domiciliación SEPA automáticas, y documentos actualizados con la ley.',
  },
];

const PRODUCTS: { code: ProtocolCode; title: string; icon: ReactNode; text: string; to: string }[] = [
  {
    code: 'LOPD',
    title: 'Protección de datos (LOPDGDD)',
    to: paths.dataProtection,
    icon: <IconShieldLock size={22} aria-hidden="true" />,
    text: 'Registro de actividades de tratamiento, cláusulas informativas, contrato de encargado y medidas de seguridad conforme al RGPD y la LO 3/2018.',
  },
  {
    code: 'ACOSO',
    title: 'Protocolo de acoso laboral',
    to: paths.harassment,
    icon: <IconUsersGroup size={22} aria-hidden="true" />,
    text: 'Prevención y actuación frente al acoso sexual, por razón de sexo y moral: canal de denuncias, procedimiento de investigación y medidas cautelares.',
  },
  {
    code: 'DIGITAL',
    title: 'Desconexión digital',
    to: paths.disconnection,
    icon: <IconPlugConnectedX size={22} aria-hidden="true" />,
    text: 'Política de desconexión digital del artículo 88 de la LOPDGDD y 20 bis del Estatuto de los Trabajadores, también para el teletrabajo.',
  },
];

/** Loads the newsletter form when its section scrolls into view. */
function NewsletterSection() {
  const { ref, inViewport } = useInViewport();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (inViewport) setVisible(true);
  }, [inViewport]);
  return (
    <div ref={ref} style={{ minHeight: 120 }}>
      {visible && (
        <Suspense fallback={null}>
          <NewsletterForm />
        </Suspense>
      )}
    </div>
  );
}

export function LandingPage() {
  return (
    <>
      <Box bg="cumplia.0" py={{ base: 48, sm: 88 }}>
        <Container size="lg">
          <Stack gap="lg" maw={720}>
            {/* On a phone the line wraps inside the badge instead of running off the screen. */}
            <Badge
              variant="light"
              size="lg"
              w="fit-content"
              maw="100%"
              styles={{ root: { height: 'auto' }, label: { whiteSpace: 'normal', paddingBlock: 4 } }}
            >
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
                <Anchor component={Link} to={product.to} size="sm" fw={600}>
                  Qué exige la ley
                </Anchor>
                <Text fw={700} c="cumplia.8">
                  {formatEuros(DEFAULT_PROTOCOL_PRICES_CENTS[product.code])}{' '}
                  <Text span size="sm" fw={400} c="dimmed">
                    al año, impuestos indirectos no incluidos
                  </Text>
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
      <Box bg="gray.0" py={64}>
        <Container size="lg">
          <Title order={2} mb="xl">
            Por qué Cumplia
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
            {VALUES.map((value) => (
              <Stack key={value.title} gap="xs">
                <ThemeIcon size={40} radius="xl" color="accent.8">
                  {value.icon}
                </ThemeIcon>
                <Title order={3} fz="lg">
                  {value.title}
                </Title>
                <Text c="gray.7">{value.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <Container size="lg" py={64}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="xs">
            <Title order={2}>Novedades normativas en su correo</Title>
            <Text c="gray.7">
              Le avisamos de los cambios legales que afectan a su empresa o a sus clientes. Sin publicidad; puede darse
              de baja cuando quiera.
            </Text>
            <Button component={Link} to={paths.register} variant="light" w="fit-content" mt="sm">
              Registrar mi empresa
            </Button>
          </Stack>
          <NewsletterSection />
        </SimpleGrid>
      </Container>
    </>
  );
}
