import { Navigate, useLocation, useSearchParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { PageHeader } from '../../../components/page-header';
import { CollaboratorDetail } from '../../../features/collaborators/components/collaborator-detail';
import { CollaboratorForm } from '../../../features/collaborators/components/collaborator-form';
import { CollaboratorList } from '../../../features/collaborators/components/collaborator-list';
import { paths } from '../../../lib/paths';

const ADD_DESCRIPTION =
  'El administrador del colaborador recibirá un correo para activar su acceso con su NIF como usuario.';

/** /anadircolaboradorsuperadmin */
export function AddCollaboratorPage() {
  return (
    <>
      <PageHeader title="Alta de Colaborador" description={ADD_DESCRIPTION} />
      <CollaboratorForm area="admin" />
    </>
  );
}

/** /worker-anadir-gestoria */
export function WorkerAddCollaboratorPage() {
  return (
    <>
      <PageHeader title="Alta de Colaborador" description={ADD_DESCRIPTION} />
      <CollaboratorForm area="worker" />
    </>
  );
}

/** /editargestoriaslistado */
export function CollaboratorListPage() {
  return (
    <>
      <PageHeader title="Tus colaboradores" description="Gestorías que trabajan con Cumplia y su comisión." />
      <CollaboratorList area="admin" detailHref={paths.backoffice.collaboratorDetail} />
    </>
  );
}

/** /worker-editar-gestorias-listado */
export function WorkerCollaboratorListPage() {
  return (
    <>
      <PageHeader title="Tus colaboradores" description="Gestorías que trabajan con Cumplia y su comisión." />
      <CollaboratorList area="worker" detailHref={paths.backoffice.workerCollaboratorDetail} />
    </>
  );
}

/**
 * /detalleempresa and /worker-detalle-empresa: 'Datos de colaborador'. The spec passes gestoriaId in the
 * navigation state; it also travels in the query so that a reload or a shared link keeps working. Without it
 * the user goes to the collaborator list.
 */
function CollaboratorDetailPage({ area }: { area: 'admin' | 'worker' }) {
  const [params] = useSearchParams();
  const state = useLocation().state as { gestoriaId?: number } | null;
  const id = Number(params.get('gestoriaId') ?? state?.gestoriaId);
  const list = area === 'admin' ? paths.backoffice.collaborators : paths.backoffice.workerCollaborators;
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={list} replace />;
  return (
    <>
      <BackButton to={list} />
      <PageHeader title="Datos de colaborador" />
      <CollaboratorDetail
        area={area}
        id={id}
        editCompanyHref={(companyId) =>
          area === 'admin' ? `/empresas/${companyId}/edit` : `/empresas-worker/${companyId}/edit`
        }
      />
    </>
  );
}

export const AdminCollaboratorDetailPage = () => <CollaboratorDetailPage area="admin" />;
export const WorkerCollaboratorDetailPage = () => <CollaboratorDetailPage area="worker" />;
