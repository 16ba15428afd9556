import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { type LedgerFilter, useCommissionStatements } from '../../../features/invoices/api/commission-statements';
import { CommissionLedger } from '../../../features/invoices/components/commission-ledger';
import { CommissionStatements } from '../../../features/invoices/components/commission-statements';
import { InvoicesList } from '../../../features/invoices/components/invoices-list';

export function BillingPage() {
  const statements = useCommissionStatements();
  const [ledgerFilter, setLedgerFilter] = useState<LedgerFilter>('todos');
  return (
    <>
      <PageHeader
        title="Facturación"
        description="Facturas de sus empresas, la comisión que le corresponde en cada una y sus liquidaciones."
      />
      <InvoicesList />
      <CommissionStatements
        statements={statements}
        onShowMovements={(statement) => {
          setLedgerFilter(statement.id);
          document.getElementById('movimientos-comision')?.scrollIntoView({ behavior: 'smooth' });
        }}
      />
      <div id="movimientos-comision">
        <CommissionLedger statements={statements.data} filter={ledgerFilter} onFilter={setLedgerFilter} />
      </div>
    </>
  );
}
