import { randomUUID } from 'node:crypto';
import { addMonths, type BulkSepaRequest, formatDateEs, sepaPeriodProblem, todayInMadrid } from '@cumplia/domain';
import { and, asc, eq, gt, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { type ActionContext, requireSuperadmin } from '../../actor.js';
import type { Transaction } from '../../db/client.js';
import { companies, invoices, sepaFiles, sepaMandates } from '../../db/schema/index.js';
import { collectionDate } from '../../generators/sepa/collection-date.js';
import { buildPain008, type DirectDebit, type SequenceType } from '../../generators/sepa/pain008.js';
import { AppError } from '../../lib/app-error.js';
import { sha256Hex } from '../../lib/secure-token.js';
import { recordAudit } from '../audit/record-audit.js';
import { recordTimestampOf } from '../invoices/verifactu.js';
import { checkDebtorAccounts, creditorAccountOf, MANDATE_EXPIRY_MONTHS, mandateProblem } from './sepa-checks.js';

type StaffContext = Parameters<typeof requireSuperadmin>[0];

export type SepaFileResult = { xml: string; fileName: string; transactionId: string; facturaId?: string };

/** The advisory-lock namespace of SEPA transaction ids. */
const SEPA_TRANSACTION_LOCK = 7_316_002;

/** A PostgreSQL array literal of integers or calendar dates, sent as one parameter. */
const pgArray = (values: (number | string)[]) => `{${values.join(',')}}`;

const candidateColumns = {
  invoiceId: invoices.id,
  numero: invoices.numero,
  fecha: invoices.fecha,
  fechaCuandoFacturar: invoices.fechaCuandoFacturar,
  amountCents: invoices.importeTotalImpuestosCents,
  facturado: invoices.facturado,
  sepaSequenceType: invoices.sepaSequenceType,
  companyId: companies.id,
  razonSocial: companies.razonSocial,
  nifCif: companies.nifCif,
  numCuenta: companies.numCuenta,
  mandateId: sepaMandates.id,
  mandateReference: sepaMandates.reference,
  mandateSignedOn: sepaMandates.signedOn,
  firstCollectionOn: sepaMandates.firstCollectionOn,
  lastCollectionOn: sepaMandates.lastCollectionOn,
};

/** Invoices a SEPA file may collect: ordinary, positive, not cancelled by a rectifying invoice. Locked. */
function collectableInvoices(tx: Transaction, where: SQL | undefined) {
  return tx
    .select(candidateColumns)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(sepaMandates, and(eq(sepaMandates.companyId, companies.id), isNull(sepaMandates.revokedAt)))
    .where(
      and(
        where,
        eq(invoices.kind, 'ORDINARIA'),
        gt(invoices.importeTotalImpuestosCents, 0),
        sql`not exists (select 1 from "invoices" "r" where "r"."rectifies_invoice_id" = "invoices"."id")`,
      ),
    )
    .orderBy(asc(invoices.fechaCuandoFacturar), asc(invoices.id))
    .for('update', { of: invoices });
}
type Candidate = Awaited<ReturnType<typeof collectableInvoices>>[number];

/**
 * The debits of a file. FRST for a mandate's first collection and RCUR after it; an invoice collected before
 * keeps the sequence type it was sent with. Mandates must exist and have been used within 36 months.
 */
function debitsOf(candidates: Candidate[], today: string) {
  checkDebtorAccounts([...new Map(candidates.map((row) => [row.companyId, row])).values()]);
  const withoutMandate = candidates.filter((row) => row.mandateId === null);
  if (withoutMandate.length > 0) throw mandateProblem('missing', withoutMandate);

  const mandates = new Map<number, { first: string | null; last: string | null }>();
  const collectionDates = new Map<string, string>();
  const collectionDateOf = (billingDate: string) => {
    const known = collectionDates.get(billingDate);
    if (known) return known;
    const date = collectionDate(billingDate, today);
    collectionDates.set(billingDate, date);
    return date;
  };
  const sequenceOf = new Map<number, SequenceType>();
  const expired: Candidate[] = [];
  const debits: DirectDebit[] = candidates.map((row) => {
    const mandateId = row.mandateId ?? 0;
    const state = mandates.get(mandateId) ?? { first: row.firstCollectionOn, last: row.lastCollectionOn };
    const date = collectionDateOf(row.fechaCuandoFacturar);
    const lastUse = state.last ?? row.mandateSignedOn ?? date;
    if (addMonths(lastUse, MANDATE_EXPIRY_MONTHS) < date) expired.push(row);
    const sequenceType = (row.sepaSequenceType as SequenceType | null) ?? (state.first ? 'RCUR' : 'FRST');
    sequenceOf.set(row.invoiceId, sequenceType);
    mandates.set(mandateId, { first: state.first ?? date, last: state.last && state.last > date ? state.last : date });
    return {
      endToEndId: row.numero,
      amountCents: row.amountCents,
      mandateId: row.mandateReference ?? '',
      mandateSignedOn: row.mandateSignedOn ?? '',
      sequenceType,
      collectionDate: date,
      debtorName: row.razonSocial,
      debtorIban: row.numCuenta.replace(/\s/g, '').toUpperCase(),
      remittanceInformation: `Factura ${row.numero} de ${formatDateEs(row.fecha)} - Cumplia`,
    };
  });
  if (expired.length > 0) throw mandateProblem('expired', expired);
  return { debits, sequenceOf, mandates };
}

/**
 * Writes the file: stored with its transaction id, its unremitted invoices marked remitted with their sequence
 * type, the mandates' first and last collection dates advanced, and an audit entry: all in one transaction.
 */
async function storeFile(
  tx: Transaction,
  ctx: StaffContext,
  input: {
    kind: 'BULK' | 'INDIVIDUAL';
    transactionId: string;
    requestFingerprint: string;
    creditorIban: string;
    fileName: string;
    invoiceId: number | null;
    candidates: Candidate[];
  },
): Promise<string> {
  const now = ctx.services.now();
  const { sepa } = ctx.services.config.provider;
  const { debits, sequenceOf, mandates } = debitsOf(input.candidates, todayInMadrid(now));
  const controlSumCents = debits.reduce((sum, debit) => sum + debit.amountCents, 0);
  const [file] = await tx
    .insert(sepaFiles)
    .values({
      transactionId: input.transactionId,
      requestFingerprint: input.requestFingerprint,
      kind: input.kind,
      messageId: '',
      creditorIban: input.creditorIban,
      fileName: input.fileName,
      invoiceId: input.invoiceId,
      xml: '',
      transactionCount: debits.length,
      controlSumCents,
      createdByUserId: ctx.actor.userId,
      createdAt: now,
    })
    .returning({ id: sepaFiles.id });
  if (!file) throw new Error('Could not store the SEPA file.');
  const messageId = `CUMPLIA${todayInMadrid(now).replace(/-/g, '')}${String(file.id).padStart(8, '0')}`;
  const xml = buildPain008({
    messageId,
    createdAt: recordTimestampOf(now).slice(0, 19),
    creditor: { name: sepa.creditorName, id: sepa.creditorId, iban: input.creditorIban },
    debits,
  });
  await tx.update(sepaFiles).set({ messageId, xml }).where(eq(sepaFiles.id, file.id));

  const unremitted = input.candidates.filter((row) => !row.facturado).map((row) => row.invoiceId);
  const firsts = unremitted.filter((id) => sequenceOf.get(id) === 'FRST');
  if (unremitted.length > 0) {
    await tx.execute(sql`
      update "invoices" set "facturado" = true, "facturado_at" = ${now}, "sepa_file_id" = ${file.id},
        "sepa_sequence_type" = case when "id" = any(${pgArray(firsts)}::int[]) then 'FRST' else 'RCUR' end
      where "id" = any(${pgArray(unremitted)}::int[]) and "facturado" = false`);
  }
  const mandateIds = [...mandates.keys()];
  await tx.execute(sql`
    update "sepa_mandates" m
      set "first_collection_on" = coalesce(m."first_collection_on", v.first_on),
          "last_collection_on" = greatest(m."last_collection_on", v.last_on)
    from (select unnest(${pgArray(mandateIds)}::int[]) as id,
                 unnest(${pgArray(mandateIds.map((id) => mandates.get(id)?.first ?? ''))}::date[]) as first_on,
                 unnest(${pgArray(mandateIds.map((id) => mandates.get(id)?.last ?? ''))}::date[]) as last_on) v
    where m."id" = v.id`);
  await recordAudit(
    tx,
    { actor: ctx.actor, requestId: ctx.requestId, now },
    {
      action: 'sepa.generate',
      entityType: 'sepa_file',
      entityId: file.id,
      after: {
        kind: input.kind,
        fileName: input.fileName,
        transactionCount: debits.length,
        controlSumCents,
        remitted: unremitted.length,
      },
    },
  );
  return xml;
}

/** What a request asks for, so a transaction id can be tied to one request. */
const fingerprintOf = (request: object) => sha256Hex(JSON.stringify(request));

/**
 * A retried request (same transaction id) gets the file it already produced; a transaction id already used for a
 * different request is refused. The advisory lock on the id makes identical concurrent requests wait for the
 * first one, then replay its file, instead of racing to store a second one.
 */
async function storedFile(tx: Transaction, transactionId: string, fingerprint: string): Promise<SepaFileResult | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEPA_TRANSACTION_LOCK}, hashtext(${transactionId}))`);
  const [file] = await tx
    .select({
      xml: sepaFiles.xml,
      fileName: sepaFiles.fileName,
      invoiceId: sepaFiles.invoiceId,
      requestFingerprint: sepaFiles.requestFingerprint,
    })
    .from(sepaFiles)
    .where(eq(sepaFiles.transactionId, transactionId));
  if (!file) return null;
  if (file.requestFingerprint !== null && file.requestFingerprint !== fingerprint) {
    throw new AppError('SEPA_TRANSACTION_ID_REUSED', 409);
  }
  const [invoice] = file.invoiceId
    ? await tx.select({ numero: invoices.numero }).from(invoices).where(eq(invoices.id, file.invoiceId))
    : [];
  return { xml: file.xml, fileName: file.fileName, transactionId, ...(invoice ? { facturaId: invoice.numero } : {}) };
}

/**
 * POST /admin/facturas/sepa: one file with every SEPA invoice billed in the period (of one company when
 * `empresaId` is given), not yet remitted unless `incluirFacturadas`; the included unremitted ones become remitted.
 */
export async function generateBulkSepa({
  ctx,
  input,
  transactionId,
}: {
  ctx: ActionContext;
  input: BulkSepaRequest;
  transactionId: string;
}): Promise<SepaFileResult> {
  requireSuperadmin(ctx);
  const problem = sepaPeriodProblem(input.fechaInicio, input.fechaFin);
  if (problem) throw new AppError('SEPA_VALIDATION_ERROR', 400, problem);
  const fechaInicio = input.fechaInicio ?? '';
  const fechaFin = input.fechaFin ?? '';
  const creditorIban = creditorAccountOf(input.cuentaIBAN, ctx.services.config.provider.sepa.accounts);

  const requestFingerprint = fingerprintOf({ kind: 'BULK', ...input, cuentaIBAN: creditorIban });
  return ctx.services.db.transaction(async (tx) => {
    const replay = await storedFile(tx, transactionId, requestFingerprint);
    if (replay) return replay;
    if (input.empresaId) {
      const [company] = await tx
        .select({ metodoDePago: companies.metodoDePago })
        .from(companies)
        .where(eq(companies.id, input.empresaId));
      if (!company) throw new AppError('EMPRESA_NOT_FOUND', 404);
      if (company.metodoDePago !== 'SEPA') throw new AppError('EMPRESA_NOT_SEPA', 422);
    }
    const period = and(
      eq(companies.metodoDePago, 'SEPA'),
      gte(invoices.fechaCuandoFacturar, fechaInicio),
      lte(invoices.fechaCuandoFacturar, fechaFin),
      input.empresaId ? eq(companies.id, input.empresaId) : undefined,
    );
    const candidates = await collectableInvoices(
      tx,
      and(period, input.incluirFacturadas ? undefined : eq(invoices.facturado, false)),
    );
    if (candidates.length === 0) {
      const [remitted] = input.incluirFacturadas ? [] : await collectableInvoices(tx, period).limit(1);
      if (remitted) {
        throw new AppError(
          'NO_PROCESSED_INVOICES',
          404,
          'Todas las facturas SEPA del período ya están remesadas. Marque «Incluir facturas remesadas» para volver a generarlas.',
        );
      }
      throw new AppError('NO_SEPA_INVOICES', 404);
    }
    const fileName = `sepa_${fechaInicio}_${fechaFin}.xml`;
    const xml = await storeFile(tx, ctx, {
      kind: 'BULK',
      transactionId,
      requestFingerprint,
      creditorIban,
      fileName,
      invoiceId: null,
      candidates,
    });
    return { xml, fileName, transactionId };
  });
}

/**
 * POST /admin/facturas/{id}/sepa: the file of one invoice. A remitted invoice is included as it is; an unremitted
 * one becomes remitted (part 2 section 4).
 */
export async function generateInvoiceSepa({
  ctx,
  invoiceId,
  cuentaIBAN,
  transactionId,
}: {
  ctx: ActionContext;
  invoiceId: number;
  cuentaIBAN: string;
  transactionId: string;
}): Promise<SepaFileResult> {
  requireSuperadmin(ctx);
  const creditorIban = creditorAccountOf(cuentaIBAN, ctx.services.config.provider.sepa.accounts);
  const requestFingerprint = fingerprintOf({ kind: 'INDIVIDUAL', invoiceId, cuentaIBAN: creditorIban });
  return ctx.services.db.transaction(async (tx) => {
    const replay = await storedFile(tx, transactionId, requestFingerprint);
    if (replay) return replay;
    const [invoice] = await tx
      .select({ numero: invoices.numero, metodoDePago: companies.metodoDePago })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(eq(invoices.id, invoiceId));
    if (!invoice) throw new AppError('NOT_FOUND', 404, 'Factura no encontrada');
    if (invoice.metodoDePago !== 'SEPA') throw new AppError('EMPRESA_NOT_SEPA', 422);
    const candidates = await collectableInvoices(tx, eq(invoices.id, invoiceId));
    if (candidates.length === 0) {
      throw new AppError(
        'SEPA_VALIDATION_ERROR',
        422,
        'La factura no se puede cobrar por SEPA: es rectificativa o ha sido rectificada.',
      );
    }
    const fileName = `sepa_individual_${invoice.numero}_${todayInMadrid(ctx.services.now())}.xml`;
    const xml = await storeFile(tx, ctx, {
      kind: 'INDIVIDUAL',
      transactionId,
      requestFingerprint,
      creditorIban,
      fileName,
      invoiceId,
      candidates,
    });
    return { xml, fileName, transactionId, facturaId: invoice.numero };
  });
}

/** The transaction id of a request: the client's, or a new one. */
export const transactionIdOf = (given: string | undefined) => given ?? randomUUID();
