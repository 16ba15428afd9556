import { monthRange, todayInMadrid } from '@cumplia/domain';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.js';
import { invoices } from '../../db/schema/index.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import type { TestApp } from '../../test-support/test-app.js';
import { staffInvoiceActions, unpaidInvoices } from '../../test-support/test-invoices.js';
import { syncCommissionLedger } from '../commissions/index.js';

let t: TestApp;
let admin: string;
let agency: string;

beforeAll(async () => {
  t = await createDemoTestApp();
  admin = await demoToken(t, 'superadmin');
  agency = await demoToken(t, 'agency');
});
afterAll(async () => {
  await t.close();
});

type AgencyDay = { agency: number; fecha: string; invoices: number; collectible: number };

/** The kept agency day totals and the same figures added up from the invoices as the billing list reads them. */
async function keptAndCounted() {
  const kept = await rowsOf<AgencyDay>(
    t.db,
    sql`select agency_id as agency, fecha::text, invoices, collectible_cents::int as collectible
          from agency_invoice_day_totals where invoices <> 0 or collectible_cents <> 0
         order by agency_id, fecha`,
  );
  const counted = await rowsOf<AgencyDay>(
    t.db,
    sql`select i.agency_id as agency, i.fecha::text, count(*)::int as invoices,
               coalesce(sum(i.importe_total_impuestos_cents)
                 filter (where i.anulada_at is null and i.sepa_return_code is null), 0)::int as collectible
          from invoices i where i.agency_id is not null
         group by i.agency_id, i.fecha order by i.agency_id, i.fecha`,
  );
  return { kept, counted };
}

async function expectKeptAsCounted() {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
  return counted;
}

const agencyList = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/cumplia-core/facturas/gestoria?${query}`,
    headers: { authorization: `Bearer ${agency}` },
  });

describe("each agency's invoices kept per day (the billing list's totals row)", () => {
  it('every agency invoice carries its commission rate, frozen at issue', async () => {
    const unfrozen = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(isNotNull(invoices.agencyId), isNull(invoices.agencyCommissionBasisPoints)));
    expect(unfrozen).toEqual([]);
  });

  it('agree with the invoices as the demo leaves them, and follow payments, rectifications, cancellations and returns', async () => {
    const days = await expectKeptAsCounted();

    const [rectified, cancelled] = await unpaidInvoices(t, isNotNull(invoices.agencyId));
    if (!rectified || !cancelled) throw new Error("the demo needs two unpaid invoices of an agency's companies");
    const staff = staffInvoiceActions(t, admin);
    await staff.rectifyWhole(rectified);
    await expectKeptAsCounted();
    await staff.cancel(cancelled);
    await expectKeptAsCounted();

    // A debit the bank returns, written as the return import writes it.
    const [debited] = await t.db
      .select()
      .from(invoices)
      .where(and(isNotNull(invoices.agencyId), isNull(invoices.sepaReturnCode), eq(invoices.facturado, true)))
      .limit(1);
    if (!debited) throw new Error("the demo needs a remitted debit of an agency's company");
    await t.db.update(invoices).set({ sepaReturnCode: 'AM04' }).where(eq(invoices.id, debited.id));
    const returned = await expectKeptAsCounted();
    expect(returned).not.toEqual(days);

    // A bank file of the last year's debits changes what is remitted, not what the agency collects or earns.
    await staff.remitLastYear();
    expect(await expectKeptAsCounted()).toEqual(returned);
  });

  it("answer the agency's totals row, of everything and of a month, as its invoices and its commission ledger add up; a client search reads the invoices", async () => {
    const days = await expectKeptAsCounted();
    const [first] = await t.db
      .select({ agencyId: invoices.agencyId, fecha: invoices.fecha, nifCif: invoices.recipientNifCif })
      .from(invoices)
      // The demo agency's (Gestoría Atlántica), whose user is logged in.
      .where(sql`${invoices.agencyId} = (select id from agencies where nif_cif = 'B38123451')`)
      .limit(1);
    if (!first) throw new Error('the demo agency needs invoices');
    const ofAgency = days.filter((day) => day.agency === first.agencyId);
    // What the ledger holds for the agency's invoices issued from `from` (a month: until `to`).
    const ledgerCents = async (from: string, to: string) => {
      const [row] = await rowsOf<{ cents: number }>(
        t.db,
        sql`select coalesce(sum(m.amount_cents), 0)::int as cents from commission_movements m
              join invoices i on i.id = m.invoice_id
             where i.agency_id = ${first.agencyId} and i.fecha >= ${from} and i.fecha < ${to}`,
      );
      return row?.cents ?? 0;
    };
    const totalsOf = (rows: AgencyDay[], commissionCents: number) => ({
      facturas: rows.reduce((sum, day) => sum + day.invoices, 0),
      importeTotalImpuestos: rows.reduce((sum, day) => sum + day.collectible, 0) / 100,
      comision: commissionCents / 100,
    });

    await syncCommissionLedger(t.db, { today: todayInMadrid(t.clock.now()) });
    const everything = await ledgerCents('2000-01-01', '2100-01-01');
    expect(everything).toBeGreaterThan(0);
    const all = await agencyList('page=0&size=5');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().totales).toEqual(totalsOf(ofAgency, everything));

    const month = first.fecha.slice(0, 7);
    const ofMonth = await agencyList(`page=0&size=5&mes=${month}`);
    const { from, to } = monthRange(month);
    expect(ofMonth.json().totales).toEqual(
      totalsOf(
        ofAgency.filter((day) => day.fecha.startsWith(month)),
        await ledgerCents(from, to),
      ),
    );

    const byClient = await agencyList(`page=0&size=5&cliente=${first.nifCif}`);
    const [counted] = await rowsOf<{ invoices: number }>(
      t.db,
      sql`select count(*)::int as invoices from invoices where agency_id = ${first.agencyId}
           and recipient_nif_cif = ${first.nifCif}`,
    );
    expect(byClient.json().totales.facturas).toBe(counted?.invoices);
  });
});
