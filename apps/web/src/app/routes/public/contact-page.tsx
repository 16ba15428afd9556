import { Anchor, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { ContactForm } from '../../../features/mail/components/contact-form';
import { paths } from '../../../lib/paths';
import { useProviderInfo } from '../../../lib/provider-info';

export function ContactPage() {
  const provider = useProviderInfo();
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <Title order={1} fz={34}>
              Contactar
            </Title>
            <Text c="gray.7">
              ¿Dudas sobre qué protocolos necesita su empresa, o quiere ser gestoría colaboradora? Escríbanos y le
              respondemos en un día laborable.
            </Text>
            {provider && (
              <Stack gap={4} mt="md">
                <Text size="sm">{provider.address}</Text>
                <Anchor href={`tel:${provider.phone.replace(/\s/g, '')}`} size="sm">
                  {provider.phone}
                </Anchor>
                <Anchor href={`mailto:${provider.email}`} size="sm">
                  {provider.email}
                </Anchor>
              </Stack>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p={{ base: 'lg', sm: 'xl' }} radius="md">
            <ContactForm legalNoticePath={paths.legalNotice} />
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
