import { BackButton } from '../../../components/back-button';
import { PageHeader } from '../../../components/page-header';
import { CompanyList } from '../../../features/agency-companies/components/company-list';
import { paths } from '../../paths';

export function CompanyListPage() {
  return (
    <>
      <BackButton />
      <PageHeader
        title="Tus empresas"
        description="Busque por nombre o CIF/NIF, active o desactive sus herramientas y edite sus datos."
      />
      <CompanyList editPath={paths.agency.editCompany} profilePath={paths.agency.profile} />
    </>
  );
}
