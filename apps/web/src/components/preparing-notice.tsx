import { Alert, List } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** Tells the user plainly which parts of an area are not open yet, instead of showing empty screens. */
export function PreparingNotice({ sections }: { sections: string[] }) {
  return (
    <Alert
      variant="light"
      color="cumplia"
      icon={<IconTools size={20} aria-hidden="true" />}
      title="Área en preparación"
      maw={720}
    >
      Su acceso funciona correctamente. Estas secciones se están habilitando y aparecerán en el menú en cuanto estén
      disponibles:
      <List size="sm" mt="xs" spacing={2}>
        {sections.map((section) => (
          <List.Item key={section}>{section}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
