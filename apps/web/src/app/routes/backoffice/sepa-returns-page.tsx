import { PageHeader } from '../../../components/page-header';
import { SepaReturns } from '../../../features/invoices/components/sepa-returns';

/** /devoluciones: the SEPA debits the bank returned (superadmin). */
export function SepaReturnsPage() {
  return (
    <>
      <PageHeader
        title="Devoluciones"
        description="Adeudos SEPA que el banco ha rechazado o devuelto, con su motivo. Vuelva a presentarlos cuando el motivo lo permite o pida el pago por transferencia."
      />
      <SepaReturns />
    </>
  );
}
