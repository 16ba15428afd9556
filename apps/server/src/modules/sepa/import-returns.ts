import type { SepaReturnImportResult } from '@cumplia/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { type ActionContext, requireSuperadmin } from '../../actor.js';
import type { Queryable, Transaction } from '../../db/client.js';
import { sepaDebits, sepaReturnImports, sepaReturns } from '../../db/schema/index.js';
import { sha256Hex } from '../../lib/secure-token.js';
import { recordAudit } from '../audit/record-audit.js';
import { type BankFile, parseBankFile } from './parse-bank-file.js';

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
    .select({ kind: sepaReturnImports.messageKind, count: sepaReturnImports.returnCount })
    .from(sepaReturnImports)
    .where(eq(sepaReturnImports.sha256, hash));
  return known
    ? {
        tipo: known.kind as SepaReturnImportResult['tipo'],
        yaImportado: true,
        devoluciones: known.count,
        nuevas: 0,
        sinCoincidencia: [],
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
  return ctx.services.db.transaction((tx) => recordReturnFile(tx, author, file, bankFile));
}

/**
 * Records a parsed bank file of returns in the caller's transaction (see `importReturns`), once per file: the
 * returns of debits not returned before, their invoices 'Devuelta', and the audit entry.
 */
export async function recordReturnFile(
  tx: Transaction,
  author: { actor: { userId: number | null; roles: readonly string[] }; requestId: string | null; now: Date },
  file: { name: string; bytes: Buffer },
  bankFile: BankFile,
): Promise<SepaReturnImportResult> {
  const { now } = author;
  const hash = sha256Hex(file.bytes);
  const reported = bankFile.returns;
  await tx.execute(sql`select pg_advisory_xact_lock(${RETURN_IMPORT_LOCK})`);
  const raced = await alreadyImported(tx, hash);
  if (raced) return raced;
  const debits = new Map<string, typeof sepaDebits.$inferSelect>();
  for (const ids of chunks(unique(reported.map((item) => item.endToEndId)))) {
    const rows = await tx.select().from(sepaDebits).where(inArray(sepaDebits.endToEndId, ids));
    for (const row of rows) debits.set(row.endToEndId, row);
  }
  const unmatched = reported.filter((item) => !debits.has(item.endToEndId)).map((item) => item.endToEndId);
  const [stored] = await tx
    .insert(sepaReturnImports)
    .values({
      sha256: hash,
      messageKind: bankFile.kind,
      messageId: bankFile.messageId.slice(0, 35),
      fileName: file.name.slice(0, 200),
      returnCount: reported.length,
      unmatchedCount: unmatched.length,
      createdByUserId: author.actor.userId,
      createdAt: now,
    })
    .returning({ id: sepaReturnImports.id });
  if (!stored) throw new Error('Could not record the return import.');
  // New returns only (one per debit: a return known from another file is skipped), then their invoices.
  const rows = reported.flatMap((item) => {
    const debit = debits.get(item.endToEndId);
    return debit
      ? [
          {
            sepaDebitId: debit.id,
            invoiceId: debit.invoiceId,
            importId: stored.id,
            reasonCode: item.reasonCode.slice(0, 4),
            returnedOn: item.returnedOn,
            amountCents: debit.amountCents,
            createdAt: now,
          },
        ]
      : [];
  });
  const inserted: { invoiceId: number; reasonCode: string }[] = [];
  for (const batch of chunks(rows)) {
    inserted.push(
      ...(await tx
        .insert(sepaReturns)
        .values(batch)
        .onConflictDoNothing({ target: sepaReturns.sepaDebitId })
        .returning({ invoiceId: sepaReturns.invoiceId, reasonCode: sepaReturns.reasonCode })),
    );
  }
  if (inserted.length > 0) {
    await tx.execute(sql`
      update "invoices" i set "sepa_return_code" = v."reasonCode"
      from jsonb_to_recordset(${JSON.stringify(inserted)}::jsonb) as v("invoiceId" int, "reasonCode" text)
      where i."id" = v."invoiceId"`);
  }
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
        reported: reported.length,
        new: inserted.length,
        unmatched: unmatched.slice(0, 20),
      },
    },
  );
  return {
    tipo: bankFile.kind,
    yaImportado: false,
    devoluciones: reported.length,
    nuevas: inserted.length,
    sinCoincidencia: unmatched.slice(0, 50),
  };
}
