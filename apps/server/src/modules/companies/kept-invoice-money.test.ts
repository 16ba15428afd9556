import { todayInMadrid } from '@cumplia/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.js';
import { companies, invoices } from '../../db/schema/index.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import type { TestApp } from '../../test-support/test-app.js';
import { staffInvoiceActions, unpaidInvoices } from '../../test-support/test-invoices.js';
import { invoiceMoneyLateral } from './client-states.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createDemoTestApp();
  admin = await demoToken(t, 'superadmin');
});
afterAll(async () => {
  await t.close();
});

type Standing = { id: number; kept_returned: number; kept_pending: boolean; returned: number; pending: boolean };

/** Every company's kept invoice money beside what the board's own lateral reads from its invoices today. */
async function standings(): Promise<Standing[]> {
  return rowsOf<Standing>(
    t.db,
    sql`select ${companies.id} as id, ${companies.returnedInvoices} as kept_returned,
          ${companies.latestInvoicePending} as kept_pending,
          coalesce(invoice_money.returned, 0)::int as returned,
          coalesce(invoice_money.latest = 'PENDIENTE', false) as pending
        from ${companies} left join ${invoiceMoneyLateral(todayInMadrid(t.clock.now()))} on true
        order by ${companies.id}`,
  );
}

async function expectKeptAsRead() {
  const rows = await standings();
  const disagreeing = rows.filter((row) => row.kept_returned !== row.returned || row.kept_pending !== row.pending);
  expect(disagreeing).toEqual([]);
  return rows;
}

describe("each company's kept invoice money (what the board filters on)", () => {
  it('agrees with its invoices as the demo leaves them, returned debits and unpaid invoices included', async () => {
    const rows = await expectKeptAsRead();
    expect(rows.filter((row) => row.returned > 0).length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.pending).length).toBeGreaterThan(0);
  });

  it('follows every write: a payment recorded, a rectification, a cancellation and a new invoice', async () => {
    const owed = (await unpaidInvoices(t)).filter((invoice) => invoice.importeTotalImpuestosCents > 0);
    const byTransfer = owed.find((invoice) => invoice.metodoDePago !== 'SEPA');
    const [rectified, cancelled] = owed.filter((invoice) => invoice !== byTransfer);
    if (!byTransfer || !rectified || !cancelled) throw new Error('the demo needs three unpaid invoices');
    const staff = staffInvoiceActions(t, admin);

    await staff.payByTransfer(byTransfer);
    await expectKeptAsRead();
    await staff.rectifyWhole(rectified);
    await expectKeptAsRead();
    await staff.cancel(cancelled);
    await expectKeptAsRead();

    // A debit the bank returns, written as the return import writes it, and its company's filter follows.
    const [debited] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.metodoDePago, 'SEPA'), isNull(invoices.sepaReturnCode), eq(invoices.facturado, true)))
      .limit(1);
    if (!debited) throw new Error('the demo needs a remitted debit');
    await t.db.update(invoices).set({ sepaReturnCode: 'AM04' }).where(eq(invoices.id, debited.id));
    const rows = await expectKeptAsRead();
    expect(rows.find((row) => row.id === debited.companyId)?.kept_returned).toBeGreaterThan(0);
  });
});
