import { type Invoice, invoiceStanding, todayInMadrid } from '@cumplia/domain';
import { Badge, Stack, Text } from '@mantine/core';

/**
 * An invoice's state as its payer reads it: a returned debit is 'Devuelta: pendiente de pago' with the bank's
 * reason below, never a green 'Facturada'.
 */
export function InvoiceStandingBadge({ invoice }: { invoice: Invoice }) {
  const standing = invoiceStanding(invoice, todayInMadrid());
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" tt="none" miw={84} color={standing.tone}>
        {standing.label}
      </Badge>
      {invoice.devolucion && !invoice.pagadaPorTransferencia && (
        <Text size="xs" c="dimmed">
          {invoice.devolucion.codigo} {invoice.devolucion.motivo}
        </Text>
      )}
    </Stack>
  );
}
