import { formatEuroAmount } from '@cumplia/domain';
import { Stack, Text } from '@mantine/core';
import type { TOOLS } from './tool-names';

/** A tool switched on or off in a company list, waiting for the user's confirmation. */
export type ToolChange = { company: { nombreComercial: string }; tool: (typeof TOOLS)[number]; enable: boolean };

/** How the bill of a tool switched on is worded: its yearly price when known, while it is asked, or the tariff. */
function billingText(price: number | 'loading' | undefined) {
  if (price === 'loading') return 'Se facturará cuando lo firme (consultando el precio…).';
  if (price === undefined) return 'Se facturará cuando lo firme, al precio de su tarifa para ese servicio.';
  return `Se facturará cuando lo firme: ${formatEuroAmount(price)} al año, impuestos aparte.`;
}

/**
 * The question the company lists ask before switching a tool, saying what follows: the SMS, the contract and the
 * bill, with the price switching it on bills when the list knows it (`price`, euros before tax).
 */
export function ToolChangeQuestion({ change, price }: { change: ToolChange | null; price?: number | 'loading' }) {
  if (!change) return null;
  const { company, tool, enable } = change;
  return (
    <Stack gap="xs">
      <Text>{`¿Desea ${enable ? 'activar' : 'desactivar'} ${tool.label} para ${company.nombreComercial}?`}</Text>
      <Text size="sm" c="dimmed">
        {enable
          ? `Enviaremos por SMS al móvil de la empresa el contrato de ${tool.label} para que lo firme. ${billingText(price)}`
          : `${tool.label} dejará de estar activa para la empresa. Si su contrato estaba pendiente de firma, el enlace que recibió por SMS deja de servir.`}
      </Text>
    </Stack>
  );
}
