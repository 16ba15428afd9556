import { CSV_UPLOAD_LIMITS } from '@cumplia/domain';
import type { ActionContext } from '../../actor.js';
import { uploadedFiles, uploadLines } from '../../db/schema/index.js';
import { decodeCsvText } from '../../generators/csv/decode-text.js';
import { parseSignupCsv } from '../../generators/csv/parse-signup-csv.js';
import { AppError } from '../../lib/app-error.js';
import { agencyIdOf } from '../agencies/agency-scope.js';

const INSERT_CHUNK = 1000;

export const CSV_MESSAGES = {
  notCsv: 'Por favor, selecciona un archivo con formato CSV.',
  notText: 'El archivo no es un CSV de texto válido.',
  empty: 'El archivo no contiene ninguna línea con datos.',
  tooManyLines: `El archivo supera el máximo de ${CSV_UPLOAD_LIMITS.maxLines.toLocaleString('es-ES')} líneas.`,
};

export function isCsvFile(fileName: string, mimeType: string): boolean {
  // Windows sends Excel's MIME type for .csv files.
  return fileName.toLowerCase().endsWith('.csv') || ['text/csv', 'application/csv'].includes(mimeType);
}

/**
 * Stores an agency's mass sign-up CSV and one pending line per data row, in one transaction; the background
 * processor takes it from there. The original bytes are kept so the agency can download its file.
 */
export async function uploadSignupCsv({
  ctx,
  file,
}: {
  ctx: ActionContext;
  file: { name: string; mimeType: string; bytes: Buffer };
}) {
  const agencyId = agencyIdOf(ctx);
  if (!isCsvFile(file.name, file.mimeType)) throw new AppError('VALIDATION_ERROR', 400, CSV_MESSAGES.notCsv);
  const text = decodeCsvText(file.bytes);
  if (text === null) throw new AppError('VALIDATION_ERROR', 400, CSV_MESSAGES.notText);
  const rows = parseSignupCsv(text);
  if (rows.length === 0) throw new AppError('VALIDATION_ERROR', 400, CSV_MESSAGES.empty);
  if (rows.length > CSV_UPLOAD_LIMITS.maxLines) throw new AppError('VALIDATION_ERROR', 400, CSV_MESSAGES.tooManyLines);

  const now = ctx.services.now();
  const stored = await ctx.services.db.transaction(async (tx) => {
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
