import { Text } from '@mantine/core';
import type { TOOLS } from './tool-names';

/** A tool switched on or off in a company list, waiting for the user's confirmation. */
export type ToolChange = { company: { nombreComercial: string }; tool: (typeof TOOLS)[number]; enable: boolean };

/** The question the company lists ask before switching a tool. */
export function ToolChangeQuestion({ change }: { change: ToolChange | null }) {
  return (
    <Text>
      {change &&
        `¿Desea ${change.enable ? 'activar' : 'desactivar'} la herramienta ${change.tool.label} para ${change.company.nombreComercial}?`}
    </Text>
  );
}
