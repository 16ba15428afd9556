import type { AgencyCompanyListItem, AgencyCompanySort } from '@cumplia/domain';
import type { ReactNode } from 'react';
import type { DataColumn } from '../data-table/data-table-types';
import { InvoiceCell, ProfileCell, RenewalCell, SignatureCell } from './client-board-cells';

/**
 * The client board's columns, the agency's and the staff's alike: the client (as each board names it), town,
 * signature and verification, profile, protocols (as each board acts on them), latest invoice and end of period.
 */
export function clientBoardColumns<Row extends AgencyCompanyListItem>(cells: {
  client(row: Row): ReactNode;
  protocols(row: Row): ReactNode;
}): DataColumn<Row, AgencyCompanySort>[] {
  return [
    { key: 'empresa', header: 'Empresa', sortKey: 'empresa', card: 'title', cell: cells.client },
    { key: 'localidad', header: 'Localidad', sortKey: 'localidad', cell: (row) => row.localidad || '—' },
    { key: 'firma', header: 'Firma y verificación', cell: (row) => <SignatureCell client={row} /> },
    { key: 'perfil', header: 'Perfil', cell: (row) => <ProfileCell client={row} /> },
    { key: 'protocolos', header: 'Protocolos y obligaciones', cell: cells.protocols },
    { key: 'factura', header: 'Última factura', cell: (row) => <InvoiceCell client={row} /> },
    {
      key: 'renovacion',
      header: 'Fin del periodo',
      sortKey: 'renovacion',
      firstDir: 'asc',
      cell: (row) => <RenewalCell client={row} />,
    },
  ];
}
