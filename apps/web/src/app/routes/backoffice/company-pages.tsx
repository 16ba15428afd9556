import { MESSAGES } from '@cumplia/domain';
import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { PageHeader } from '../../../components/page-header';
import { useStaffCompany } from '../../../features/companies/api/staff-companies-api';
import { AssignUserForm } from '../../../features/companies/components/assign-user-form';
import { CompanyAccessActions } from '../../../features/companies/components/company-access-actions';
import { CompanyInvoiceHistory } from '../../../features/companies/components/company-invoice-history';
import { CompanyOverview } from '../../../features/companies/components/company-overview';
import { StaffClientBoard } from '../../../features/companies/components/staff-client-board';
import { StaffCompanyEdit } from '../../../features/companies/components/staff-company-edit';
import { StaffCompanyForm } from '../../../features/companies/components/staff-company-form';
import { StaffCompanyList } from '../../../features/companies/components/staff-company-list';
import { StaffCompanyLoading } from '../../../features/companies/components/staff-company-loading';
import { StaffProfileSection } from '../../../features/compliance/components/staff-profile-section';
import { CompanyRenewalPanel } from '../../../features/renewals/components/company-renewal-panel';
import { NewRenewalForm } from '../../../features/renewals/components/new-renewal-form';
import { RenewalHistory } from '../../../features/renewals/components/renewal-history';
import { paths } from '../../../lib/paths';

const ADD_DESCRIPTION =
  'El administrador recibirá un correo para activar su acceso (si ya tiene usuario en Cumplia, la empresa se añade a su cuenta) y un SMS para firmar los contratos de los protocolos elegidos.';

/** /anadirclienteempresasuperadmin */
export function AddCompanyPage() {
  return (
    <>
      <PageHeader title="Alta de una empresa" description={ADD_DESCRIPTION} />
      <StaffCompanyForm area="admin" />
    </>
  );
}

/** /worker-anadir-empresa */
export function WorkerAddCompanyPage() {
  return (
    <>
      <PageHeader title="Alta de una empresa" description={ADD_DESCRIPTION} />
      <StaffCompanyForm area="worker" />
    </>
  );
}

/** /listarempresasadmin */
export function CompanyListPage() {
  return (
    <>
      <PageHeader title="Tus empresas" description="Todas las empresas, sus herramientas y su método de pago." />
      <StaffCompanyList area="admin" />
    </>
  );
}

/** /worker-editar-cliente-listado */
export function WorkerCompanyListPage() {
  return (
    <>
      <PageHeader title="Editar empresas" description="Busque una empresa para editarla o cambiar sus herramientas." />
      <StaffCompanyList area="worker" />
    </>
  );
}

const BOARD_DESCRIPTION =
  'Los clientes de todas las gestorías y los directos, con su alta, firma, verificación, perfil, protocolos, cobro y renovación. Filtre por estado o por gestoría.';

/** /clientesadmin */
export function ClientBoardPage() {
  return (
    <>
      <PageHeader title="Tablero de clientes" description={BOARD_DESCRIPTION} />
      <StaffClientBoard area="admin" />
    </>
  );
}

/** /worker-clientes */
export function WorkerClientBoardPage() {
  return (
    <>
      <PageHeader title="Tablero de clientes" description={BOARD_DESCRIPTION} />
      <StaffClientBoard area="worker" />
    </>
  );
}

function EditPage({ area, companyRef }: { area: 'admin' | 'worker'; companyRef: string | null }) {
  if (!companyRef) return <Navigate to={paths.notFound} replace />;
  return (
    <>
      <BackButton />
      <PageHeader title="Editar Empresa" />
      <StaffCompanyEdit area={area} companyRef={companyRef} />
    </>
  );
}

/** /editarempresasuperadmin?id= */
export function EditCompanyPage() {
  const [params] = useSearchParams();
  return <EditPage area="admin" companyRef={params.get('id')} />;
}

/** /empresas/{id}/edit */
export function EditCompanyByRoutePage() {
  return <EditPage area="admin" companyRef={useParams().id ?? null} />;
}

/** /worker-editar-cliente-empresa?cifNif= */
export function WorkerEditCompanyPage() {
  const [params] = useSearchParams();
  return <EditPage area="worker" companyRef={params.get('cifNif')} />;
}

/** /empresas-worker/{id}/edit */
export function WorkerEditCompanyByRoutePage() {
  return <EditPage area="worker" companyRef={useParams().id ?? null} />;
}

/**
 * /fichaempresa?id=: the admin company detail (part 2 section 2.14, route not given by the spec): data and
 * edit, verification and access, the current renewal, a new renewal, and the invoice and renewal histories.
 */
export function CompanyDetailPage() {
  const [params] = useSearchParams();
  const companyId = Number(params.get('id'));
  const valid = Number.isInteger(companyId) && companyId > 0;
  const company = useStaffCompany('admin', valid ? String(companyId) : '');
  const { data } = company;
  const [creating, setCreating] = useState(false);
  if (!valid) return <Navigate to={paths.notFound} replace />;
  return (
    <>
      <BackButton />
      <PageHeader title={data?.razonSocial ?? 'Detalle de Empresa'} description={data?.nifCif} />
      <StaffCompanyLoading query={company}>
        {data ? (
          <Stack gap="lg">
            <CompanyOverview area="admin" company={data} />
            <CompanyAccessActions
              company={data}
              withoutLogin={
                data.conUsuario ? undefined : (
                  <Alert color="yellow" variant="light" title="La empresa no tiene usuario en Cumplia">
                    {data.confirmada ? (
                      <Button component={Link} to={paths.backoffice.assignUser(companyId)} variant="light" mt="xs">
                        Asignar usuario
                      </Button>
                    ) : (
                      'Tendrá usuario cuando firme sus contratos.'
                    )}
                  </Alert>
                )
              }
            />
            <StaffProfileSection companyId={companyId} />
            <CompanyRenewalPanel companyId={companyId} />
            {creating ? (
              <NewRenewalForm companyId={companyId} onDone={() => setCreating(false)} />
            ) : (
              <Button variant="light" onClick={() => setCreating(true)} w="fit-content">
                Nueva renovación
              </Button>
            )}
            <CompanyInvoiceHistory nifCif={data.nifCif} />
            <RenewalHistory companyId={companyId} />
          </Stack>
        ) : (
          <Alert color="red">{MESSAGES.staffCompanies.loadError}</Alert>
        )}
      </StaffCompanyLoading>
    </>
  );
}

/** /asignar-usuario-admin?id=: staff give a company without login its user, correcting the NIF when checked. */
export function StaffAssignUserPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const companyId = Number(params.get('id'));
  const valid = Number.isInteger(companyId) && companyId > 0;
  const company = useStaffCompany('admin', valid ? String(companyId) : '');
  const { data } = company;
  if (!valid) return <Navigate to={paths.notFound} replace />;
  return (
    <>
      <BackButton />
      <PageHeader title="Asignar Usuario a Empresa" description={data?.razonSocial} />
      <StaffCompanyLoading query={company}>
        {data &&
          (data.conUsuario ? (
            <Alert color="blue" variant="light">
              La empresa ya tiene usuario en Cumplia.
            </Alert>
          ) : (
            <AssignUserForm
              company={data}
              staff
              onAssigned={() => navigate(paths.backoffice.companyDetail(companyId))}
            />
          ))}
      </StaffCompanyLoading>
    </>
  );
}
