import { addDays, todayInMadrid } from '@cumplia/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Config } from '../config.js';
import { companies, invoices } from '../db/schema/index.js';
import { issueInvoice } from '../modules/invoices/issue-invoice.js';
import type { TestApp } from './test-app.js';

/**
 * Issues a yearly LOPDGDD renewal invoice of `baseCents` to a company by its NIF/CIF, each for a service period
 * of its own (the days after `firstPeriod`), as the renewal run does; by the provider as `config` describes it.
 */
export function testInvoiceIssuer(t: TestApp, firstPeriod: string) {
  let periods = 0;
  return async (nifCif: string, fecha: string, baseCents: number, config: Config = t.config) => {
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
        config,
      }),
    );
  };
}

type InvoiceRow = typeof invoices.$inferSelect;

/** Ordinary invoices not remitted, paid, cancelled or rectified (`where` narrows them), oldest first. */
export function unpaidInvoices(t: TestApp, where?: SQL) {
  return t.db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, 'ORDINARIA'),
        eq(invoices.facturado, false),
        isNull(invoices.paidOn),
        isNull(invoices.anuladaAt),
        sql`not exists (select 1 from invoices r where r.rectifies_invoice_id = ${invoices.id})`,
        where,
      ),
    )
    .orderBy(invoices.id);
}

/** What staff do to invoices, through the API as `token` (a superadmin's); each must succeed. */
export function staffInvoiceActions(t: TestApp, token: string) {
  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  return {
    payByTransfer: (invoice: InvoiceRow) =>
      post(`/cumplia-core/admin/facturas/${invoice.id}/cobrada`, {
        fecha: todayInMadrid(t.clock.now()),
        importe: invoice.importeTotalImpuestosCents / 100,
      }),
    rectifyWhole: (invoice: InvoiceRow) =>
      post(`/cumplia-core/admin/facturas/${invoice.id}/rectificar`, {
        motivo: 'Baja del servicio',
        tipo: 'R1',
        metodo: 'I',
      }),
    cancel: (invoice: InvoiceRow) =>
      post(`/cumplia-core/admin/facturas/${invoice.id}/anular`, { motivo: 'Emitida por error' }),
    /** One bank file of the last year's unremitted direct debits: they become remitted. */
    remitLastYear: () =>
      post('/cumplia-core/admin/facturas/sepa', {
        fechaInicio: todayInMadrid(new Date(t.clock.now().getTime() - 364 * 86_400_000)),
        fechaFin: todayInMadrid(t.clock.now()),
        cuentaIBAN: t.config.provider.sepa.accounts[0],
      }),
  };
}
