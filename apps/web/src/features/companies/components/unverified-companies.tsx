import type { StaffCompanyListItem } from '@cumplia/domain';
import { Anchor, Badge, Button, Stack, Text, Title } from '@mantine/core';
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
import { NifClaimsDialog } from './nif-claims-dialog';

const PAGE_SIZE = 7;

const SIGNATURE: Record<StaffCompanyListItem['firma'], { label: string; color: string }> = {
  FIRMADA: { label: 'Contratos firmados', color: 'green' },
  PENDIENTE: { label: 'Firma pendiente', color: 'yellow' },
  SIN_HERRAMIENTAS: { label: 'Sin servicios', color: 'gray' },
};

/** A NIF/CIF that other registrations also give: staff compare them (superadmin) before verifying one. */
function NifCell({ company, onCompare }: { company: StaffCompanyListItem; onCompare?(): void }) {
  if (company.otrasAltasMismoNif === 0) return company.nifCif;
  const others = company.otrasAltasMismoNif === 1 ? '1 alta más' : `${company.otrasAltasMismoNif} altas más`;
  return (
    <Stack gap={2}>
      <span>{company.nifCif}</span>
      {onCompare ? (
        <Button
          size="compact-xs"
          variant="light"
          color="orange"
          onClick={onCompare}
          aria-label={`Comparar las altas con el NIF/CIF ${company.nifCif}`}
        >
          En disputa: {others}
        </Button>
      ) : (
        <Badge variant="light" color="orange" tt="none" w="fit-content">
          En disputa: {others}
        </Badge>
      )}
    </Stack>
  );
}

const columnsFor = (compare?: (company: StaffCompanyListItem) => void): DataColumn<StaffCompanyListItem>[] => [
  { key: 'telefono', header: 'Teléfono', cell: (company) => company.telefono },
  {
    key: 'nifCif',
    header: 'CIF/NIF',
    cell: (company) => <NifCell company={company} onCompare={compare && (() => compare(company))} />,
  },
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
  const [comparing, setComparing] = useState<StaffCompanyListItem | null>(null);

  async function verify(companyId: number, name: string) {
    setVerifyingId(companyId);
    setProblem(null);
    try {
      await verifyCompany(companyId);
      notifySuccess(`${name} ha quedado verificada.`);
      setComparing(null);
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
        columns={canVerify ? columnsFor(setComparing) : columnsFor()}
        rows={data?.content}
        rowKey={(company) => company.id}
        {...(canVerify
          ? {
              actions: (company: StaffCompanyListItem) =>
                company.nombre === '' ? (
                  // A sign-up not completed yet (a CSV line, an SMS invitation): nothing to verify.
                  <Text size="xs" c="dimmed" maw={140}>
                    Alta sin completar
                  </Text>
                ) : (
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
      {canVerify && (
        <NifClaimsDialog
          companyId={comparing?.id ?? null}
          nifCif={comparing?.nifCif ?? ''}
          onClose={() => setComparing(null)}
          onVerify={(claim) => verify(claim.id, claim.razonSocial)}
          verifyingId={typeof verifyingId === 'number' ? verifyingId : null}
          problem={problem}
        />
      )}
    </section>
  );
}
