import { addDays } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { companies } from '../db/schema/index.js';
import { issueInvoice } from '../modules/invoices/issue-invoice.js';
import type { TestApp } from './test-app.js';

/**
 * Issues a yearly LOPDGDD renewal invoice of `baseCents` to a company by its NIF/CIF, each for a service period
 * of its own (the days after `firstPeriod`), as the renewal run does.
 */
export function testInvoiceIssuer(t: TestApp, firstPeriod: string) {
  let periods = 0;
  return async (nifCif: string, fecha: string, baseCents: number) => {
    const [company] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.nifCif, nifCif));
    if (!company) throw new Error(`no company ${nifCif}`);
    return t.db.transaction((tx) =>
      issueInvoice(tx, {
        companyId: company.id,
        origin: 'RENOVACION',
        lines: [
          {
            protocol: 'LOPD',
            nombreProducto: 'Renovación anual del protocolo de LOPDGDD',
            precioUnitarioCents: baseCents,
          },
        ],
        fecha,
        periodStart: addDays(firstPeriod, ++periods),
        now: t.clock.now(),
        config: t.config,
      }),
    );
  };
}
