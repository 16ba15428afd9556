import { useNavigate } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { PageHeader } from '../../../components/page-header';
import { AgencyCompanyForm } from '../../../features/agency-companies/components/agency-company-form';
import { paths } from '../../paths';

export function AddCompanyPage() {
  const navigate = useNavigate();
  return (
    <>
      <BackButton />
      <PageHeader
        title="Alta de una empresa"
        description="Su administrador recibirá un correo para activar el acceso y un SMS para firmar el contrato."
      />
      <AgencyCompanyForm mode="create" onDone={() => navigate(paths.agency.companies)} />
    </>
  );
}
