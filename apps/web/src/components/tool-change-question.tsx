import { Stack, Text } from '@mantine/core';
import type { TOOLS } from './tool-names';

/** A tool switched on or off in a company list, waiting for the user's confirmation. */
export type ToolChange = { company: { nombreComercial: string }; tool: (typeof TOOLS)[number]; enable: boolean };

/** The question the company lists ask before switching a tool, saying what follows: the SMS, the contract, the bill. */
export function ToolChangeQuestion({ change }: { change: ToolChange | null }) {
  if (!change) return null;
  const { company, tool, enable } = change;
  return (
    <Stack gap="xs">
      <Text>{`¿Desea ${enable ? 'activar' : 'desactivar'} ${tool.label} para ${company.nombreComercial}?`}</Text>
      <Text size="sm" c="dimmed">
        {enable
          ? `Enviaremos por SMS al móvil de la empresa el contrato de ${tool.label} para que lo firme. Se facturará cuando lo firme, al precio de su tarifa para ese servicio.`
          : `${tool.label} dejará de estar activa para la empresa. Si su contrato estaba pendiente de firma, el enlace que recibió por SMS deja de servir.`}
      </Text>
    </Stack>
  );
}
