import { useNavigate } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { PageHeader } from '../../../components/page-header';
import { AgencyCompanyForm } from '../../../features/companies/components/agency-company-form';
import { paths } from '../../../lib/paths';
import { CompanyByQuery } from './company-by-query';

export function EditCompanyPage() {
  const navigate = useNavigate();
  return (
    <>
      <BackButton />
      <PageHeader title="Editar empresa" />
      <CompanyByQuery>
        {(company) => <AgencyCompanyForm mode="edit" company={company} onDone={() => navigate(paths.agency.home)} />}
      </CompanyByQuery>
    </>
  );
}
