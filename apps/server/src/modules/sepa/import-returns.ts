import {
  formatEuros,
  maskIban,
  type SepaReturnImportResult,
  sepaReturnReasonText,
  todayInMadrid,
} from '@cumplia/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client.js';
import { pgArray } from '../../db/pg-array.js';
import { invoices, sepaDebits, sepaFiles, sepaReturnImports, sepaReturns } from '../../db/schema/index.js';
import { sha256Hex } from '../../lib/secure-token.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { bookingCommission } from '../commissions/index.js';
import { suspendMandatesOfReturns } from '../mandates/index.js';
import { type BankFile, debtorIn, parseBankFile, type ReportedDebtor, type ReportedReturn } from './parse-bank-file.js';
import { returnsOfCorrectedInvoices } from './returns-of-corrected-invoices.js';

/** One lock for imports, so two uploads of the same file cannot both pass the "already imported" check. */
const RETURN_IMPORT_LOCK = 7_316_003;

/** Rows per statement: well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 5_000;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) =>
    items.slice(index * CHUNK, (index + 1) * CHUNK),
  );
const unique = (values: string[]) => [...new Set(values)];

/** The result of a file imported before (recognised by its SHA-256), or null. */
async function alreadyImported(db: Queryable, hash: string): Promise<SepaReturnImportResult | null> {
  const [known] = await db
    .select({
      kind: sepaReturnImports.messageKind,
      count: sepaReturnImports.returnCount,
      exceptions: sepaReturnImports.exceptions,
    })
    .from(sepaReturnImports)
    .where(eq(sepaReturnImports.sha256, hash));
  return known
    ? {
        tipo: known.kind,
        yaImportado: true,
        devoluciones: known.count,
        nuevas: 0,
        rechazos: [],
        reabiertas: 0,
        corregidas: [],
        ordenesSuspendidas: [],
        sinCoincidencia: [],
        incidencias: (known.exceptions ?? []).slice(0, 50),
      }
    : null;
}

/**
 * POST /admin/sepa/devoluciones: imports a bank file of rejects and returns. Each R-transaction is matched to the
 * debit it reports by EndToEndId; a new return marks its invoice 'Devuelta' with the reason code (which reverses
 * the agency's commission on it). The same file imported twice, or a return already known from another file,
 * changes nothing.
 */
export async function importReturns({
  ctx,
  input: { file },
}: {
  ctx: ActionContext;
  input: { file: { name: string; bytes: Buffer } };
}): Promise<SepaReturnImportResult> {
  requireSuperadmin(ctx);
  const known = await alreadyImported(ctx.services.db, sha256Hex(file.bytes));
  if (known) return known;
  const bankFile = parseBankFile(file.bytes.toString('utf8'));
  const author = { actor: ctx.actor, requestId: ctx.requestId, now: ctx.services.now() };
  const accounts = ctx.services.config.provider.sepa.accounts;
  return ctx.services.db.transaction((tx) => recordReturnFile(tx, author, file, bankFile, accounts));
}

/** A reported return the import did not apply, and why: a person decides what to do with it. */
type Exception = { referencia: string; problema: string };

type DebitRow = {
  debit: typeof sepaDebits.$inferSelect;
  file: { id: number; messageId: string; creditorIban: string; createdAt: Date };
};

async function debitsByEndToEndId(tx: Transaction, endToEndIds: string[]) {
  const debits = new Map<string, DebitRow>();
  for (const ids of chunks(unique(endToEndIds))) {
    const rows = await tx
      .select({
        debit: sepaDebits,
        file: {
          id: sepaFiles.id,
          messageId: sepaFiles.messageId,
          creditorIban: sepaFiles.creditorIban,
          createdAt: sepaFiles.createdAt,
        },
      })
      .from(sepaDebits)
      .innerJoin(sepaFiles, eq(sepaFiles.id, sepaDebits.sepaFileId))
      .where(and(inArray(sepaDebits.endToEndId, ids), isNull(sepaDebits.rejectedAt)));
    for (const row of rows) debits.set(row.debit.endToEndId, row);
  }
  return debits;
}

/** The EndToEndIds of a file we sent, or of one of its batches (PmtInf), read from the file as it was sent. */
function endToEndIdsOf(xml: string, batchId: string | null): string[] {
  const blocks =
    batchId === null
      ? [xml]
      : xml.split(/<PmtInf>/).filter((block) => block.includes(`<PmtInfId>${batchId}</PmtInfId>`));
  return blocks.flatMap((block) =>
    [...block.matchAll(/<EndToEndId>([^<]+)<\/EndToEndId>/g)].map((match) => match[1] ?? ''),
  );
}

/**
 * The returns a whole-file or whole-batch rejection stands for: every debit of the original file, or of that
 * batch, each with the rejection's reason. A rejection of a file we did not send is an exception.
 */
function expandRejections(
  bankFile: BankFile,
  original: { xml: string } | null,
  exceptions: Exception[],
): ReportedReturn[] {
  return bankFile.rejections.flatMap((rejection) => {
    const what =
      rejection.scope === 'file' ? `fichero ${bankFile.originalMessageId ?? ''}` : `lote ${rejection.batchId}`;
    if (!original) {
      exceptions.push({
        referencia: what.trim(),
        problema: 'rechazo de un fichero que no consta como enviado por Cumplia',
      });
      return [];
    }
    const ids = endToEndIdsOf(original.xml, rejection.scope === 'file' ? null : rejection.batchId);
    if (ids.length === 0)
      exceptions.push({ referencia: what, problema: 'rechazo de un lote que el fichero enviado no tiene' });
    return ids.map((endToEndId) => ({
      endToEndId,
      reasonCode: rejection.reasonCode,
      bankReason: rejection.bankReason,
      returnedOn: bankFile.reportedOn,
      amountCents: null,
      debtorIban: null,
      mandateId: null,
    }));
  });
}

/**
 * The debtor account and mandate of each debit of the files we sent that the reported debits belong to, read from
 * the files as sent (one pass per file).
 */
async function debtorsOf(tx: Transaction, fileIds: number[]) {
  const debtors = new Map<string, ReportedDebtor>();
  for (const fileId of new Set(fileIds)) {
    const [file] = await tx.select({ xml: sepaFiles.xml }).from(sepaFiles).where(eq(sepaFiles.id, fileId));
    for (const block of (file?.xml ?? '').split(/<DrctDbtTxInf>/).slice(1)) {
      const endToEndId = /<EndToEndId>([^<]+)<\/EndToEndId>/.exec(block)?.[1];
      if (endToEndId) debtors.set(`${fileId}:${endToEndId}`, debtorIn(block));
    }
  }
  return debtors;
}

/** Why a reported return must not be applied to the debit its EndToEndId names, or null when it may. */
function inconsistency(
  bankFile: BankFile,
  item: ReportedReturn,
  row: DebitRow,
  context: { originalId: number | null; today: string; debtor: ReportedDebtor | undefined },
): string | null {
  if (bankFile.originalMessageId !== null && row.file.id !== context.originalId) {
    return `el adeudo es del fichero ${row.file.messageId}, no del ${bankFile.originalMessageId} al que responde el banco`;
  }
  if (bankFile.accountIban !== null && row.file.creditorIban !== bankFile.accountIban) {
    return `el adeudo se cobró en la cuenta ${row.file.creditorIban}, no en la ${bankFile.accountIban} del fichero`;
  }
  if (item.amountCents !== null && item.amountCents !== row.debit.amountCents) {
    return `importe ${formatEuros(item.amountCents)} distinto del adeudo (${formatEuros(row.debit.amountCents)})`;
  }
  if (item.debtorIban !== null && context.debtor?.debtorIban && item.debtorIban !== context.debtor.debtorIban) {
    return `la cuenta del deudor que indica el banco (${maskIban(item.debtorIban)}) no es la del adeudo (${maskIban(context.debtor.debtorIban)})`;
  }
  if (item.mandateId !== null && context.debtor?.mandateId && item.mandateId !== context.debtor.mandateId) {
    return `la orden de domiciliación que indica el banco (${item.mandateId}) no es la del adeudo (${context.debtor.mandateId})`;
  }
  if (item.returnedOn < todayInMadrid(row.file.createdAt)) {
    return `fecha ${item.returnedOn} anterior al envío del adeudo`;
  }
  if (item.returnedOn > context.today) {
    return `fecha ${item.returnedOn} posterior a hoy`;
  }
  return null;
}

/**
 * A refused file never used its mandates: a first or last collection day it set goes back to what the debits that
 * stand say (the earliest and latest since the mandate's signature; none: never used), so the next file sends a
 * first debit as FRST again and the mandate's expiry counts from its real last use.
 */
async function undoMandateUse(tx: Transaction, rejectedDebitIds: number[]) {
  await tx.execute(sql`
    with rejected as (
      select i."company_id", d."collection_date"
      from "sepa_debits" d join "invoices" i on i."id" = d."invoice_id"
      where d."id" = any(${pgArray(rejectedDebitIds)}::int[])),
    standing as (
      select m."id", min(d."collection_date") as first_on, max(d."collection_date") as last_on
      from "sepa_mandates" m
      left join "invoices" i on i."company_id" = m."company_id"
      left join "sepa_debits" d on d."invoice_id" = i."id" and d."rejected_at" is null
                                and d."collection_date" >= m."signed_on"
      where m."revoked_at" is null and m."company_id" in (select "company_id" from rejected)
      group by m."id")
    update "sepa_mandates" m
       set "first_collection_on" = case when m."first_collection_on" in
                                           (select r."collection_date" from rejected r where r."company_id" = m."company_id")
                                        then s.first_on else m."first_collection_on" end,
           "last_collection_on" = case when m."last_collection_on" in
                                          (select r."collection_date" from rejected r where r."company_id" = m."company_id")
                                       then s.last_on else m."last_collection_on" end
      from standing s
     where s."id" = m."id"`);
}

/**
 * The debits of a file or batch the bank refused whole never reached the debtors: each stands rejected, and its
 * invoice is no longer remitted, so the next file collects it (its sequence type kept: a first debit stays FRST).
 */
async function reopenRejectedDebits(
  tx: Transaction,
  reopened: { invoiceId: number; sepaDebitId: number }[],
  when: { today: string; now: Date },
) {
  await tx
    .update(sepaDebits)
    .set({ rejectedAt: when.now })
    .where(
      inArray(
        sepaDebits.id,
        reopened.map((row) => row.sepaDebitId),
      ),
    );
  const invoiceIds = reopened.map((row) => row.invoiceId);
  await undoMandateUse(
    tx,
    reopened.map((row) => row.sepaDebitId),
  );
  await bookingCommission(tx, { today: when.today, invoiceIds }, () =>
    tx
      .update(invoices)
      .set({ facturado: false, facturadoAt: null, sepaFileId: null, sepaCollectionDate: null, sepaReturnCode: null })
      .where(inArray(invoices.id, invoiceIds)),
  );
}

/**
 * Records a parsed bank file of returns in the caller's transaction (see `importReturns`), once per file. A
 * return is applied only when everything the file says agrees with the debit: the original file it answers
 * (pain.002), the account it notifies (camt.054), the amount and the date. A whole-file or whole-batch rejection
 * reopens each of its debits. Anything that does not match or agree is kept with the import as an exception for
 * a person to decide, never applied. New returns mark their invoices 'Devuelta' (reversing the agency's
 * commission) and suspend the mandate when the account or the mandate is gone; the debits of a whole rejection
 * go back for the next file instead. The audit entry records the file.
 */
export async function recordReturnFile(
  tx: Transaction,
  author: { actor: { userId: number | null; roles: readonly string[] }; requestId: string | null; now: Date },
  file: { name: string; bytes: Buffer },
  bankFile: BankFile,
  creditorAccounts: readonly string[],
): Promise<SepaReturnImportResult> {
  const { now } = author;
  const hash = sha256Hex(file.bytes);
  await tx.execute(sql`select pg_advisory_xact_lock(${RETURN_IMPORT_LOCK})`);
  const raced = await alreadyImported(tx, hash);
  if (raced) return raced;
  const exceptions: Exception[] = [];
  const [original] = bankFile.originalMessageId
    ? await tx
        .select({ id: sepaFiles.id, xml: sepaFiles.xml })
        .from(sepaFiles)
        .where(eq(sepaFiles.messageId, bankFile.originalMessageId.slice(0, 35)))
    : [];
  if (bankFile.accountIban !== null && !creditorAccounts.includes(bankFile.accountIban)) {
    exceptions.push({
      referencia: bankFile.accountIban,
      problema: 'la cuenta notificada no es una cuenta de cobro de Cumplia',
    });
  }
  const rejectedWhole = expandRejections(bankFile, original ?? null, exceptions);
  const reopening = new Set(rejectedWhole.map((item) => item.endToEndId));
  const reported = [...bankFile.returns, ...rejectedWhole];
  const debits = await debitsByEndToEndId(
    tx,
    reported.map((item) => item.endToEndId),
  );
  const unmatched = reported.filter((item) => !debits.has(item.endToEndId)).map((item) => item.endToEndId);
  const debtors = await debtorsOf(
    tx,
    [...debits.values()].map((row) => row.file.id),
  );
  const today = todayInMadrid(now);
  const applicable = reported.flatMap((item) => {
    const row = debits.get(item.endToEndId);
    if (!row) return [];
    const problem = inconsistency(bankFile, item, row, {
      originalId: original?.id ?? null,
      today,
      debtor: debtors.get(`${row.file.id}:${item.endToEndId}`),
    });
    if (problem) {
      exceptions.push({ referencia: item.endToEndId, problema: problem });
      return [];
    }
    return [{ item, debit: row.debit }];
  });
  const [stored] = await tx
    .insert(sepaReturnImports)
    .values({
      sha256: hash,
      messageKind: bankFile.kind,
      messageId: bankFile.messageId.slice(0, 35),
      fileName: file.name.slice(0, 200),
      returnCount: reported.length,
      unmatchedCount: unmatched.length,
      exceptions,
      createdByUserId: author.actor.userId,
      createdAt: now,
    })
    .returning({ id: sepaReturnImports.id });
  if (!stored) throw new Error('Could not record the return import.');
  // New returns only (one per debit: a return known from another file is skipped), then their invoices.
  const rows = applicable.map(({ item, debit }) => ({
    sepaDebitId: debit.id,
    invoiceId: debit.invoiceId,
    importId: stored.id,
    reasonCode: item.reasonCode.slice(0, 4),
    bankReason: item.bankReason,
    returnedOn: item.returnedOn,
    amountCents: debit.amountCents,
    createdAt: now,
    ...(reopening.has(item.endToEndId) ? { resolution: 'REABIERTA' as const, resolvedAt: now } : {}),
  }));
  const inserted: { invoiceId: number; sepaDebitId: number; reasonCode: string; resolution: string }[] = [];
  for (const batch of chunks(rows)) {
    inserted.push(
      ...(await tx
        .insert(sepaReturns)
        .values(batch)
        .onConflictDoNothing({ target: sepaReturns.sepaDebitId })
        .returning({
          invoiceId: sepaReturns.invoiceId,
          sepaDebitId: sepaReturns.sepaDebitId,
          reasonCode: sepaReturns.reasonCode,
          resolution: sepaReturns.resolution,
        })),
    );
  }
  const returned = inserted.filter((row) => row.resolution !== 'REABIERTA');
  const reopened = inserted.filter((row) => row.resolution === 'REABIERTA');
  if (returned.length > 0) {
    await bookingCommission(tx, { today, invoiceIds: returned.map((row) => row.invoiceId) }, () =>
      tx.execute(sql`
        update "invoices" i set "sepa_return_code" = v."reasonCode"
        from jsonb_to_recordset(${JSON.stringify(returned)}::jsonb) as v("invoiceId" int, "reasonCode" text)
        where i."id" = v."invoiceId"`),
    );
  }
  if (reopened.length > 0) await reopenRejectedDebits(tx, reopened, { today, now });
  const corrected = await returnsOfCorrectedInvoices(
    tx,
    returned.map((row) => row.invoiceId),
    now,
  );
  const suspended = await suspendMandatesOfReturns(tx, returned, now);
  await recordAudit(
    tx,
    { actor: author.actor, requestId: author.requestId, now },
    {
      action: 'sepa.returns-import',
      entityType: 'sepa_return_import',
      entityId: stored.id,
      after: {
        kind: bankFile.kind,
        messageId: bankFile.messageId,
        originalMessageId: bankFile.originalMessageId,
        account: bankFile.accountIban,
        rejections: bankFile.rejections.length,
        reported: reported.length,
        new: returned.length,
        reopened: reopened.map((row) => row.invoiceId),
        corrected,
        suspendedMandates: suspended.map((company) => company.nifCif),
        unmatched: unmatched.slice(0, 20),
        exceptions: exceptions.slice(0, 20),
      },
    },
  );
  return {
    tipo: bankFile.kind,
    yaImportado: false,
    devoluciones: reported.length,
    nuevas: returned.length,
    reabiertas: reopened.length,
    corregidas: corrected,
    ordenesSuspendidas: suspended,
    rechazos: bankFile.rejections.map((rejection) => ({
      alcance: rejection.scope === 'file' ? 'fichero' : 'lote',
      lote: rejection.scope === 'batch' ? rejection.batchId : null,
      motivo: sepaReturnReasonText(rejection.reasonCode),
      motivoBanco: rejection.bankReason,
    })),
    sinCoincidencia: unmatched.slice(0, 50),
    incidencias: exceptions.slice(0, 50),
  };
}
