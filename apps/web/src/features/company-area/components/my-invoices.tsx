import { eurosToCents, formatDateEs, formatEuros } from '@cumplia/domain';
import { Badge, Paper, Table } from '@mantine/core';
import { useState } from 'react';
import { InvoicePdfButton } from '../../../components/invoice-pdf-button';
import { ListState } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import { amountCellStyle } from '../../../components/table-styles';
import { useMyInvoices } from '../api/company-area-api';

/** /facturacion: the company's invoices, each with its PDF. */
export function MyInvoices() {
  const [page, setPage] = useState(0);
  const { data, isLoading, error } = useMyInvoices(page);
  return (
    <ListState
      isLoading={isLoading}
      error={error ? new Error('Error al obtener las facturas.') : null}
      isEmpty={data?.totalElements === 0}
      emptyText="No hay facturas disponibles."
    >
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Factura</Table.Th>
                <Table.Th>Conceptos</Table.Th>
                <Table.Th style={amountCellStyle}>Importe (€)</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.content.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>{formatDateEs(invoice.fecha)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{invoice.facturaId}</Table.Td>
                  <Table.Td>{invoice.facturaDetalles.map((line) => line.nombreProducto).join(', ')}</Table.Td>
                  <Table.Td style={amountCellStyle}>
                    {formatEuros(eurosToCents(invoice.importeTotalImpuestos))}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" tt="none" miw={84} color={invoice.facturado ? 'green' : 'yellow'}>
                      {invoice.facturado ? 'Facturada' : 'Pendiente'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <InvoicePdfButton
                      url={`/cumplia-core/facturas/${invoice.id}/download`}
                      facturaId={invoice.facturaId}
                      empresa={invoice.empresa.nombreComercial}
                      withLabel
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Pager page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
    </ListState>
  );
}
