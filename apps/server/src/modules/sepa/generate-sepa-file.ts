import { randomUUID } from 'node:crypto';
import { type BulkSepaRequest, type SepaSummary, sepaPeriodProblem, todayInMadrid } from '@cumplia/domain';
import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable, Transaction } from '../../db/client.js';
import { pgArray } from '../../db/pg-array.js';
import { companies, invoices, sepaFiles, sepaMandates } from '../../db/schema/index.js';
import { buildPain008 } from '../../generators/sepa/pain008.js';
import { AppError } from '../../lib/app-error.js';
import { madridTimestamp } from '../../lib/madrid-time.js';
import { sha256Hex } from '../../lib/secure-token.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { collectibleOnItsOwn, invoiceFilters } from '../invoices/index.js';
import { collectAmendments, mandateSuspensionReason, uncollectedAmendmentOriginalIban } from '../mandates/index.js';
import { type DebitCandidate, exclusionError, planDebits } from './plan-debits.js';
import { creditorAccountOf } from './sepa-checks.js';

type StaffContext = Parameters<typeof requireSuperadmin>[0];

/** A file for the bank; `copia` when it is the stored file of an earlier collection, handed out again unchanged. */
export type SepaFileResult = {
  xml: string;
  fileName: string;
  transactionId: string;
  facturaId?: string;
  copia?: boolean;
};

/** The advisory-lock namespace of SEPA transaction ids. */
const SEPA_TRANSACTION_LOCK = 7_316_002;

const candidateColumns = {
  invoiceId: invoices.id,
  numero: invoices.numero,
  fecha: invoices.fecha,
  fechaCuandoFacturar: invoices.fechaCuandoFacturar,
  amountCents: invoices.importeTotalImpuestosCents,
  sepaSequenceType: invoices.sepaSequenceType,
  companyId: companies.id,
  razonSocial: companies.razonSocial,
  nifCif: companies.nifCif,
  numCuenta: companies.numCuenta,
  mandateId: sepaMandates.id,
  mandateReference: sepaMandates.reference,
  mandateSignedOn: sepaMandates.signedOn,
  prenotificationDays: sepaMandates.prenotificationDays,
  firstCollectionOn: sepaMandates.firstCollectionOn,
  lastCollectionOn: sepaMandates.lastCollectionOn,
  mandateIban: sepaMandates.iban,
  mandateSuspension: mandateSuspensionReason,
  amendmentOriginalIban: uncollectedAmendmentOriginalIban,
};

/**
 * Invoices of SEPA companies a file may collect: positive, not cancelled (anulada), not rectified; ordinary, or
 * a rectifying invoice by substitution of one that was not paid (it is collected instead of it).
 */
const collectable = (where: SQL | undefined) => and(where, eq(companies.metodoDePago, 'SEPA'), collectibleOnItsOwn);

/** The collectable invoices of a condition with their company's account and mandate, locked for the file. */
export function debitCandidates(tx: Queryable, where: SQL | undefined): Promise<DebitCandidate[]> {
  return tx
    .select(candidateColumns)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(sepaMandates, and(eq(sepaMandates.companyId, companies.id), isNull(sepaMandates.revokedAt)))
    .where(collectable(where))
    .orderBy(asc(invoices.fechaCuandoFacturar), asc(invoices.id))
    .for('update', { of: invoices });
}

/** The collectable invoices not yet collected. */
const uncollectedInvoices = (tx: Queryable, where: SQL | undefined) =>
  debitCandidates(tx, and(where, eq(invoices.facturado, false)));

/** The files that collected the already remitted invoices of a scope (at most `limit`). */
async function earlierFilesOf(tx: Queryable, where: SQL | undefined, limit: number) {
  const rows = await tx
    .selectDistinct({ id: sepaFiles.id, fileName: sepaFiles.fileName })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .innerJoin(sepaFiles, eq(sepaFiles.id, invoices.sepaFileId))
    .where(collectable(and(where, eq(invoices.facturado, true), isNotNull(invoices.sepaFileId))))
    .limit(limit);
  return rows;
}

async function remittedCount(tx: Queryable, where: SQL | undefined) {
  const [row] = await tx
    .select({ value: sql<number>`count(*)::int` })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(collectable(and(where, eq(invoices.facturado, true))));
  return row?.value ?? 0;
}

/** A stored file handed out again, byte for byte (same MsgId, EndToEndIds and dates), named as a copy. */
async function copyOf(tx: Queryable, fileId: number, transactionId: string): Promise<SepaFileResult> {
  const [file] = await tx
    .select({ xml: sepaFiles.xml, fileName: sepaFiles.fileName })
    .from(sepaFiles)
    .where(eq(sepaFiles.id, fileId));
  if (!file) throw new Error(`SEPA file ${fileId} not found`);
  return { xml: file.xml, fileName: `copia_${file.fileName}`, transactionId, copia: true };
}

type Planned = ReturnType<typeof planDebits>;

/** Who writes a SEPA file, and when: the staff user of a request (`fileAuthorOf`), or the demo seed. */
export type FileAuthor = {
  actor: { userId: number | null; roles: readonly string[] };
  requestId: string | null;
  config: Config;
  now: Date;
};

export const fileAuthorOf = (ctx: StaffContext): FileAuthor => ({
  actor: ctx.actor,
  requestId: ctx.requestId,
  config: ctx.services.config,
  now: ctx.services.now(),
});

/**
 * Writes the file: stored with its transaction id, one debit row per collection (what the bank's returns quote
 * back), its invoices marked remitted with their sequence type, the mandates' first and last debits advanced, and
 * an audit entry: all in one transaction.
 */
export async function storeFile(
  tx: Transaction,
  author: FileAuthor,
  input: {
    kind: 'BULK' | 'INDIVIDUAL' | 'REPRESENT';
    transactionId: string;
    requestFingerprint: string;
    creditorIban: string;
    fileName: string;
    invoiceId: number | null;
    planned: Planned;
    presentation: 1 | 2;
  },
): Promise<string> {
  const { now } = author;
  const { sepa } = author.config.provider;
  const debits = input.planned.included.map(({ debit }) =>
    input.presentation === 1 ? debit : { ...debit, endToEndId: `${debit.endToEndId}-R` },
  );
  const invoiceIds = input.planned.included.map(({ row }) => row.invoiceId);
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
      createdByUserId: author.actor.userId,
      createdAt: now,
    })
    .returning({ id: sepaFiles.id });
  if (!file) throw new Error('Could not store the SEPA file.');
  const messageId = `CUMPLIA${todayInMadrid(now).replace(/-/g, '')}${String(file.id).padStart(8, '0')}`;
  const xml = buildPain008({
    version: sepa.pain008v08Accounts.includes(input.creditorIban) ? '08' : '02',
    messageId,
    createdAt: madridTimestamp(now).slice(0, 19),
    creditor: { name: sepa.creditorName, id: sepa.creditorId, iban: input.creditorIban },
    debits,
  });
  await tx.update(sepaFiles).set({ messageId, xml }).where(eq(sepaFiles.id, file.id));
  await tx.execute(sql`
    insert into "sepa_debits" ("sepa_file_id", "invoice_id", "end_to_end_id", "presentation", "amount_cents",
                               "sequence_type", "collection_date")
    select ${file.id}, v.invoice_id, v.end_to_end_id, ${input.presentation}, v.amount_cents, v.sequence_type,
           v.collection_date
    from (select unnest(${pgArray(invoiceIds)}::int[]) as invoice_id,
                 unnest(${pgArray(debits.map((debit) => debit.endToEndId))}::text[]) as end_to_end_id,
                 unnest(${pgArray(debits.map((debit) => debit.amountCents))}::int[]) as amount_cents,
                 unnest(${pgArray(debits.map((debit) => debit.sequenceType))}::text[]) as sequence_type,
                 unnest(${pgArray(debits.map((debit) => debit.collectionDate))}::date[]) as collection_date) v`);

  const firsts = input.planned.included
    .filter((_, index) => debits[index]?.sequenceType === 'FRST')
    .map(({ row }) => row.invoiceId);
  await tx.execute(sql`
    update "invoices" i set "facturado" = true, "facturado_at" = ${now}, "sepa_file_id" = ${file.id},
      "sepa_return_code" = null, "sepa_collection_date" = d."collection_date",
      "sepa_sequence_type" = coalesce(i."sepa_sequence_type",
        case when i."id" = any(${pgArray(firsts)}::int[]) then 'FRST' else 'RCUR' end)
    from "sepa_debits" d
    where d."sepa_file_id" = ${file.id} and d."invoice_id" = i."id"`);
  const { mandates } = input.planned;
  const mandateIds = [...mandates.keys()];
  await tx.execute(sql`
    update "sepa_mandates" m
      set "first_collection_on" = coalesce(m."first_collection_on", v.first_on),
          "last_collection_on" = greatest(m."last_collection_on", v.last_on)
    from (select unnest(${pgArray(mandateIds)}::int[]) as id,
                 unnest(${pgArray(mandateIds.map((id) => mandates.get(id)?.first ?? ''))}::date[]) as first_on,
                 unnest(${pgArray(mandateIds.map((id) => mandates.get(id)?.last ?? ''))}::date[]) as last_on) v
    where m."id" = v.id`);
  await collectAmendments(tx, mandateIds, todayInMadrid(now));
  await recordAudit(
    tx,
    { actor: author.actor, requestId: author.requestId, now },
    {
      action: 'sepa.generate',
      entityType: 'sepa_file',
      entityId: file.id,
      after: {
        kind: input.kind,
        fileName: input.fileName,
        transactionCount: debits.length,
        controlSumCents,
        excluded: input.planned.excluded.map((debtor) => `${debtor.nifCif}: ${debtor.motivo}`),
      },
    },
  );
  return xml;
}

/** What a request asks for, so a transaction id can be tied to one request. */
export const fingerprintOf = (request: object) => sha256Hex(JSON.stringify(request));

/**
 * A retried request (same transaction id) gets the file it already produced; a transaction id already used for a
 * different request is refused. The advisory lock on the id makes identical concurrent requests wait for the
 * first one, then replay its file, instead of racing to store a second one.
 */
export async function storedFile(
  tx: Transaction,
  transactionId: string,
  fingerprint: string,
): Promise<SepaFileResult | null> {
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
 * The scope of a bulk file: the selected invoices, or else the invoice list's filters as on screen, and the
 * company when one is chosen.
 */
function bulkScope(input: BulkSepaRequest) {
  if (input.facturaIds) return inArray(invoices.id, input.facturaIds);
  const { where } = invoiceFilters({
    razonSocial: input.razonSocial,
    cifNif: input.cifNif,
    fechaInicio: input.fechaInicio ?? undefined,
    fechaFin: input.fechaFin ?? undefined,
  });
  return and(where, input.empresaId ? eq(companies.id, input.empresaId) : undefined);
}

async function checkChosenCompany(tx: Queryable, empresaId: number | null | undefined) {
  if (!empresaId) return;
  const [company] = await tx
    .select({ metodoDePago: companies.metodoDePago })
    .from(companies)
    .where(eq(companies.id, empresaId));
  if (!company) throw new AppError('EMPRESA_NOT_FOUND', 404);
  if (company.metodoDePago !== 'SEPA') throw new AppError('EMPRESA_NOT_SEPA', 422);
}

function checkedBulkRequest(ctx: ActionContext, input: BulkSepaRequest) {
  requireSuperadmin(ctx);
  const problem = input.facturaIds ? null : sepaPeriodProblem(input.fechaInicio, input.fechaFin);
  if (problem) throw new AppError('SEPA_VALIDATION_ERROR', 400, problem);
  return creditorAccountOf(input.cuentaIBAN, ctx.services.config.provider.sepa.accounts);
}

const totalOf = (planned: Planned) => planned.included.reduce((sum, { debit }) => sum + debit.amountCents, 0);

/** 'del filtro' or 'de la selección': what a bulk request covers, in its messages. */
const scopeWords = (input: BulkSepaRequest) => (input.facturaIds ? 'de la selección' : 'del filtro');

/**
 * POST /admin/facturas/sepa/resumen: what 'Generar SEPA' (or 'SEPA de la selección') would collect, for the
 * user to confirm ("N adeudos, total X EUR, cuenta Y"), with the companies it would leave out and why, and for a
 * selection how many of its invoices no SEPA file collects.
 */
export async function summarizeBulkSepa({ ctx, input }: { ctx: ActionContext; input: BulkSepaRequest }) {
  const creditorIban = checkedBulkRequest(ctx, input);
  const scope = bulkScope(input);
  return ctx.services.db.transaction(async (tx): Promise<SepaSummary> => {
    await checkChosenCompany(tx, input.empresaId);
    const candidates = await uncollectedInvoices(tx, scope);
    const planned = planDebits(candidates, todayInMadrid(ctx.services.now()));
    const yaRemesadas = await remittedCount(tx, scope);
    return {
      adeudos: planned.included.length,
      totalCents: totalOf(planned),
      cuentaIBAN: creditorIban,
      yaRemesadas,
      ...(input.facturaIds ? { noCobrables: input.facturaIds.length - candidates.length - yaRemesadas } : {}),
      excluidas: planned.excluded.map(({ razonSocial, nifCif, motivo, problem }) => ({
        razonSocial,
        nifCif,
        motivo,
        codigo: problem,
      })),
    };
  });
}

/**
 * POST /admin/facturas/sepa: one file with every SEPA invoice of the list's current filters not collected yet.
 * An invoice is collected once: with 'Incluir facturas remesadas' and nothing new to collect, the answer is a copy
 * of the one earlier file that collected the filter's invoices.
 */
export async function generateBulkSepa({
  ctx,
  input: { transactionId, ...input },
}: {
  ctx: ActionContext;
  input: BulkSepaRequest & { transactionId: string };
}): Promise<SepaFileResult> {
  const creditorIban = checkedBulkRequest(ctx, input);
  const { esperado: _, ...request } = input;
  const requestFingerprint = fingerprintOf({ kind: 'BULK', ...request, cuentaIBAN: creditorIban });
  const scope = bulkScope(input);
  return ctx.services.db.transaction(async (tx) => {
    const replay = await storedFile(tx, transactionId, requestFingerprint);
    if (replay) return replay;
    await checkChosenCompany(tx, input.empresaId);
    const candidates = await uncollectedInvoices(tx, scope);
    if (candidates.length === 0) return copyOfEarlierFile(tx, input, scope, transactionId);
    const planned = planDebits(candidates, todayInMadrid(ctx.services.now()));
    if (planned.included.length === 0) throw exclusionError(planned.excluded);
    const { esperado } = input;
    if (esperado && (esperado.adeudos !== planned.included.length || esperado.totalCents !== totalOf(planned))) {
      throw new AppError(
        'SEPA_VALIDATION_ERROR',
        409,
        `Las facturas ${scopeWords(input)} han cambiado desde que confirmó la remesa. Revise el resumen y confírmela de nuevo.`,
      );
    }
    const fileName = input.facturaIds
      ? `sepa_seleccion_${todayInMadrid(ctx.services.now())}.xml`
      : `sepa_${input.fechaInicio}_${input.fechaFin}.xml`;
    const xml = await storeFile(tx, fileAuthorOf(ctx), {
      kind: 'BULK',
      transactionId,
      requestFingerprint,
      creditorIban,
      fileName,
      invoiceId: null,
      planned,
      presentation: 1,
    });
    return { xml, fileName, transactionId };
  });
}

/** Nothing new to collect: a copy of the earlier file when asked for and unambiguous, else why not. */
async function copyOfEarlierFile(
  tx: Queryable,
  input: BulkSepaRequest,
  scope: SQL | undefined,
  transactionId: string,
): Promise<SepaFileResult> {
  const earlier = await earlierFilesOf(tx, scope, 6);
  if (earlier.length === 0) throw new AppError('NO_SEPA_INVOICES', 404);
  if (!input.incluirFacturadas) {
    throw new AppError(
      'NO_PROCESSED_INVOICES',
      404,
      `Todas las facturas SEPA ${scopeWords(input)} ya están remesadas y no se cobran dos veces. Marque «Incluir facturas remesadas» para descargar la copia de su fichero.`,
    );
  }
  const [only] = earlier;
  if (!only || earlier.length > 1) {
    const names = earlier.slice(0, 5).map((file) => file.fileName);
    throw new AppError(
      'NO_PROCESSED_INVOICES',
      404,
      `Las facturas ${scopeWords(input)} se remesaron en varios ficheros (${names.join(', ')}${earlier.length > 5 ? '…' : ''}). Filtre por empresa o use el SEPA individual de cada factura para descargar la copia de su fichero.`,
    );
  }
  return copyOf(tx, only.id, transactionId);
}

/**
 * POST /admin/facturas/{id}/sepa: the file of one invoice. An invoice not collected yet is collected and becomes
 * remitted; one already collected gets a copy of the file that collected it, never a second collection.
 */
export async function generateInvoiceSepa({
  ctx,
  input: { invoiceId, cuentaIBAN, transactionId },
}: {
  ctx: ActionContext;
  input: { invoiceId: number; cuentaIBAN: string; transactionId: string };
}): Promise<SepaFileResult> {
  requireSuperadmin(ctx);
  const creditorIban = creditorAccountOf(cuentaIBAN, ctx.services.config.provider.sepa.accounts);
  const requestFingerprint = fingerprintOf({ kind: 'INDIVIDUAL', invoiceId, cuentaIBAN: creditorIban });
  return ctx.services.db.transaction(async (tx) => {
    const replay = await storedFile(tx, transactionId, requestFingerprint);
    if (replay) return replay;
    const [invoice] = await tx
      .select({
        numero: invoices.numero,
        facturado: invoices.facturado,
        sepaFileId: invoices.sepaFileId,
        sepaReturnCode: invoices.sepaReturnCode,
        metodoDePago: companies.metodoDePago,
      })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(eq(invoices.id, invoiceId))
      .for('update', { of: invoices });
    if (!invoice) throw new AppError('NOT_FOUND', 404, 'Factura no encontrada');
    if (invoice.sepaReturnCode) {
      throw new AppError(
        'SEPA_VALIDATION_ERROR',
        409,
        `El banco devolvió el adeudo de esta factura (${invoice.sepaReturnCode}). Vuelva a presentarlo o pida el pago por transferencia desde «Devoluciones».`,
      );
    }
    if (invoice.facturado && invoice.sepaFileId) {
      return { ...(await copyOf(tx, invoice.sepaFileId, transactionId)), facturaId: invoice.numero };
    }
    if (invoice.metodoDePago !== 'SEPA') throw new AppError('EMPRESA_NOT_SEPA', 422);
    if (invoice.facturado) {
      throw new AppError(
        'SEPA_VALIDATION_ERROR',
        409,
        'La factura se marcó como remesada sin fichero SEPA: no hay fichero que copiar y no se cobra dos veces.',
      );
    }
    const candidates = await uncollectedInvoices(tx, eq(invoices.id, invoiceId));
    if (candidates.length === 0) {
      throw new AppError(
        'SEPA_VALIDATION_ERROR',
        422,
        'La factura no se puede cobrar por SEPA: está anulada, rectificada, o es una rectificativa que no sustituye a una factura pendiente de cobro.',
      );
    }
    const planned = planDebits(candidates, todayInMadrid(ctx.services.now()));
    if (planned.included.length === 0) throw exclusionError(planned.excluded);
    const fileName = `sepa_individual_${invoice.numero}_${todayInMadrid(ctx.services.now())}.xml`;
    const xml = await storeFile(tx, fileAuthorOf(ctx), {
      kind: 'INDIVIDUAL',
      transactionId,
      requestFingerprint,
      creditorIban,
      fileName,
      invoiceId,
      planned,
      presentation: 1,
    });
    return { xml, fileName, transactionId, facturaId: invoice.numero };
  });
}

/** The transaction id of a request: the client's, or a new one. */
export const transactionIdOf = (given: string | undefined) => given ?? randomUUID();
