import { type InvoiceVerifactu, VERIFACTU_STATUS_LABELS, type VerifactuRecordStatus } from '@cumplia/domain';
import { Badge, Tooltip } from '@mantine/core';

const COLORS: Record<VerifactuRecordStatus, string> = {
  PREVIO: 'gray',
  PENDIENTE: 'yellow',
  CORRECTO: 'green',
  ACEPTADO_CON_ERRORES: 'orange',
  INCORRECTO: 'red',
};

/** Short labels where space is scarce (the invoice list). */
const SHORT_LABELS: Record<VerifactuRecordStatus, string> = {
  PREVIO: 'Sin envío',
  PENDIENTE: 'Pendiente',
  CORRECTO: 'Aceptada',
  ACEPTADO_CON_ERRORES: 'Con errores',
  INCORRECTO: 'Rechazada',
};

type VerifactuBadgeProps = {
  status: VerifactuRecordStatus;
  /** The short label, with the full state, CSV and AEAT error in a tooltip. */
  compact?: boolean;
  detail?: Pick<InvoiceVerifactu, 'csv' | 'codigoError' | 'descripcionError'>;
};

/** Where an invoice record stands with the AEAT: pending, accepted (with its CSV), with errors, rejected. */
export function VerifactuBadge({ status, compact = false, detail }: VerifactuBadgeProps) {
  const badge = (
    <Badge variant="light" tt="none" color={COLORS[status]}>
      {compact ? `AEAT: ${SHORT_LABELS[status]}` : VERIFACTU_STATUS_LABELS[status]}
    </Badge>
  );
  if (!compact || !detail) return badge;
  const lines = [
    VERIFACTU_STATUS_LABELS[status],
    detail.csv ? `CSV ${detail.csv}` : null,
    detail.codigoError ? `Error ${detail.codigoError}: ${detail.descripcionError ?? ''}` : null,
  ].filter(Boolean);
  return (
    <Tooltip label={lines.join(' · ')} multiline maw={320} withArrow>
      {badge}
    </Tooltip>
  );
}
