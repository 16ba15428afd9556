import { PageHeader } from '../../../components/page-header';
import { MonthClose } from '../../../features/invoices/components/month-close';

/** /cierre-mensual: the month-end close (superadmin). */
export function MonthClosePage() {
  return (
    <>
      <PageHeader
        title="Cierre mensual"
        description="Lo facturado en un mes y dónde está su dinero: cobrado, en curso, devuelto o pendiente, y la comisión de cada gestoría."
      />
      <MonthClose />
    </>
  );
}
