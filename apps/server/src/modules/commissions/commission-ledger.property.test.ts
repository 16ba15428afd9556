import {
  addDays,
  addMonths,
  commissionCents,
  invoiceStanding,
  MONTH_CLOSE_NOT_INVOICED,
  type MonthCloseRow,
} from '@cumplia/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.js';
import { agencies, commissionStatements, companies, invoices, sepaFiles } from '../../db/schema/index.js';
import { createDemoTestApp } from '../../test-support/demo-test-app.js';
import type { TestApp } from '../../test-support/test-app.js';
import { invoiceRows } from '../invoices/index.js';
import { issueStatement, monthInvoices, rowFilter, statementData } from '../month-close/index.js';
import { returnsOfCorrectedInvoices } from '../sepa/index.js';
import { bookingCommission, syncCommissionLedger } from './index.js';

/**
 * Generated histories of one agency's invoices (issue, remit, return, re-present, pay by transfer, rectify whole,
 * replace, cancel, days passing, statements sent), checked after each step against a model of what the agency has
 * earned: the ledger holds exactly that per invoice, a statement's movements are never changed afterwards, each
 * statement pays what its movements add up to and never less than nothing, and booking twice books nothing. At the
 * end, the month-end close of each month of the history: every invoice in the row the model gives it, the
 * months' 'Facturado' adding up to what stays invoiced, and the company's screens agreeing with the close.
 */

/** How many histories: the issue asks for at least 1,000 in CI. */
const HISTORIES = 1_000;
const RATES = [0, 300, 1000, 1250, 1500];

type ModelInvoice = {
  id: number;
  kind: 'F' | 'I' | 'S';
  base: number;
  rate: number;
  method: 'SEPA' | 'TRANSFERENCIA';
  remitted: boolean;
  collectionDate: string | null;
  returned: boolean;
  paidOn: string | null;
  cancelled: boolean;
  rectifies: ModelInvoice | null;
  rectifiedBy: ModelInvoice | null;
  /** Whether the invoice it rectifies had its money in when it was issued. */
  originalPaid: boolean;
  fecha: string;
};

type Step =
  | { op: 'issue'; base: number; rate: number; method: 'SEPA' | 'TRANSFERENCIA' }
  | { op: 'remit'; pick: number; days: number }
  | { op: 'return'; pick: number }
  | { op: 'represent'; pick: number }
  | { op: 'pay'; pick: number }
  | { op: 'rectifyWhole'; pick: number }
  | { op: 'substitute'; pick: number; share: number }
  | { op: 'cancel'; pick: number }
  | { op: 'advance'; days: number }
  | { op: 'statement' };

const pick = fc.nat({ max: 50 });
const stepArbitrary: fc.Arbitrary<{ step: Step; book: boolean }> = fc.record({
  step: fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        op: fc.constant('issue' as const),
        base: fc.oneof(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 50_000 })),
        rate: fc.constantFrom(...RATES),
        method: fc.constantFrom('SEPA' as const, 'TRANSFERENCIA' as const),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({ op: fc.constant('remit' as const), pick, days: fc.integer({ min: 1, max: 6 }) }),
    },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('return' as const), pick }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('represent' as const), pick }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('pay' as const), pick }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('rectifyWhole' as const), pick }) },
    {
      weight: 1,
      arbitrary: fc.record({ op: fc.constant('substitute' as const), pick, share: fc.integer({ min: 10, max: 95 }) }),
    },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const), pick }) },
    { weight: 3, arbitrary: fc.record({ op: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 40 }) }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('statement' as const) }) },
  ),
  // Booking is sometimes late: the ledger must date what it books by when the money moved, not when it looked.
  book: fc.boolean(),
});

/** The model's rule: whether the invoice's money is in on `today`, and when it came. */
const moneyIn = (invoice: ModelInvoice, today: string) =>
  invoice.paidOn !== null ||
  (invoice.remitted && !invoice.returned && invoice.collectionDate !== null && invoice.collectionDate <= today);

/** What the agency has earned on the invoice on `today`, written from the rules, not from the SQL. */
function earned(invoice: ModelInvoice, today: string): number {
  const commission = commissionCents(invoice.base, invoice.rate);
  if (invoice.cancelled || invoice.rectifiedBy?.kind === 'S') return 0;
  if (invoice.kind === 'I') return invoice.rectifies && moneyIn(invoice.rectifies, today) ? commission : 0;
  if (invoice.kind === 'S') {
    return moneyIn(invoice, today) || (invoice.rectifies !== null && moneyIn(invoice.rectifies, today))
      ? commission
      : 0;
  }
  return moneyIn(invoice, today) ? commission : 0;
}

/** The close's row of the invoice on `today`, written from the rules (docs/invoicing.md), not from the SQL. */
function closeRow(invoice: ModelInvoice, today: string): MonthCloseRow {
  if (invoice.cancelled) return 'ANULADA';
  if (invoice.paidOn !== null) return 'PAGADA_OTRO';
  if (invoice.returned && invoice.rectifiedBy === null) return 'DEVUELTA';
  if (moneyIn(invoice, today)) return 'COBRADA';
  if (invoice.remitted && !invoice.returned) return 'EN_CURSO';
  if (invoice.rectifiedBy?.kind === 'S') return 'SUSTITUIDA';
  if (invoice.rectifiedBy || invoice.kind === 'I' || paidThroughOriginal(invoice)) return 'RECTIFICADA';
  return 'PENDIENTE';
}

/** A substitute of a collected invoice whose debit stands: its money is the original's. */
const paidThroughOriginal = (invoice: ModelInvoice) =>
  invoice.kind === 'S' && invoice.originalPaid && !(invoice.rectifies?.returned && invoice.rectifies.paidOn === null);

/** What the close counts of it: a substitute paid through its original, what it changes of it. */
const closeAmount = (invoice: ModelInvoice) =>
  paidThroughOriginal(invoice) ? invoice.base - (invoice.rectifies?.base ?? 0) : invoice.base;

let t: TestApp;
let companyId: number;
let sepaFileId: number;
let histories = 0;
let invoiceSequence = 0;

beforeAll(async () => {
  t = await createDemoTestApp();
  const [company] = await t.db.select({ id: companies.id }).from(companies).limit(1);
  companyId = company?.id ?? 0;
  const [file] = await t.db
    .insert(sepaFiles)
    .values({
      transactionId: 'ledger-property',
      kind: 'BULK',
      messageId: 'LEDGER-PROPERTY',
      creditorIban: 'ES9121000418450200051332',
      fileName: 'ledger-property.xml',
      xml: '<Document/>',
      transactionCount: 0,
      controlSumCents: 0,
    })
    .returning({ id: sepaFiles.id });
  sepaFileId = file?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

/** One history on an agency of its own, from a Monday of 2026. */
async function runHistory(steps: { step: Step; book: boolean }[]) {
  histories += 1;
  const [agency] = await t.db
    .insert(agencies)
    .values({
      razonSocial: `Gestoría de historia ${histories}`,
      nombreComercial: `Historia ${histories}`,
      nifCif: `H${String(histories).padStart(8, '0')}`,
      nombre: 'Titular',
      dni: '00000000T',
      email: `historia${histories}@example.com`,
      telefono: '600000000',
    })
    .returning({ id: agencies.id });
  const agencyId = agency?.id ?? 0;
  let today = '2026-01-05';
  const model: ModelInvoice[] = [];
  const sent = new Set<string>();
  let paidBefore = new Map<number, string>();

  const issue = async (input: {
    kind: ModelInvoice['kind'];
    base: number;
    rate: number;
    method: ModelInvoice['method'];
    rectifies: ModelInvoice | null;
  }) => {
    invoiceSequence += 1;
    const [row] = await t.db
      .insert(invoices)
      .values({
        numero: `P-${invoiceSequence}`,
        series: 'P',
        year: 2026,
        sequence: invoiceSequence,
        kind: input.kind === 'F' ? 'ORDINARIA' : 'RECTIFICATIVA',
        origin: input.kind === 'F' ? 'RENOVACION' : 'RECTIFICACION',
        tipoRectificativa: input.kind === 'F' ? null : input.kind,
        rectifiesInvoiceId: input.rectifies?.id ?? null,
        companyId,
        agencyId,
        fecha: today,
        fechaCuandoFacturar: today,
        fechaOperacion: today,
        importeTotalCents: input.base,
        importeImpuestosCents: 0,
        importeTotalImpuestosCents: input.base,
        agencyCommissionBasisPoints: input.rate,
        rectifiedOriginalPaid: input.rectifies ? moneyIn(input.rectifies, today) : null,
        rectifiedBaseCents: input.kind === 'S' ? (input.rectifies?.base ?? 0) : null,
        rectifiedTaxCents: input.kind === 'S' ? 0 : null,
        metodoDePago: input.method,
        numCuenta: '',
        recipientRazonSocial: 'Cliente de historia',
        recipientNombreComercial: 'Cliente de historia',
        recipientNifCif: 'B00000000',
        recipientDireccion: 'Calle 1',
        recipientCodigoPostal: '38001',
        recipientProvincia: 'Santa Cruz de Tenerife',
      })
      .returning({ id: invoices.id });
    const invoice: ModelInvoice = {
      id: row?.id ?? 0,
      kind: input.kind,
      base: input.base,
      rate: input.rate,
      method: input.method,
      remitted: false,
      collectionDate: null,
      returned: false,
      paidOn: null,
      cancelled: false,
      rectifies: input.rectifies,
      rectifiedBy: null,
      originalPaid: input.rectifies !== null && moneyIn(input.rectifies, today),
      fecha: today,
    };
    if (input.rectifies) input.rectifies.rectifiedBy = invoice;
    if (input.kind === 'S' && input.rectifies) await update(input.rectifies, { replacedAt: t.clock.now() });
    model.push(invoice);
  };
  const update = (invoice: ModelInvoice, values: Partial<typeof invoices.$inferInsert>) =>
    t.db.update(invoices).set(values).where(eq(invoices.id, invoice.id));
  /** A money action books its invoice's commission before and after, as the product's actions do. */
  const moneyAction = (invoice: ModelInvoice, change: () => Promise<unknown>) =>
    bookingCommission(t.db, { today, invoiceIds: [invoice.id] }, change);
  const chosen = (index: number, eligible: (invoice: ModelInvoice) => boolean) => {
    const candidates = model.filter(eligible);
    return candidates.length === 0 ? null : candidates[index % candidates.length];
  };
  /** Nothing more may be collected on it: cancelled, rectified, or already in or on its way. */
  const collectible = (invoice: ModelInvoice) =>
    invoice.kind !== 'I' &&
    !invoice.cancelled &&
    invoice.rectifiedBy === null &&
    invoice.paidOn === null &&
    !(invoice.remitted && !invoice.returned) &&
    !(
      invoice.rectifies &&
      (invoice.rectifies.paidOn !== null || (invoice.rectifies.remitted && !invoice.rectifies.returned))
    );

  async function apply(step: Step) {
    if (step.op === 'issue') return issue({ kind: 'F', ...step, rectifies: null });
    if (step.op === 'advance') {
      today = addDays(today, step.days);
      return;
    }
    if (step.op === 'statement') {
      const month = addMonths(today, -1).slice(0, 7);
      if (sent.has(month)) return;
      await t.db.transaction(async (tx) => {
        await syncCommissionLedger(tx, { today, agencyId });
        const data = await statementData(tx, { agencyId, month, today });
        if (data.lines.length === 0) return;
        // The files are not what this test checks (month-close.test.ts reads them): empty stand-ins.
        await issueStatement(
          tx,
          data,
          { pdf: Buffer.alloc(0), xlsx: Buffer.alloc(0) },
          { now: t.clock.now(), userId: null },
        );
        sent.add(month);
      });
      return;
    }
    if (step.op === 'remit') {
      const invoice = chosen(step.pick, (one) => one.method === 'SEPA' && !one.remitted && collectible(one));
      if (!invoice) return;
      Object.assign(invoice, { remitted: true, collectionDate: addDays(today, step.days) });
      return update(invoice, { facturado: true, sepaFileId, sepaCollectionDate: invoice.collectionDate });
    }
    if (step.op === 'return') {
      const invoice = chosen(
        step.pick,
        (one) => one.remitted && !one.returned && one.paidOn === null && !one.cancelled,
      );
      if (!invoice) return;
      invoice.returned = true;
      // A return can come after a correction (a refund claim, weeks later): the import hands it to the substitute.
      return moneyAction(invoice, () =>
        t.db.transaction(async (tx) => {
          await tx.update(invoices).set({ sepaReturnCode: 'AM04' }).where(eq(invoices.id, invoice.id));
          await returnsOfCorrectedInvoices(tx, [invoice.id], t.clock.now());
        }),
      );
    }
    if (step.op === 'represent') {
      const invoice = chosen(step.pick, (one) => one.returned && one.paidOn === null && one.rectifiedBy === null);
      if (!invoice) return;
      Object.assign(invoice, { returned: false, collectionDate: addDays(today, 2) });
      return update(invoice, { sepaReturnCode: null, sepaCollectionDate: invoice.collectionDate });
    }
    if (step.op === 'pay') {
      const invoice = chosen(
        step.pick,
        (one) => (collectible(one) || (one.returned && one.rectifiedBy === null)) && !moneyIn(one, today),
      );
      if (!invoice) return;
      invoice.paidOn = today;
      return moneyAction(invoice, () =>
        update(invoice, { paidOn: today, paidVia: 'TRANSFERENCIA', paidAmountCents: invoice.base }),
      );
    }
    if (step.op === 'cancel') {
      const invoice = chosen(step.pick, (one) => one.kind === 'F' && !one.remitted && collectible(one));
      if (!invoice) return;
      invoice.cancelled = true;
      return moneyAction(invoice, () => update(invoice, { anuladaAt: t.clock.now() }));
    }
    // The product refuses to correct an invoice whose debit is at the bank and not yet due.
    const original = chosen(
      step.pick,
      (one) =>
        one.kind === 'F' &&
        !one.cancelled &&
        one.rectifiedBy === null &&
        !(one.remitted && !one.returned && one.paidOn === null && !moneyIn(one, today)),
    );
    if (!original) return;
    if (step.op === 'rectifyWhole') {
      return moneyAction(original, () =>
        issue({ kind: 'I', base: -original.base, rate: original.rate, method: original.method, rectifies: original }),
      );
    }
    const base = Math.max(1, Math.floor((original.base * step.share) / 100));
    return moneyAction(original, () =>
      issue({ kind: 'S', base, rate: original.rate, method: original.method, rectifies: original }),
    );
  }

  async function check() {
    await syncCommissionLedger(t.db, { today, agencyId });
    expect(await syncCommissionLedger(t.db, { today, agencyId })).toBe(0);
    const movements = await rowsOf<{
      id: number;
      invoice_id: number | null;
      kind: string;
      amount_cents: number;
      moved_on: string;
      statement_id: number | null;
    }>(
      t.db,
      sql`select id, invoice_id, kind, amount_cents, moved_on::text as moved_on, statement_id
          from commission_movements where agency_id = ${agencyId} order by id`,
    );
    const held = new Map<number, number>();
    for (const movement of movements) {
      expect(movement.moved_on <= today).toBe(true);
      if (movement.invoice_id !== null) {
        held.set(movement.invoice_id, (held.get(movement.invoice_id) ?? 0) + movement.amount_cents);
      }
    }
    for (const invoice of model)
      expect([invoice.id, held.get(invoice.id) ?? 0]).toEqual([invoice.id, earned(invoice, today)]);
    // Carried balances net zero: the whole ledger is what the invoices earned.
    expect(movements.reduce((sum, movement) => sum + movement.amount_cents, 0)).toBe(
      model.reduce((sum, invoice) => sum + earned(invoice, today), 0),
    );
    // A movement a statement paid is never changed or taken out.
    const paid = new Map(
      movements
        .filter((movement) => movement.statement_id !== null)
        .map((movement) => [movement.id, `${movement.amount_cents}@${movement.moved_on}#${movement.statement_id}`]),
    );
    for (const [id, fingerprint] of paidBefore) expect(paid.get(id)).toBe(fingerprint);
    paidBefore = paid;
    // An ordinary invoice whose money is in was last credited the day it came in.
    for (const invoice of model.filter((one) => one.kind === 'F' && earned(one, today) !== 0)) {
      const credited = movements
        .filter((movement) => movement.invoice_id === invoice.id && movement.amount_cents > 0)
        .at(-1);
      expect(credited?.moved_on).toBe(invoice.paidOn ?? invoice.collectionDate);
    }
    // Each statement pays what its movements add up to, never less than nothing, once.
    const statements = await t.db
      .select()
      .from(commissionStatements)
      .where(eq(commissionStatements.agencyId, agencyId));
    expect(statements.map((statement) => statement.month).sort()).toEqual([...sent].sort());
    for (const statement of statements) {
      const sum = movements
        .filter((movement) => movement.statement_id === statement.id)
        .reduce((total, movement) => total + movement.amount_cents, 0);
      expect(statement.totals.due).toBe(sum);
      expect(statement.totals.due).toBeGreaterThanOrEqual(0);
    }
  }

  /**
   * Each invoice's state on the company's screens ('Mi facturación', the same rows and standing) agrees with its
   * row of the close: what it owes, and its label unless a correction names it.
   */
  async function checkCompanyScreens(rows: { id: number; row: string }[]) {
    const listed = await invoiceRows(t.db, {
      where: inArray(
        invoices.id,
        model.map((invoice) => invoice.id),
      ),
      page: 0,
      size: model.length,
      payment: 'issued',
    });
    for (const { id, row } of rows) {
      const shown = listed.find((invoice) => invoice.id === id);
      if (!shown) throw new Error(`invoice ${id} is not listed`);
      const standing = invoiceStanding(shown, today);
      expect([id, row, standing.owed]).toEqual([id, row, row === 'PENDIENTE' || row === 'DEVUELTA']);
      const corrected = shown.rectificadaPor !== null;
      const labels: Record<string, RegExp> = {
        COBRADA: corrected ? /^(Rectificada|Sustituida)$/ : /^Cobrada por adeudo$/,
        EN_CURSO: /^Remesada: se carga el \d\d\/\d\d\/\d{4}$/,
        DEVUELTA: /^Devuelta: pendiente de pago$/,
        PAGADA_OTRO: corrected ? /^(Rectificada|Sustituida)$/ : /^Cobrada por transferencia$/,
        PENDIENTE: /^Pendiente$/,
        RECTIFICADA: /^(Rectificada|Abono|Pagada con la factura sustituida)$/,
        ANULADA: /^Anulada$/,
        SUSTITUIDA: /^Sustituida$/,
      };
      expect([id, row, standing.label]).toEqual([id, row, expect.stringMatching(labels[row] ?? /^$/)]);
    }
  }

  /** Each month of the history as the close reads it on `today`. */
  async function checkClose() {
    const stands = (invoice: ModelInvoice) => !invoice.cancelled && invoice.rectifiedBy?.kind !== 'S';
    let invoiced = 0;
    const closeRows: { id: number; row: string }[] = [];
    for (const mes of new Set(model.map((invoice) => invoice.fecha.slice(0, 7)))) {
      const rows = await rowsOf<{ id: number; row: string; amount: string | number; invoiced: boolean }>(
        t.db,
        sql`select m.id, m.row, m.amount, ${rowFilter('FACTURADA')} as invoiced
            from (${monthInvoices({ mes }, today)}) m where m.agency_id = ${agencyId} order by m.id`,
      );
      const ofMonth = model.filter((invoice) => invoice.fecha.startsWith(mes));
      expect(rows.map((row) => [row.id, row.row, Number(row.amount)])).toEqual(
        ofMonth.map((invoice) => [invoice.id, closeRow(invoice, today), closeAmount(invoice)]),
      );
      for (const row of rows) {
        expect(row.invoiced).toBe(!MONTH_CLOSE_NOT_INVOICED.some((excluded) => excluded === row.row));
        if (row.invoiced) invoiced += Number(row.amount);
      }
      closeRows.push(...rows);
    }
    await checkCompanyScreens(closeRows);
    expect(invoiced).toBe(model.filter(stands).reduce((sum, invoice) => sum + invoice.base, 0));
  }

  for (const { step, book } of steps) {
    await apply(step);
    if (book) await check();
  }
  await check();
  await checkClose();
}

describe('the commission ledger over generated histories', () => {
  it(`holds what each invoice earned, never rewrites a paid movement and pays each statement its net (${HISTORIES} histories, seeded)`, async () => {
    await fc.assert(fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 14 }), runHistory), {
      numRuns: HISTORIES,
      seed: 20_261_207,
    });
  }, 600_000);
});
