import { Anchor, Box, Button, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type InfoSection = { title: string; paragraphs?: string[]; items?: ReactNode[]; note?: ReactNode };

type InfoPageProps = {
  eyebrow: string;
  title: string;
  intro: string;
  sections: InfoSection[];
  /** The closing offer of help (spec 2.19); legal documents have none. */
  help?: { title: string; text: string; cta: { label: string; to: string } };
};

/** A public information page: hero, sections readable as a document (about 72 characters a line), help offer. */
export function InfoPage({ eyebrow, title, intro, sections, help }: InfoPageProps) {
  return (
    <>
      <Box bg="cumplia.0" py={{ base: 40, sm: 64 }}>
        <Container size="lg">
          <Stack gap="sm" maw={760}>
            <Text tt="uppercase" fw={700} size="sm" c="cumplia.8">
              {eyebrow}
            </Text>
            <Title order={1} fz={{ base: 30, sm: 42 }} lh={1.15} c="cumplia.9">
              {title}
            </Title>
            <Text size="lg" c="gray.8">
              {intro}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={48}>
        <Stack gap={40} maw="72ch">
          {sections.map((section) => (
            <Box component="section" key={section.title}>
              <Title order={2} fz={24} mb="sm">
                {section.title}
              </Title>
              {section.paragraphs?.map((paragraph) => (
                <Text key={paragraph.slice(0, 40)} mb="sm" lh={1.7}>
                  {paragraph}
                </Text>
              ))}
              {section.items && (
                <List spacing="xs" lh={1.6}>
                  {section.items.map((item, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static content in a fixed order.
                    <List.Item key={index}>{item}</List.Item>
                  ))}
                </List>
              )}
              {section.note && (
                <Box fz="sm" c="dimmed" mt="sm">
                  {section.note}
                </Box>
              )}
            </Box>
          ))}
          {help && (
            <Paper withBorder p="xl" radius="md" bg="cumplia.0">
              <Title order={2} fz={22} mb="xs">
                {help.title}
              </Title>
              <Text mb="md">{help.text}</Text>
              <Group>
                <Button component={Link} to={help.cta.to}>
                  {help.cta.label}
                </Button>
                <Anchor component={Link} to="/registrar">
                  Registrar mi empresa
                </Anchor>
              </Group>
            </Paper>
          )}
        </Stack>
      </Container>
    </>
  );
}
