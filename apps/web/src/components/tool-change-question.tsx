import { formatEuroAmount } from '@cumplia/domain';
import { Stack, Text } from '@mantine/core';
import type { TOOLS } from './tool-names';

/**
 * A tool switched on or off in a company list, waiting for the user's confirmation; what the list knows of the
 * company's signature (`signed`: this tool's contract is signed; `linkPending`: it has a link still to sign).
 */
export type ToolChange = {
  company: { nombreComercial: string };
  tool: (typeof TOOLS)[number];
  enable: boolean;
  signed?: boolean;
  linkPending?: boolean;
};

/** How the bill of a tool switched on is worded: its yearly price when known, while it is asked, or the tariff. */
function billingText(price: number | 'loading' | undefined) {
  if (price === 'loading') return 'Se facturará cuando lo firme (consultando el precio…).';
  if (price === undefined) return 'Se facturará cuando lo firme, al precio de su tarifa para ese servicio.';
  return `Se facturará cuando lo firme: ${formatEuroAmount(price)} al año, impuestos aparte.`;
}

function switchOnText({ tool, linkPending }: ToolChange, price: number | 'loading' | undefined) {
  const how = linkPending
    ? `Añadiremos el contrato de ${tool.label} al enlace de firma que la empresa ya recibió por SMS y aún no ha firmado: no recibirá otro SMS.`
    : `Enviaremos por SMS al móvil de la empresa el contrato de ${tool.label} para que lo firme.`;
  return `${how} ${billingText(price)}`;
}

function switchOffText({ tool, signed }: ToolChange) {
  return signed
    ? `Su contrato está firmado y el año en curso, facturado: desactivarla no anula esa factura ni devuelve su importe. La empresa dejará de poder descargar el documento de ${tool.label} en su área, y el servicio no se renovará.`
    : `${tool.label} dejará de estar activa para la empresa. Si su contrato estaba pendiente de firma, se retira del enlace que recibió por SMS.`;
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
      <Text size="sm" c={change.signed && !enable ? undefined : 'dimmed'}>
        {enable ? switchOnText(change, price) : switchOffText(change)}
      </Text>
    </Stack>
  );
}

/** What a confirmed switch did, for its success message: the tool and what the company will get. */
export function toolChangedText({
  company,
  tool,
  enable,
  linkPending,
  smsHeld,
}: ToolChange & { smsHeld?: boolean }): string {
  if (!enable) return `${tool.label} desactivada para ${company.nombreComercial}.`;
  const next = smsHeld
    ? 'El contrato queda preparado; el SMS de firma no se envía hasta que lo pida.'
    : linkPending
      ? 'Su contrato se ha añadido al enlace de firma que la empresa ya tiene.'
      : 'Le hemos enviado por SMS el contrato para firmar.';
  return `${tool.label} activada para ${company.nombreComercial}. ${next}`;
}
