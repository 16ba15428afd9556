import type { StaffCompanyListItem } from '@cumplia/domain';
import { Anchor, Badge, Button, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import type { RowKey } from '../../../components/data-table/row-selection';
import { ProblemAlert } from '../../../components/problem-alert';
import { notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import {
  UNVERIFIED_COMPANIES_KEY,
  useUnverifiedCompanies,
  verifyCompanies,
  verifyCompany,
} from '../api/staff-companies-api';

const PAGE_SIZE = 7;

const SIGNATURE: Record<StaffCompanyListItem['firma'], { label: string; color: string }> = {
  FIRMADA: { label: 'Contratos firmados', color: 'green' },
  PENDIENTE: { label: 'Firma pendiente', color: 'yellow' },
  SIN_HERRAMIENTAS: { label: 'Sin servicios', color: 'gray' },
};

const columns: DataColumn<StaffCompanyListItem>[] = [
  { key: 'telefono', header: 'Teléfono', cell: (company) => company.telefono },
  { key: 'nifCif', header: 'CIF/NIF', cell: (company) => company.nifCif },
  {
    key: 'empresa',
    header: 'Nombre Empresa',
    card: 'title',
    cell: (company) => (
      <Anchor component={Link} to={paths.backoffice.companyDetail(company.id)} size="sm">
        {company.nombreComercial}
      </Anchor>
    ),
  },
  { key: 'nombre', header: 'Administrador', cell: (company) => company.nombre || '—' },
  {
    key: 'firma',
    header: 'Firma',
    cell: (company) => (
      <Badge variant="light" tt="none" color={SIGNATURE[company.firma].color}>
        {SIGNATURE[company.firma].label}
      </Badge>
    ),
  },
];

/** The staff homes' table of unverified companies; the superadmin variant has a 'Verificar' button per row. */
export function UnverifiedCompanies({ title, canVerify }: { title: string; canVerify: boolean }) {
  const [page, setPage] = useState(0);
  const { data, isLoading, error } = useUnverifiedCompanies(canVerify ? 'admin' : 'worker', page, PAGE_SIZE);
  const lastPage = Math.max(0, (data?.totalPages ?? 1) - 1);
  if (data && page > lastPage) setPage(lastPage);
  const queryClient = useQueryClient();
  const [verifyingId, setVerifyingId] = useState<number | 'selection' | null>(null);
  const [selected, setSelected] = useState<Set<RowKey>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);

  async function verify(companyId: number, name: string) {
    setVerifyingId(companyId);
    setProblem(null);
    try {
      await verifyCompany(companyId);
      notifySuccess(`${name} ha quedado verificada.`);
      await queryClient.invalidateQueries({ queryKey: UNVERIFIED_COMPANIES_KEY });
    } catch (failure) {
      setProblem((failure as Error).message);
    } finally {
      setVerifyingId(null);
    }
  }

  async function verifySelected() {
    setVerifyingId('selection');
    setProblem(null);
    try {
      const { verificadas } = await verifyCompanies([...selected].map(Number));
      notifySuccess(
        verificadas === 1 ? '1 empresa ha quedado verificada.' : `${verificadas} empresas han quedado verificadas.`,
      );
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: UNVERIFIED_COMPANIES_KEY });
    } catch (failure) {
      setProblem((failure as Error).message);
    } finally {
      setVerifyingId(null);
    }
  }

  return (
    <section aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <ProblemAlert problem={problem} onClose={() => setProblem(null)} mb="sm" />
      <DataTable
        label={title}
        columns={columns}
        rows={data?.content}
        rowKey={(company) => company.id}
        {...(canVerify
          ? {
              actions: (company: StaffCompanyListItem) => (
                <Button
                  size="xs"
                  loading={verifyingId === company.id}
                  disabled={verifyingId !== null && verifyingId !== company.id}
                  onClick={() => verify(company.id, company.nombreComercial)}
                  aria-label={`Verificar ${company.nombreComercial}`}
                >
                  Verificar
                </Button>
              ),
              selection: {
                selected,
                onChange: setSelected,
                rowLabel: (company: StaffCompanyListItem) => company.nombreComercial,
                actions: (
                  <Button size="xs" loading={verifyingId === 'selection'} onClick={verifySelected}>
                    Verificar seleccionadas
                  </Button>
                ),
              },
            }
          : {})}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPage={setPage}
        isLoading={isLoading}
        error={error}
        emptyText="No hay empresas pendientes de verificar."
        minWidth={720}
      />
    </section>
  );
}
