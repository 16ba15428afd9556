import { BackButton } from '../../../components/back-button';
import { PageHeader } from '../../../components/page-header';
import { MyInvoices } from '../../../features/companies/components/my-invoices';

export function CompanyBillingPage() {
  return (
    <>
      <BackButton />
      <PageHeader title="Mi facturación" description="Sus facturas de Cumplia." />
      <MyInvoices />
    </>
  );
}
