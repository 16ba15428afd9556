import { Badge } from '@mantine/core';

type RenewalStatus = 'Aceptada' | 'Procesada' | 'Pendiente' | 'Deshabilitada';

const STATUS_COLOR: Record<RenewalStatus, string> = {
  Aceptada: 'green',
  Procesada: 'gray',
  Pendiente: 'yellow',
  Deshabilitada: 'red',
};

/** A renewal's status label in every renewals list: accepted green, pending yellow, disabled red. */
export function RenewalStatusBadge({ status }: { status: RenewalStatus }) {
  return (
    <Badge variant="light" tt="none" color={STATUS_COLOR[status]}>
      {status}
    </Badge>
  );
}
