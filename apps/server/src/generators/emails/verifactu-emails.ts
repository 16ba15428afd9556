import type { ProviderIdentity } from '../../config.js';
import { type RenderedEmail, renderEmail } from './email-layout.js';

/**
 * To the provider's inbox when invoice records wait for the AEAT, or stay rejected, longer than they should
 * (VERIFACTU_ALERT_AFTER_MINUTES): the law asks for them to be sent as the invoices are issued.
 */
export function verifactuBacklogEmail(input: {
  pending: { count: number; since: string } | null;
  needingCorrection: { count: number; since: string } | null;
  lastError: string | null;
  screenUrl: string;
  provider: ProviderIdentity;
}): RenderedEmail {
  const paragraphs = [
    ...(input.pending
      ? [
          `${input.pending.count} registros de facturación esperan su envío a la AEAT; el más antiguo desde el ${input.pending.since}.`,
        ]
      : []),
    ...(input.needingCorrection
      ? [
          `${input.needingCorrection.count} registros fueron rechazados o aceptados con errores por la AEAT y aún no se han subsanado; el más antiguo desde el ${input.needingCorrection.since}.`,
        ]
      : []),
    ...(input.lastError ? [`Último error del envío: ${input.lastError}`] : []),
    'Revise la pantalla Verifactu: allí están el motivo de cada rechazo, la subsanación y el reintento del envío.',
  ];
  return renderEmail({
    subject: 'Verifactu: registros de facturación pendientes o rechazados',
    preheader: paragraphs[0] ?? 'Registros de facturación que requieren atención.',
    greeting: 'Aviso del sistema de facturación:',
    paragraphs,
    action: { label: 'Abrir Verifactu', url: input.screenUrl },
    footnotes: ['Recibirá este aviso como máximo una vez al día mientras la situación continúe.'],
    signature: input.provider,
  });
}
