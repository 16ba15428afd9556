import { BackButton } from '../../../components/back-button';
import { PageHeader } from '../../../components/page-header';
import { StaffRenewals } from '../../../features/renewals/components/staff-renewals';
import { paths } from '../../../lib/paths';

/** /renovacionesadmin (both staff roles; month and year filters). */
export function RenewalsPage() {
  return (
    <>
      <BackButton to={paths.backoffice.superadminHome} />
      <PageHeader
        title="Renovaciones"
        description="Renovaciones por vencer: apruebe, ajuste servicios y precios o deshabilite cada una."
      />
      <StaffRenewals scope="admin" companyHref={paths.backoffice.companyDetail} />
    </>
  );
}
