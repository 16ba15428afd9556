import { MESSAGES } from '@cumplia/domain';
import { PageHeader } from '../../../components/page-header';
import { StaffInvoices } from '../../../features/invoices/components/staff-invoices';

/** /worker-facturacion: invoice search with PDF download, 7 per page. */
export function WorkerInvoicesPage() {
  return (
    <>
      <PageHeader title="Facturación" description="Busque facturas por empresa, NIF/CIF, estado y fechas." />
      <StaffInvoices scope="worker" pageSize={7} canManage={false} emptyText={MESSAGES.invoices.emptySearch} />
    </>
  );
}
