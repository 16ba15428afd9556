import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, commissionMovements, commissionStatements, companies } from '../../db/schema/index.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import { pdfText } from '../../test-support/pdf-text.js';
import type { TestApp } from '../../test-support/test-app.js';
import { testInvoiceIssuer } from '../../test-support/test-invoices.js';

let t: TestApp;
let admin: string;
let agencyId: number;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/cumplia-core${url}`, headers: { authorization: `Bearer ${admin}` }, payload });

const movements = () =>
  t.db
    .select({
      kind: commissionMovements.kind,
      cents: commissionMovements.amountCents,
      on: commissionMovements.movedOn,
      statementId: commissionMovements.statementId,
    })
    .from(commissionMovements)
    .where(eq(commissionMovements.agencyId, agencyId))
    .orderBy(commissionMovements.id);

beforeAll(async () => {
  t = await createDemoTestApp();
  admin = await demoToken(t, 'superadmin');
  // An agency of its own at 10 %, managing the demo client that pays by transfer.
  const [agency] = await t.db
    .insert(agencies)
    .values({
      razonSocial: 'Gestoría del Saldo S.L.',
      nombreComercial: 'Gestoría del Saldo',
      nifCif: 'B38000018',
      nombre: 'Titular',
      dni: '00000000T',
      email: 'saldo@example.com',
      telefono: '600000000',
      comisionBasisPoints: 1000,
    })
    .returning({ id: agencies.id });
  agencyId = agency?.id ?? 0;
  await t.db.update(companies).set({ agencyId }).where(eq(companies.nifCif, 'B38345674'));
});
afterAll(async () => {
  await t.close();
});

describe('commission statements', () => {
  it('pay a period once; a credit note after it is a movement of the next, which nets below zero, pays nothing and carries the balance', async () => {
    const invoice = await testInvoiceIssuer(t, '2043-06-01')('B38345674', '2026-10-05', 10000);
    const paid = await call('POST', `/admin/facturas/${invoice.id}/cobrada`, {
      fecha: '2026-10-10',
      importe: invoice.importeTotalImpuestosCents / 100,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const october = await call('POST', `/admin/cierre/gestorias/${agencyId}/liquidacion`, { mes: '2026-10' });
    expect(october.statusCode, october.body).toBe(200);

    // The client is refunded the whole invoice after October was paid: October's statement stays as sent.
    const credit = await call('POST', `/admin/facturas/${invoice.id}/rectificar`, {
      motivo: 'Servicio no prestado',
      tipo: 'R1',
      metodo: 'I',
    });
    expect(credit.statusCode, credit.body).toBe(200);
    t.clock.advanceSeconds(11 * 86_400);
    admin = await demoToken(t, 'superadmin');
    const november = await call('POST', `/admin/cierre/gestorias/${agencyId}/liquidacion`, { mes: '2026-11' });
    expect(november.statusCode, november.body).toBe(200);

    const statements = await t.db
      .select()
      .from(commissionStatements)
      .where(eq(commissionStatements.agencyId, agencyId))
      .orderBy(commissionStatements.month);
    expect(statements.map((statement) => [statement.month, statement.totals.due])).toEqual([
      ['2026-10', 1000],
      ['2026-11', 0],
    ]);
    const [octoberId, novemberId] = statements.map((statement) => statement.id);
    expect(await movements()).toEqual([
      { kind: 'GENERADA', cents: 1000, on: '2026-10-10', statementId: octoberId },
      { kind: 'ABONO', cents: -1000, on: '2026-11-21', statementId: novemberId },
      { kind: 'SALDO_TRASLADADO', cents: 1000, on: '2026-11-30', statementId: novemberId },
      { kind: 'SALDO_ANTERIOR', cents: -1000, on: '2026-12-01', statementId: null },
    ]);
    const pdf = await call('GET', `/admin/cierre/gestorias/${agencyId}/liquidacion?mes=2026-11&formato=pdf`);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Saldo trasladado a la siguiente liquidación 10,00 € A liquidar 0,00 €',
    );
  });
});
