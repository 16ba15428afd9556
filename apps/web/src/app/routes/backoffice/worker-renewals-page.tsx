import { BackButton } from '../../../components/back-button';
import { PageHeader } from '../../../components/page-header';
import { StaffRenewals } from '../../../features/renewals/components/staff-renewals';
import { paths } from '../../../lib/paths';

/** /worker-renovaciones: renewals ending within the chosen number of days. */
export function WorkerRenewalsPage() {
  return (
    <>
      <BackButton to={paths.backoffice.workerHome} />
      <PageHeader title="Renovaciones" description="Renovaciones que vencen en los próximos días." />
      <StaffRenewals scope="worker" companyHref={paths.backoffice.companyDetail} />
    </>
  );
}
