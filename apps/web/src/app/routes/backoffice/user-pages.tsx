import { Navigate, useSearchParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { PageHeader } from '../../../components/page-header';
import { AuditLog } from '../../../features/audit/components/audit-log';
import { PrivacyRequests } from '../../../features/privacy/components/privacy-requests';
import { CollaboratorUsers } from '../../../features/users/components/collaborator-users';
import { EditUserForm } from '../../../features/users/components/edit-user-form';
import { paths } from '../../../lib/paths';

/** /anadirusuariosuperadmin */
export function CollaboratorUsersPage() {
  return (
    <>
      <PageHeader title="Gestionar usuarios" description="Usuarios de acceso de cada colaborador." />
      <CollaboratorUsers />
    </>
  );
}

/** /editarusuario?id= */
export function EditUserPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.notFound} replace />;
  return (
    <>
      <BackButton />
      <PageHeader title="Datos de Usuario" />
      <EditUserForm id={id} />
    </>
  );
}

/** /auditoria */
export function AuditPage() {
  return (
    <>
      <PageHeader title="Registro de cambios" description="Quién cambió qué y cuándo, con los datos antes y después." />
      <AuditLog />
    </>
  );
}

/** /proteccion-datos */
export function PrivacyPage() {
  return (
    <>
      <PageHeader
        title="Protección de datos"
        description="Derechos de acceso y supresión de una persona (RGPD, arts. 15 y 17)."
      />
      <PrivacyRequests />
    </>
  );
}
