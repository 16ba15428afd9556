import { MESSAGES, ROLES } from '@cumplia/domain';
import { useRouteLoaderData } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StaffInvoices } from '../../../features/invoices/components/staff-invoices';

/** /facturacionsuperadmin: every invoice; the superadmin also remits, moves billing dates and makes SEPA files. */
export function InvoicesPage() {
  const data = useRouteLoaderData('backoffice') as { roles: string[] } | undefined;
  const canManage = data?.roles.includes(ROLES.superadmin) ?? false;
  return (
    <>
      <PageHeader
        title="Facturación"
        description={
          canManage
            ? 'Facturas emitidas, remesas SEPA y cambios de fecha de facturación.'
            : 'Facturas emitidas. Las remesas y los cambios de fecha los realiza el superadministrador.'
        }
      />
      <StaffInvoices scope="admin" pageSize={10} canManage={canManage} emptyText={MESSAGES.invoices.empty} />
    </>
  );
}
