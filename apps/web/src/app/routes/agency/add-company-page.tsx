import { useNavigate } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { PageHeader } from '../../../components/page-header';
import { AgencyCompanyForm } from '../../../features/companies/components/agency-company-form';
import { paths } from '../../../lib/paths';

export function AddCompanyPage() {
  const navigate = useNavigate();
  return (
    <>
      <BackButton />
      <PageHeader
        title="Alta de una empresa"
        description="Su administrador recibirá un SMS para firmar el contrato y, al firmarlo, su acceso a Cumplia por correo (si ya tiene usuario, la empresa se añade a su cuenta)."
      />
      <AgencyCompanyForm mode="create" onDone={() => navigate(paths.agency.companies)} />
    </>
  );
}
