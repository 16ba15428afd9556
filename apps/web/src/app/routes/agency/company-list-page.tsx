import { BackButton } from '../../../components/back-button';
import { PageHeader } from '../../../components/page-header';
import { ClientBoard } from '../../../features/companies/components/client-board';
import { paths } from '../../../lib/paths';

export function CompanyListPage() {
  return (
    <>
      <BackButton />
      <PageHeader
        title="Tus empresas"
        description="Dónde está cada empresa: alta, firma, perfil, protocolos, cobro y renovación. Pulse un estado para ver solo esas empresas."
      />
      <ClientBoard
        editPath={paths.agency.editCompany}
        profilePath={paths.agency.profile}
        billingPath={paths.agency.clientBilling}
      />
    </>
  );
}
