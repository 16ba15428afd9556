import { formatDateEs } from '@cumplia/domain';
import { Badge, Text } from '@mantine/core';

type RemittedBadgeProps = {
  facturado: boolean;
  devolucion?: { codigo: string; motivo: string } | null | undefined;
  /** The day staff recorded a transfer or card payment, and which. */
  pagadaPorTransferencia?: string | null | undefined;
  pagadaCon?: 'TRANSFERENCIA' | 'TARJETA' | null | undefined;
};

/**
 * 'Sí' / 'No' (remitted to the bank), 'Devuelta' with the bank's reason when the debit came back, or 'Cobrada
 * por transferencia' / 'con tarjeta' with the day once staff recorded the payment.
 */
export function RemittedBadge({ facturado, devolucion, pagadaPorTransferencia, pagadaCon }: RemittedBadgeProps) {
  if (pagadaPorTransferencia && !devolucion) {
    return (
      <>
        <Badge variant="light" tt="none" color="teal">
          {pagadaCon === 'TARJETA' ? 'Cobrada con tarjeta' : 'Cobrada por transferencia'}
        </Badge>
        <Text size="xs" c="dimmed">
          {formatDateEs(pagadaPorTransferencia)}
        </Text>
      </>
    );
  }
  if (devolucion) {
    return (
      <>
        <Badge variant="filled" tt="none" color="red.9">
          Devuelta
        </Badge>
        <Text size="xs" c="red.9">
          {devolucion.codigo} {devolucion.motivo}
        </Text>
      </>
    );
  }
  return (
    <Badge variant="light" tt="none" color={facturado ? 'green' : 'yellow'}>
      {facturado ? 'Sí' : 'No'}
    </Badge>
  );
}
