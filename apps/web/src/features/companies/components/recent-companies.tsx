import { type AgencyCompanyListItem, formatDateEs } from '@cumplia/domain';
import { useEffect, useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { toolNames } from '../../../components/tool-names';
import { useAgencyCompanies } from '../api/agency-companies-api';

const REDIRECT_AFTER_ERROR_MS = 3000;

const columns: DataColumn<AgencyCompanyListItem>[] = [
  { key: 'fecha', header: 'Fecha', cell: (company) => formatDateEs(company.createdAt) },
  { key: 'empresa', header: 'Empresa', card: 'title', cell: (company) => company.nombreComercial },
  { key: 'tools', header: 'Herramientas', cell: (company) => toolNames(company) || '—' },
  { key: 'nifCif', header: 'CIF', cell: (company) => company.nifCif },
];

/**
 * The agency home's table: its companies, 5 per page (Fecha, Empresa, Tools, CIF). If they cannot be loaded,
 * the spec sends the user back to the login after 3 seconds.
 */
export function RecentCompanies({ onLoadError }: { onLoadError(): void }) {
  const [page, setPage] = useState(0);
  const { data, isLoading, error } = useAgencyCompanies({ page, size: 5, nombreEmpresa: '', nifCif: '' });
  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(onLoadError, REDIRECT_AFTER_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [error, onLoadError]);
  return (
    <DataTable
      label="Tus últimas empresas"
      columns={columns}
      rows={data?.content}
      rowKey={(company) => company.id}
      page={page}
      totalPages={data?.totalPages ?? 0}
      onPage={setPage}
      isLoading={isLoading}
      error={error ? new Error('Error al obtener las empresas. Redirigiendo al acceso.') : null}
      emptyText="No hay empresas disponibles."
      minWidth={560}
    />
  );
}
