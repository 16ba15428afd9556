import { ActionIcon, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandInstagram, IconBrandLinkedin, IconBrandWhatsapp, IconExternalLink } from '@tabler/icons-react';
import { useProviderInfo } from '../../../lib/provider-info';

// The parts of the public layout that show the provider's configured identity. They load after the page has
// painted (`AfterFirstPaint`), so the first paint of every public page stays light.

export function TimeTrackingLink({ onNavigate }: { onNavigate?: () => void }) {
  const provider = useProviderInfo();
  if (!provider) return null;
  return (
    <Anchor
      href={provider.links.timeTracking}
      target="_blank"
      rel="noopener noreferrer"
      c="gray.8"
      fw={500}
      size="sm"
      onClick={onNavigate}
    >
      Control horario <IconExternalLink size={13} aria-label="(se abre en otra pestaña)" />
    </Anchor>
  );
}

export function FooterContact() {
  const provider = useProviderInfo();
  return (
    <Stack gap={6}>
      <Title order={2} fz="sm" tt="uppercase" c="cumplia.1">
        Contacto
      </Title>
      {provider && (
        <>
          <Text size="sm">{provider.address}</Text>
          <Anchor href={`tel:${provider.phone.replace(/\s/g, '')}`} c="white" size="sm">
            {provider.phone}
          </Anchor>
          <Anchor href={`mailto:${provider.email}`} c="white" size="sm">
            {provider.email}
          </Anchor>
          <Group gap="xs" mt="xs">
            <ActionIcon
              component="a"
              href={provider.links.linkedin}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              color="white"
              aria-label="Cumplia en LinkedIn"
            >
              <IconBrandLinkedin size={22} />
            </ActionIcon>
            <ActionIcon
              component="a"
              href={provider.links.instagram}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              color="white"
              aria-label="Cumplia en Instagram"
            >
              <IconBrandInstagram size={22} />
            </ActionIcon>
            <ActionIcon
              component="a"
              href={provider.links.whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              color="white"
              aria-label="Escríbanos por WhatsApp"
            >
              <IconBrandWhatsapp size={22} />
            </ActionIcon>
          </Group>
        </>
      )}
    </Stack>
  );
}

export function FooterCopyright() {
  const provider = useProviderInfo();
  return (
    <Text size="xs" c="cumplia.1" mt={40}>
      © {new Date().getFullYear()} {provider?.legalName ?? 'Cumplia'}. Todos los derechos reservados.
    </Text>
  );
}

/** The messaging-app contact button of the spec, floating at the bottom right. */
export function WhatsAppButton() {
  const provider = useProviderInfo();
  if (!provider) return null;
  return (
    <ActionIcon
      component="a"
      href={provider.links.whatsapp}
      target="_blank"
      rel="noopener noreferrer"
      size={56}
      radius="xl"
      color="green.8"
      aria-label="Contactar por WhatsApp"
      style={{ position: 'fixed', right: 20, bottom: 96, zIndex: 200, boxShadow: 'var(--mantine-shadow-md)' }}
    >
      <IconBrandWhatsapp size={30} />
    </ActionIcon>
  );
}
