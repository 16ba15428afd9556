import { isValidNif, normalizeTaxId, ROLES } from '@cumplia/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { agencies, companies, uploadedFiles, uploadLines } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { ActionContext } from '../../platform/actor.js';
import {
  PRE_REGISTRATION_MESSAGES,
  preRegisterCompany,
  preRegistrationKey,
  preRegistrationProblem,
} from '../onboarding/index.js';
import { openBatchSmsCount } from '../outbox/index.js';

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
 * run this), validated, pre-registered companies created with their onboarding SMS in the outbox, each line's
 * outcome recorded, and files with no pending line left marked processed. A line that fails is rolled back to its
 * savepoint and recorded as an error; a crash rolls the batch back whole (SMS included): after a restart every
 * line is processed, and its SMS queued, exactly once.
 */
async function processBatch(
  tx: Transaction,
  config: Config,
  now: Date,
  log: FastifyBaseLogger,
  onlyLineId?: number,
): Promise<number> {
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
  const smsCount = await openBatchSmsCount(
    tx,
    files.map((file) => file.agencyId),
    now,
  );
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
    let outcome: Outcome;
    if (problem || !file) outcome = { status: 'ERROR', mensajeError: problem, companyId: null };
    else {
      // Each line in its own savepoint: one that fails is recorded as such and the batch goes on.
      const company = await smsCount
        .within(() =>
          tx.transaction((savepoint) =>
            preRegisterCompany(savepoint, {
              agency: { id: file.agencyId, name: file.agencyName },
              nifCif,
              telefono,
              actor: { userId: file.userId, roles: [ROLES.agency] },
              requestId: null,
              source: { fileId: line.fileId, linea: line.linea, uploadLineId: line.id },
              batch: smsCount,
              config,
              now,
            }),
          ),
        )
        .catch((error: unknown) => {
          // A refusal with its reason (the phone's SMS for today used up, say) is the line's message.
          if (error instanceof AppError) return { refused: error.message };
          log.error({ err: error, uploadLineId: line.id }, 'CSV line not processed');
          return { refused: PRE_REGISTRATION_MESSAGES.failed };
        });
      if ('id' in company) claimedBy.add(`${file.agencyId}:${nifCif}`);
      outcome =
        'id' in company
          ? { status: 'PROCESADO', mensajeError: null, companyId: company.id }
          : { status: 'ERROR', mensajeError: company.refused, companyId: null };
    }
    await tx
      .update(uploadLines)
      .set({ ...outcome, nifCif: nifCif || line.nifCif, fechaProcesado: now })
      .where(eq(uploadLines.id, line.id));
  }

  // Last, so that the agency's SMS count of the day is locked only from here to the commit.
  await smsCount.settle(tx);
  await markFilesProcessed(tx, fileIds);
  return claimed.length;
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
      await db.transaction((tx) => processBatch(tx, config, now(), ctx.log, next.id));
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
    return await db.transaction((tx) => processBatch(tx, config, now(), ctx.log));
  } catch (error) {
    ctx.log.error({ err: error }, 'CSV batch failed: its lines are processed one by one');
    return processLineByLine(ctx, csvBatchSize(config));
  }
}
