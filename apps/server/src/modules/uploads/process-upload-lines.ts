import { isValidNif, normalizeSpanishPhone, normalizeTaxId, ROLES } from '@cumplia/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { agencies, companies, uploadedFiles, uploadLines } from '../../db/schema/index.js';
import type { ActionContext } from '../../platform/actor.js';
import {
  PRE_REGISTRATION_MESSAGES,
  type PreRegistration,
  preRegisterCompanies,
  preRegistrationKey,
  preRegistrationProblem,
} from '../onboarding/index.js';
import { openSmsQuota } from '../outbox/index.js';

/**
 * Lines per transaction. PostgreSQL serves other requests on other connections meanwhile; the embedded database
 * runs one statement at a time on the server's own thread and holds everyone else for a whole transaction, so
 * there a batch stays short enough for other requests to pass between two (tested: under 200 ms).
 */
export const csvBatchSize = (config: Pick<Config, 'database'>) => (config.database.url ? 250 : 5);

/** A phone as the file's lines are compared: its last nine digits, however it was written (in SQL, `phoneKey`). */
const lastNineDigits = (phone: string | null) => (phone ?? '').replace(/\D/g, '').slice(-9);

type ClaimedLine = { id: number; fileId: number; linea: number; nifCif: string | null; telefono: string | null };
type Outcome = { status: 'PROCESADO' | 'ERROR'; mensajeError: string | null; companyId: number | null };

/**
 * Processes one batch of pending CSV lines in one transaction: claimed with SKIP LOCKED (several processes may
 * run this), validated in memory against what the batch reads at once (repetitions in the file, existing claims,
 * the SMS limits of each phone and agency), the lines that pass pre-registered with one insert per table (companies,
 * audit, SMS, invitations), each line's outcome recorded in one update, and files with no pending line left marked
 * processed. A line refused by a rule is an error with its reason; anything else that fails rolls the batch back
 * whole (SMS included), and the caller then processes its lines one by one. A crash rolls it back too: after a
 * restart every line is processed, and its SMS queued, exactly once.
 */
async function processBatch(tx: Transaction, config: Config, now: Date, onlyLineId?: number): Promise<number> {
  const claimed: ClaimedLine[] = await tx
    .select({
      id: uploadLines.id,
      fileId: uploadLines.fileId,
      linea: uploadLines.linea,
      nifCif: uploadLines.nifCif,
      telefono: uploadLines.telefono,
    })
    .from(uploadLines)
    .where(
      and(eq(uploadLines.status, 'PENDIENTE'), onlyLineId === undefined ? undefined : eq(uploadLines.id, onlyLineId)),
    )
    .orderBy(asc(uploadLines.fileId), asc(uploadLines.linea))
    .limit(csvBatchSize(config))
    .for('update', { skipLocked: true });
  if (claimed.length === 0) return 0;

  const fileIds = [...new Set(claimed.map((line) => line.fileId))];
  const files = await tx
    .select({
      id: uploadedFiles.id,
      agencyId: uploadedFiles.agencyId,
      agencyName: agencies.nombreComercial,
      userId: uploadedFiles.uploadedByUserId,
    })
    .from(uploadedFiles)
    .innerJoin(agencies, eq(agencies.id, uploadedFiles.agencyId))
    .where(inArray(uploadedFiles.id, fileIds));
  const fileById = new Map(files.map((file) => [file.id, file]));
  const nifs = [...new Set(claimed.map((line) => normalizeTaxId(line.nifCif ?? '')).filter(Boolean))];
  // The rules are the companies module's (pre-register-company.ts); the batch only looks up what they need at once.

  // The first line of each NIF in its file: any later line with the same NIF is a repetition.
  const firstLines = nifs.length
    ? await tx
        .select({
          fileId: uploadLines.fileId,
          nifCif: uploadLines.nifCif,
          first: sql<number>`min(${uploadLines.linea})`,
        })
        .from(uploadLines)
        .where(and(inArray(uploadLines.fileId, fileIds), inArray(uploadLines.nifCif, nifs)))
        .groupBy(uploadLines.fileId, uploadLines.nifCif)
    : [];
  const firstLineOf = new Map(firstLines.map((row) => [`${row.fileId}:${row.nifCif}`, Number(row.first)]));
  // The first line of each phone in its file (compared by its last nine digits, however it was written).
  const phoneKey = sql<string>`right(regexp_replace(${uploadLines.telefono}, '[^0-9]', '', 'g'), 9)`;
  const phones = [...new Set(claimed.map((line) => lastNineDigits(line.telefono)).filter(Boolean))];
  const firstPhoneLines = phones.length
    ? await tx
        .select({ fileId: uploadLines.fileId, phone: phoneKey, first: sql<number>`min(${uploadLines.linea})` })
        .from(uploadLines)
        .where(and(inArray(uploadLines.fileId, fileIds), inArray(phoneKey, phones)))
        .groupBy(uploadLines.fileId, phoneKey)
    : [];
  const firstPhoneLineOf = new Map(firstPhoneLines.map((row) => [`${row.fileId}:${row.phone}`, Number(row.first)]));
  const existing = nifs.length
    ? await tx
        .select({
          nifCif: companies.nifCif,
          agencyId: companies.agencyId,
          held: sql<boolean>`${companies.nifHeldAt} is not null`,
        })
        .from(companies)
        .where(inArray(companies.nifCif, nifs))
    : [];
  const held = new Set(existing.filter((company) => company.held).map((company) => company.nifCif));
  const claimedBy = new Set(existing.map((company) => `${company.agencyId}:${company.nifCif}`));

  const quota = await openSmsQuota(
    tx,
    {
      phones: claimed.map((line) => normalizeSpanishPhone(line.telefono ?? '')),
      agencyIds: files.map((file) => file.agencyId),
    },
    now,
  );

  // Each line's outcome is decided here, in file order; the lines that pass become one set of inserts.
  const outcomes = new Map<number, Outcome>();
  const registrations: (PreRegistration & { lineId: number })[] = [];
  for (const line of claimed) {
    const file = fileById.get(line.fileId);
    const { nifCif, telefono } = preRegistrationKey({ nifCif: line.nifCif ?? '', telefono: line.telefono ?? '' });
    const firstLine = firstLineOf.get(`${line.fileId}:${nifCif}`) ?? line.linea;
    const firstPhoneLine = firstPhoneLineOf.get(`${line.fileId}:${lastNineDigits(line.telefono)}`) ?? line.linea;
    const basic = preRegistrationProblem({
      nifCif,
      telefono,
      claimedByThisAgency: claimedBy.has(`${file?.agencyId ?? null}:${nifCif}`),
      heldForGood: held.has(nifCif),
    });
    const phoneUsable =
      basic !== PRE_REGISTRATION_MESSAGES.invalidPhone && basic !== PRE_REGISTRATION_MESSAGES.landline;
    const problem =
      isValidNif(nifCif) && firstLine < line.linea
        ? PRE_REGISTRATION_MESSAGES.repeated(firstLine)
        : isValidNif(nifCif) && phoneUsable && firstPhoneLine < line.linea
          ? PRE_REGISTRATION_MESSAGES.repeatedPhone(firstPhoneLine)
          : basic;
    // A refusal with its reason (the phone's SMS for today used up, say) is the line's message.
    const refusal = problem || !file ? null : quota.take({ phone: telefono, agencyId: file.agencyId });
    if (problem || !file || refusal) {
      outcomes.set(line.id, { status: 'ERROR', mensajeError: problem ?? refusal?.message ?? null, companyId: null });
      continue;
    }
    claimedBy.add(`${file.agencyId}:${nifCif}`);
    registrations.push({
      lineId: line.id,
      agency: { id: file.agencyId, name: file.agencyName },
      nifCif,
      telefono,
      actor: { userId: file.userId, roles: [ROLES.agency] },
      source: { fileId: line.fileId, linea: line.linea, uploadLineId: line.id },
    });
  }
  const created = await preRegisterCompanies(tx, registrations, { requestId: null, config, now });
  registrations.forEach((registration, i) => {
    outcomes.set(registration.lineId, { status: 'PROCESADO', mensajeError: null, companyId: created[i]?.id ?? null });
  });
  await recordLineOutcomes(
    tx,
    claimed.map((line) => {
      const outcome = outcomes.get(line.id);
      if (!outcome) throw new Error(`CSV line ${line.id} has no outcome`);
      return { id: line.id, ...outcome, nifCif: normalizeTaxId(line.nifCif ?? '') || line.nifCif };
    }),
    now,
  );

  // Last, so that the agency's SMS count of the day is locked only from here to the commit.
  await quota.settle(tx);
  await markFilesProcessed(tx, fileIds);
  return claimed.length;
}

/** Each line's outcome, in one statement. */
async function recordLineOutcomes(
  tx: Transaction,
  lines: (Outcome & { id: number; nifCif: string | null })[],
  now: Date,
) {
  const values = sql.join(
    lines.map(
      (line) =>
        sql`(${line.id}::int, ${line.status}::upload_line_status, ${line.mensajeError}::text, ${line.companyId}::int, ${line.nifCif}::text)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${uploadLines} set status = outcome.status, mensaje_error = outcome.mensaje_error,
      company_id = outcome.company_id, nif_cif = outcome.nif_cif, fecha_procesado = ${now}
    from (values ${values}) as outcome (id, status, mensaje_error, company_id, nif_cif)
    where ${uploadLines.id} = outcome.id`);
}

/** Files of `fileIds` with no pending line left are processed. */
async function markFilesProcessed(tx: Transaction, fileIds: number[]) {
  await tx
    .update(uploadedFiles)
    .set({ procesado: true })
    .where(
      and(
        inArray(uploadedFiles.id, fileIds),
        sql`not exists (select 1 from upload_lines ul where ul.file_id = ${uploadedFiles.id} and ul.status = 'PENDIENTE')`,
      ),
    );
}

/**
 * After a batch failed outside its lines' savepoints: the next `count` pending lines one by one, each in its own
 * transaction, so the line that made the batch fail is recorded as failed (its company and SMS rolled back with
 * it) and the lines behind it are processed.
 */
async function processLineByLine(ctx: ActionContext<null>, count: number): Promise<number> {
  const { db, config, now } = ctx.services;
  let handled = 0;
  for (; handled < count; handled++) {
    const [next] = await db
      .select({ id: uploadLines.id, fileId: uploadLines.fileId })
      .from(uploadLines)
      .where(eq(uploadLines.status, 'PENDIENTE'))
      .orderBy(asc(uploadLines.fileId), asc(uploadLines.linea))
      .limit(1);
    if (!next) break;
    try {
      await db.transaction((tx) => processBatch(tx, config, now(), next.id));
    } catch (error) {
      ctx.log.error({ err: error, uploadLineId: next.id }, 'CSV line not processed');
      await db.transaction(async (tx) => {
        await tx
          .update(uploadLines)
          .set({ status: 'ERROR', mensajeError: PRE_REGISTRATION_MESSAGES.failed, fechaProcesado: now() })
          .where(and(eq(uploadLines.id, next.id), eq(uploadLines.status, 'PENDIENTE')));
        await markFilesProcessed(tx, [next.fileId]);
      });
    }
  }
  return handled;
}

/**
 * Processes the next batch of pending CSV lines, in its own transaction; when the batch fails as a whole, its lines
 * one by one. Answers how many lines it handled.
 */
export async function processPendingUploadLines({ ctx }: { ctx: ActionContext<null> }): Promise<number> {
  const { db, config, now } = ctx.services;
  try {
    return await db.transaction((tx) => processBatch(tx, config, now()));
  } catch (error) {
    ctx.log.error({ err: error }, 'CSV batch failed: its lines are processed one by one');
    return processLineByLine(ctx, csvBatchSize(config));
  }
}
