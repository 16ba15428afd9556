import { CSV_UPLOAD_LIMITS, MESSAGES } from '@cumplia/domain';
import { eq, sql } from 'drizzle-orm';
import { uploadedFiles, uploadLines } from '../../db/schema/index.js';
import type { SignupCsvReading } from '../../generators/csv/csv-tasks.js';
import { csvThread } from '../../generators/csv/csv-thread.js';
import { AppError } from '../../lib/app-error.js';
import { isStorableText } from '../../lib/storable-text.js';
import type { ActionContext } from '../../platform/actor.js';
import { agencyIdOf } from '../company-access/index.js';

const INSERT_CHUNK = 1000;

/** The advisory-lock namespace of the agencies' upload quotas (one lock per agency id). */
const UPLOAD_QUOTA_LOCK = 7_316_004;

function refusal(reading: Exclude<SignupCsvReading, { ok: true }>): AppError {
  const message =
    reading.problem === 'lineTooLong'
      ? MESSAGES.uploads.lineTooLong(reading.line, CSV_UPLOAD_LIMITS.maxLineLength)
      : reading.problem === 'tooManyLines'
        ? MESSAGES.uploads.tooManyLines(CSV_UPLOAD_LIMITS.maxLines)
        : MESSAGES.uploads[reading.problem];
  return new AppError('VALIDATION_ERROR', 400, message);
}

export function isCsvFile(fileName: string, mimeType: string): boolean {
  // Windows sends Excel's MIME type for .csv files.
  return fileName.toLowerCase().endsWith('.csv') || ['text/csv', 'application/csv'].includes(mimeType);
}

/**
 * Stores an agency's mass sign-up CSV and one pending line per data row, in one transaction; the background
 * processor takes it from there. The original bytes are kept so the agency can download its file, within the
 * agency's storage quota (uploads of one agency are serialised on an advisory lock, so two at once cannot both
 * pass; the background processing of its earlier lines does not hold them).
 * The file is read on the CSV thread, never on the event loop.
 */
export async function uploadSignupCsv({
  ctx,
  input: { file },
}: {
  ctx: ActionContext;
  input: { file: { name: string; mimeType: string; bytes: Buffer } };
}) {
  const agencyId = agencyIdOf(ctx);
  if (!isCsvFile(file.name, file.mimeType)) throw new AppError('VALIDATION_ERROR', 400, MESSAGES.uploads.notCsv);
  if (!isStorableText(file.name)) {
    throw new AppError('VALIDATION_ERROR', 400, MESSAGES.validation.invalidCharacters);
  }
  const reading = await csvThread.readSignupCsv(file.bytes, CSV_UPLOAD_LIMITS);
  if (!reading.ok) throw refusal(reading);
  const { rows } = reading;

  const now = ctx.services.now();
  const quota = ctx.services.config.uploads.quotaBytesPerAgency;
  const stored = await ctx.services.db.transaction(async (tx) => {
    // One upload of the agency at a time (the quota), on an advisory lock rather than the agency's row: a batch of
    // its lines being processed holds that row (the agency's company count) until the batch commits.
    await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK}, ${agencyId})`);
    const [used] = await tx
      .select({ bytes: sql<number>`coalesce(sum(${uploadedFiles.sizeBytes}), 0)::bigint`.mapWith(Number) })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.agencyId, agencyId));
    if ((used?.bytes ?? 0) + file.bytes.length > quota) throw new AppError('UPLOAD_QUOTA_EXCEEDED', 413);
    const [created] = await tx
      .insert(uploadedFiles)
      .values({
        agencyId,
        uploadedByUserId: ctx.actor.userId,
        nombre: file.name.slice(0, 255),
        contentType: 'text/csv',
        content: file.bytes,
        sizeBytes: file.bytes.length,
        totalLines: rows.length,
        fechaCarga: now,
      })
      .returning({ id: uploadedFiles.id, nombre: uploadedFiles.nombre });
    if (!created) throw new Error('file not stored');
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await tx.insert(uploadLines).values(
        rows.slice(start, start + INSERT_CHUNK).map((row) => ({
          fileId: created.id,
          linea: row.linea,
          rawText: row.raw.slice(0, 1000),
          nifCif: row.nifCif.replace(/[\s-]/g, '').toUpperCase().slice(0, 32),
          telefono: row.telefono.slice(0, 32),
        })),
      );
    }
    return created;
  });
  ctx.services.wakeCsvProcessor();
  ctx.log.info({ fileId: stored.id, lines: rows.length }, 'mass sign-up CSV stored');
  return { id: stored.id, nombre: stored.nombre, lineas: rows.length };
}
