import { BackButton } from '../../../components/back-button';
import { PageHeader } from '../../../components/page-header';
import { CompaniesWithoutUser } from '../../../features/companies/components/companies-without-user';
import { paths } from '../../../lib/paths';

export function CompaniesWithoutUserPage() {
  return (
    <>
      <BackButton />
      <PageHeader title="Empresas Sin Usuario" />
      <CompaniesWithoutUser assignPath={paths.agency.assignUser} />
    </>
  );
}
