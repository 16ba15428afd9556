import type { AgencyCompanyListItem, AgencyCompanySort } from '@cumplia/domain';
import { Alert, Anchor } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCompanyFilters } from '../../../components/company-filters';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { useListSort } from '../../../components/data-table/use-list-sort';
import { useAgencyCompanies } from '../api/agency-companies-api';
import { companyIdentityColumns } from './company-columns';

/** 'Empresas Sin Usuario': the agency's companies that have no login yet, with the assign-user action. */
export function CompaniesWithoutUser({ assignPath }: { assignPath(cifNif: string): string }) {
  const { query, setPage, inputs } = useCompanyFilters();
  const { sort, setSort } = useListSort<AgencyCompanySort>({ sort: 'fecha', dir: 'desc' }, setPage);
  const { data, isLoading, error } = useAgencyCompanies({ ...query, size: 10, sort }, { withoutUser: true });
  const columns: DataColumn<AgencyCompanyListItem, AgencyCompanySort>[] = [...companyIdentityColumns];
  return (
    <>
      <Alert color="cumplia" variant="light" mb="md" title="Empresas sin usuario asignado">
        Estas empresas aún no tienen usuario de acceso. Asígnelo para que su administrador reciba el correo de
        activación.
      </Alert>
      {inputs}
      <DataTable
        label="Empresas sin usuario"
        columns={columns}
        rows={data?.content}
        rowKey={(company) => company.id}
        actions={(company) => (
          <Anchor
            component={Link}
            to={assignPath(company.nifCif)}
            aria-label={`Asignar usuario a ${company.nombreComercial}`}
          >
            <IconUserPlus size={18} />
          </Anchor>
        )}
        sort={sort}
        onSort={setSort}
        page={query.page}
        totalPages={data?.totalPages ?? 0}
        onPage={setPage}
        isLoading={isLoading}
        error={error}
        emptyText="No hay empresas sin usuario disponibles."
        minWidth={560}
      />
    </>
  );
}
