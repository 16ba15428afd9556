import { BackButton } from '../../../components/back-button';
import { PageHeader } from '../../../components/page-header';
import { RenewalsList } from '../../../features/renewals/components/renewals-list';

export function RenewalsPage() {
  return (
    <>
      <BackButton />
      <PageHeader title="Renovaciones" description="Renovaciones anuales de las herramientas de sus empresas." />
      <RenewalsList />
    </>
  );
}
