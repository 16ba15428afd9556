import { formatDateEs } from '@cumplia/domain';
import { Badge, Text } from '@mantine/core';

type RemittedBadgeProps = {
  facturado: boolean;
  devolucion?: { codigo: string; motivo: string } | null | undefined;
  /** The day a returned invoice was recorded as paid by transfer. */
  pagadaPorTransferencia?: string | null | undefined;
};

/**
 * 'Sí' / 'No' (remitted to the bank), 'Devuelta' with the bank's reason when the debit came back, or 'Pagada
 * por transferencia' once a returned invoice was paid that way.
 */
export function RemittedBadge({ facturado, devolucion, pagadaPorTransferencia }: RemittedBadgeProps) {
  if (pagadaPorTransferencia && !devolucion) {
    return (
      <>
        <Badge variant="light" tt="none" color="teal">
          Pagada por transferencia
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
