import { PageHeader } from '../../../components/page-header';
import { CommissionStatements } from '../../../features/invoices/components/commission-statements';
import { InvoicesList } from '../../../features/invoices/components/invoices-list';

export function BillingPage() {
  return (
    <>
      <PageHeader
        title="Facturación"
        description="Facturas de sus empresas y la comisión que le corresponde en cada una."
      />
      <InvoicesList />
      <CommissionStatements />
    </>
  );
}
