import { eurosToCents, formatDateEs, formatEuros } from '@cumplia/domain';
import { Badge, Paper, Table } from '@mantine/core';
import { useState } from 'react';
import { InvoicePdfButton } from '../../../components/invoice-pdf-button';
import { ListState } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import { amountCellStyle } from '../../../components/table-styles';
import { useAgencyInvoices } from '../api/list-invoices';

/** 'Facturación': the invoices of the agency's companies with its commission on each, and their PDFs. */
export function InvoicesList() {
  const [page, setPage] = useState(0);
  const { data, isLoading, error } = useAgencyInvoices(page);
  return (
    <ListState
      isLoading={isLoading}
      error={error ? new Error('Error al obtener las facturas.') : null}
      isEmpty={data?.totalElements === 0}
      emptyText="No hay facturas disponibles."
    >
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={800}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Factura</Table.Th>
                <Table.Th>Empresa</Table.Th>
                <Table.Th style={amountCellStyle}>Importe (€)</Table.Th>
                <Table.Th style={amountCellStyle}>Su comisión</Table.Th>
                <Table.Th>Facturado</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.content.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>{formatDateEs(invoice.fecha)}</Table.Td>
                  <Table.Td>{invoice.facturaId}</Table.Td>
                  <Table.Td>{invoice.empresa.nombreComercial}</Table.Td>
                  <Table.Td style={amountCellStyle}>
                    {formatEuros(eurosToCents(invoice.importeTotalImpuestos))}
                  </Table.Td>
                  <Table.Td style={amountCellStyle}>
                    {formatEuros(eurosToCents(invoice.comision))} ({invoice.comisionPorcentaje.toLocaleString('es-ES')}{' '}
                    %)
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={invoice.facturado ? 'green' : 'yellow'}>
                      {invoice.facturado ? 'Sí' : 'No'}
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
