import type { Paged, UploadedFile, UploadLine } from '@cumplia/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import { uploadedFiles, uploadLines } from '../../db/schema/index.js';
import { csvBytes } from '../../generators/csv/csv-safety.js';
import { csvThread } from '../../generators/csv/csv-thread.js';
import { AppError } from '../../lib/app-error.js';
import { pageOf } from '../../lib/paging.js';
import { agencyIdOf } from '../agencies/agency-scope.js';

const fileNotFound = () => new AppError('NOT_FOUND', 404, 'Archivo no encontrado.');

/** The agency's uploaded files, newest first, with how many lines failed. */
export async function listUploadedFiles({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: { page: number; size: number };
}): Promise<Paged<UploadedFile>> {
  const agencyId = agencyIdOf(ctx);
  const { db } = ctx.services;
  const where = eq(uploadedFiles.agencyId, agencyId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: uploadedFiles.id,
        nombre: uploadedFiles.nombre,
        fechaCarga: uploadedFiles.fechaCarga,
        procesado: uploadedFiles.procesado,
        lineas: uploadedFiles.totalLines,
        errores: sql<number>`(select count(*) from upload_lines ul where ul.file_id = "uploaded_files"."id" and ul.status = 'ERROR')::int`,
      })
      .from(uploadedFiles)
      .where(where)
      .orderBy(desc(uploadedFiles.fechaCarga), desc(uploadedFiles.id))
      .limit(input.size)
      .offset(input.page * input.size),
    db.select({ value: count() }).from(uploadedFiles).where(where),
  ]);
  return pageOf(
    rows.map((row) => ({ ...row, fechaCarga: row.fechaCarga.toISOString() })),
    total?.value ?? 0,
    input,
  );
}

async function ownFile(ctx: ActionContext, fileId: number) {
  const agencyId = agencyIdOf(ctx);
  const [file] = await ctx.services.db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.agencyId, agencyId)));
  if (!file) throw fileNotFound();
  return file;
}

/** 'Ver lineas': every line of one of the agency's files with its outcome. */
export async function listUploadLines({ ctx, fileId }: { ctx: ActionContext; fileId: number }): Promise<UploadLine[]> {
  await ownFile(ctx, fileId);
  const lines = await ctx.services.db
    .select({
      id: uploadLines.id,
      linea: uploadLines.linea,
      mensajeError: uploadLines.mensajeError,
      status: uploadLines.status,
      fechaProcesado: uploadLines.fechaProcesado,
    })
    .from(uploadLines)
    .where(eq(uploadLines.fileId, fileId))
    .orderBy(asc(uploadLines.linea));
  return lines.map((line) => ({ ...line, fechaProcesado: line.fechaProcesado?.toISOString() ?? null }));
}

/**
 * 'Descargar CSV': the agency's file as it uploaded it, re-written cell by cell so that no value a spreadsheet
 * would run as a formula comes back unescaped.
 */
export async function downloadUploadedFile({ ctx, fileId }: { ctx: ActionContext; fileId: number }) {
  const file = await ownFile(ctx, fileId);
  return { fileName: file.nombre, bytes: await csvThread.safeCopyOfCsv(file.content) };
}

/** The template of the mass sign-up: the two columns of the spec. */
export function signupTemplate() {
  return { fileName: 'ejemplo.csv', bytes: csvBytes([['nifCif', 'telefono']]) };
}
