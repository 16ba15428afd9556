import { todayInMadrid } from '@cumplia/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import { invoices } from '../../db/schema/index.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import type { TestApp } from '../../test-support/test-app.js';
import { staffInvoiceActions, unpaidInvoices } from '../../test-support/test-invoices.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createDemoTestApp();
  admin = await demoToken(t, 'superadmin');
});
afterAll(async () => {
  await t.close();
});

type DayTotals = { fecha: string; facturado: boolean; invoices: number; base: number; tax: number; total: number };

/** The kept day totals and the same figures added up from the invoices, each day and flag in one order. */
async function keptAndCounted(db: Queryable = t.db) {
  const kept = await rowsOf<DayTotals>(
    db,
    sql`select fecha::text, facturado, invoices, base_cents::int as base, tax_cents::int as tax,
               total_cents::int as total
          from invoice_day_totals where invoices <> 0 or base_cents <> 0 order by fecha, facturado`,
  );
  const counted = await rowsOf<DayTotals>(
    db,
    sql`select fecha::text, facturado, count(*)::int as invoices,
               coalesce(sum(importe_total_cents) filter (where anulada_at is null), 0)::int as base,
               coalesce(sum(importe_impuestos_cents) filter (where anulada_at is null), 0)::int as tax,
               coalesce(sum(importe_total_impuestos_cents) filter (where anulada_at is null), 0)::int as total
          from invoices group by fecha, facturado order by fecha, facturado`,
  );
  return { kept, counted };
}

async function expectKeptAsCounted(db?: Queryable) {
  const { kept, counted } = await keptAndCounted(db);
  expect(kept).toEqual(counted);
  return counted;
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });

describe('the invoices kept per day and remitted flag (the staff list totals row)', () => {
  it('agree with the invoices as the demo leaves them, and follow payments, rectifications, cancellations and remittances', async () => {
    const days = await expectKeptAsCounted();
    expect(days.some((day) => day.facturado)).toBe(true);
    expect(days.some((day) => !day.facturado)).toBe(true);

    const unpaid = await unpaidInvoices(t);
    const byTransfer = unpaid.find(
      (invoice) => invoice.metodoDePago !== 'SEPA' && invoice.importeTotalImpuestosCents > 0,
    );
    const [rectified, cancelled] = unpaid.filter((invoice) => invoice !== byTransfer);
    if (!byTransfer || !rectified || !cancelled) throw new Error('the demo needs three unpaid invoices');
    const staff = staffInvoiceActions(t, admin);

    await staff.payByTransfer(byTransfer);
    await expectKeptAsCounted();
    await staff.rectifyWhole(rectified);
    await expectKeptAsCounted();
    await staff.cancel(cancelled);
    await expectKeptAsCounted();
    await staff.remitLastYear();
    const remittedInvoices = (rows: DayTotals[]) =>
      rows.filter((day) => day.facturado).reduce((sum, day) => sum + day.invoices, 0);
    expect(remittedInvoices(await expectKeptAsCounted())).toBeGreaterThan(remittedInvoices(days));
  });

  it('answer the totals row of a list filtered by dates and flag as the invoices add up, and a name filter still reads the invoices', async () => {
    const days = await expectKeptAsCounted();
    const from = days[0]?.fecha ?? '2000-01-01';
    const to = todayInMadrid(t.clock.now());
    const list = await get(
      `/cumplia-core/admin/facturas?page=0&size=5&facturado=false&fechaInicio=${from}&fechaFin=${to}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const unremitted = days.filter((day) => !day.facturado);
    const sum = (pick: (day: DayTotals) => number) => unremitted.reduce((total, day) => total + pick(day), 0);
    expect(list.json()).toMatchObject({
      totalElements: sum((day) => day.invoices),
      totales: {
        facturas: sum((day) => day.invoices),
        importeTotal: sum((day) => day.base) / 100,
        impuestos: sum((day) => day.tax) / 100,
        importeTotalImpuestos: sum((day) => day.total) / 100,
      },
    });

    const [one] = await t.db.select().from(invoices).where(eq(invoices.facturado, true)).limit(1);
    if (!one) throw new Error('the demo needs a remitted invoice');
    const byName = await get(
      `/cumplia-core/admin/facturas?page=0&size=5&facturado=true&cifNif=${one.recipientNifCif}&fechaInicio=${from}&fechaFin=${to}`,
    );
    const [ofCompany] = await rowsOf<{ invoices: number }>(
      t.db,
      sql`select count(*)::int as invoices from invoices
           where facturado and recipient_nif_cif ilike ${`%${one.recipientNifCif}%`} and fecha between ${from} and ${to}`,
    );
    expect(byName.json().totales.facturas).toBe(ofCompany?.invoices);
  });
});
