import { eurosToCents, formatDateEs, formatEuros, MESSAGES, PAGE_SIZES } from '@cumplia/domain';
import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { InvoicePdfButton } from '../../../components/invoice-pdf-button';
import { ListState } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import { useCompanyInvoiceHistory } from '../api/staff-companies-api';

/** 'Historial de Facturas': the company's invoices, 5 per page, with status and PDF. */
export function CompanyInvoiceHistory({ nifCif }: { nifCif: string }) {
  const [page, setPage] = useState(0);
  const { data, isLoading, error } = useCompanyInvoiceHistory(nifCif, page, PAGE_SIZES.history);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Historial de Facturas
        </Title>
        <ListState
          isLoading={isLoading}
          loadingText={MESSAGES.invoices.loading}
          error={error ? new Error(MESSAGES.invoices.loadError) : null}
          isEmpty={data?.totalElements === 0}
          emptyText={MESSAGES.invoices.empty}
        >
          <Table.ScrollContainer minWidth={620}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Factura</Table.Th>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th>Conceptos</Table.Th>
                  <Table.Th ta="right">Importe</Table.Th>
                  <Table.Th>Estado</Table.Th>
                  <Table.Th aria-label="PDF" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.content.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{invoice.facturaId}</Table.Td>
                    <Table.Td>{formatDateEs(invoice.fecha)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{invoice.facturaDetalles.map((line) => line.nombreProducto).join(', ')}</Text>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatEuros(eurosToCents(invoice.importeTotalImpuestos))}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" tt="none" color={invoice.facturado ? 'green' : 'yellow'}>
                        {invoice.facturado ? 'Facturada' : 'Pendiente'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <InvoicePdfButton
                        url={`/cumplia-core/admin/facturas/${invoice.id}/download`}
                        facturaId={invoice.facturaId}
                        empresa={invoice.empresa.razonSocial}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
        </ListState>
      </Stack>
    </Paper>
  );
}
