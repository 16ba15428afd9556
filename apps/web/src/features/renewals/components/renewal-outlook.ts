import { type AgencyRenewal, formatDateEs, formatEuroAmount, PROTOCOL_LABELS } from '@cumplia/domain';

type RenewingService = AgencyRenewal['servicios'][number];

/** 'LOPDGDD 45,00 €': a tool the next period renews and its price before tax. */
export const serviceLabel = (service: RenewingService) =>
  `${PROTOCOL_LABELS[service.protocolo]} ${formatEuroAmount(service.precio)}`;

/**
 * 'LOPDGDD 45,00 € · Desconexión digital 30,00 € (IGIC 7 % no incluido)': everything the next period renews, with
 * how its prices stand with tax in the client's territory.
 */
export const renewingServices = (renewal: Pick<AgencyRenewal, 'servicios' | 'impuestos'>) =>
  renewal.servicios.length === 0 ? '—' : `${renewal.servicios.map(serviceLabel).join(' · ')} (${renewal.impuestos})`;

/**
 * What happens next to a renewal, for the agency: who decides and by when. The provider approves renewals; the
 * agency can pass on its client's opposition until the period ends.
 */
export function renewalOutlook(
  renewal: Pick<AgencyRenewal, 'estado' | 'fechaFin' | 'fechaRenovacion'>,
  today: string,
): string {
  const end = formatDateEs(renewal.fechaFin);
  switch (renewal.estado) {
    case 'Procesada':
      return 'Periodo renovado: la factura del nuevo periodo ya se emitió.';
    case 'Deshabilitada':
      return `No se renueva: los servicios terminan el ${end} y no se emitirá factura de renovación.`;
    case 'Aceptada':
      return `Cumplia ha aprobado la renovación: el ${end} se emitirá la factura del nuevo periodo. Si su cliente no desea renovar, indíquelo antes de esa fecha.`;
    case 'Pendiente':
      return renewal.fechaRenovacion > today
        ? `Cumplia aprobará la renovación a partir del ${formatDateEs(renewal.fechaRenovacion)}. Si su cliente no desea renovar, indíquelo antes del ${end}.`
        : `Cumplia aprobará la renovación antes del ${end}. Si su cliente no desea renovar, indíquelo antes de esa fecha.`;
  }
}
