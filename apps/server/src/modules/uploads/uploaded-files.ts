import {
  CSV_UPLOAD_LIMITS,
  MESSAGES,
  ONBOARDING_STATE_LABELS,
  type Paged,
  type SortDirection,
  type UploadedFile,
  type UploadLine,
  type UploadLineSort,
} from '@cumplia/domain';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { companies, onboardingInvitations, outboxMessages, uploadedFiles, uploadLines } from '../../db/schema/index.js';
import { csvBytes } from '../../generators/csv/csv-safety.js';
import { decodeCsvText } from '../../generators/csv/decode-text.js';
import { signupCsvLayout, splitRecord } from '../../generators/csv/parse-signup-csv.js';
import { AppError } from '../../lib/app-error.js';
import { listOrder } from '../../lib/list-order.js';
import { pageOf } from '../../lib/paging.js';
import type { ActionContext } from '../../platform/actor.js';
import { agencyIdOf } from '../company-access/index.js';
import {
  onboardingProgressColumns,
  onboardingProgressOf,
  progressSmsJoin,
  SIGNUP_EXAMPLE,
} from '../onboarding/index.js';

const fileNotFound = () => new AppError('NOT_FOUND', 404, MESSAGES.errors.fileNotFound);

/** The agency's uploaded files, newest first, with how many lines failed and how many sign-up SMS they cost. */
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
        sms: sql<number>`(select coalesce(sum(oi.sends), 0) from upload_lines ul join onboarding_invitations oi on oi.upload_line_id = ul.id where ul.file_id = "uploaded_files"."id")::int`,
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

/**
 * 'Ver lineas': one page of the lines of one of the agency's files in line order, each with its outcome and its
 * company's sign-up by SMS.
 */
export async function listUploadLines({
  ctx,
  input: { fileId, ...input },
}: {
  ctx: ActionContext;
  input: { page: number; size: number; sort: UploadLineSort; dir: SortDirection } & { fileId: number };
}): Promise<Paged<UploadLine>> {
  await ownFile(ctx, fileId);
  const [lines, [total]] = await Promise.all([
    linesWithProgress(ctx, fileId, {
      orderBy: listOrder({ linea: uploadLines.linea }, uploadLines.id, input),
      limit: input.size,
      offset: input.page * input.size,
    }),
    ctx.services.db.select({ value: count() }).from(uploadLines).where(eq(uploadLines.fileId, fileId)),
  ]);
  return pageOf(
    lines.map(({ rawText: _raw, ...line }) => line),
    total?.value ?? 0,
    input,
  );
}

/** The file's lines with their sign-up progress: every line in order, or the slice `page` asks for. */
async function linesWithProgress(
  ctx: ActionContext,
  fileId: number,
  page: { orderBy: SQL[]; limit: number; offset: number } = {
    orderBy: [asc(uploadLines.linea)],
    limit: CSV_UPLOAD_LIMITS.maxLines,
    offset: 0,
  },
) {
  const now = ctx.services.now();
  const lines = await ctx.services.db
    .select({
      id: uploadLines.id,
      linea: uploadLines.linea,
      rawText: uploadLines.rawText,
      lineNifCif: uploadLines.nifCif,
      telefono: uploadLines.telefono,
      mensajeError: uploadLines.mensajeError,
      status: uploadLines.status,
      fechaProcesado: uploadLines.fechaProcesado,
      ...onboardingProgressColumns,
    })
    .from(uploadLines)
    .leftJoin(onboardingInvitations, eq(onboardingInvitations.uploadLineId, uploadLines.id))
    .leftJoin(companies, eq(companies.id, onboardingInvitations.companyId))
    .leftJoin(outboxMessages, progressSmsJoin)
    .where(eq(uploadLines.fileId, fileId))
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return lines.map((line) => ({
    id: line.id,
    linea: line.linea,
    rawText: line.rawText,
    nifCif: line.lineNifCif ?? '',
    telefono: line.telefono ?? '',
    mensajeError: line.mensajeError,
    status: line.status,
    fechaProcesado: line.fechaProcesado?.toISOString() ?? null,
    alta: onboardingProgressOf(line, now),
  }));
}

/** 'Descargar CSV': the agency's file exactly as it uploaded it (same bytes, same encoding). */
export async function downloadUploadedFile({
  ctx,
  input: { fileId },
}: {
  ctx: ActionContext;
  input: { fileId: number };
}) {
  const file = await ownFile(ctx, fileId);
  return { fileName: file.nombre, bytes: Buffer.from(file.content) };
}

/** The spec's two columns, the names of a file's first two when it has no header. */
const SIGNUP_COLUMNS = ['nifCif', 'telefono'];

const LINE_RESULT = { PENDIENTE: 'Pendiente', PROCESADO: 'Procesada', ERROR: 'Error' } as const;

/**
 * The processing report of a file: the agency's own lines, every column it had (its extra ones too), followed by
 * the line number, its outcome and its sign-up's state, as a spreadsheet-safe CSV (no value comes back as a
 * formula) in the file's own separator.
 */
export async function uploadReport({ ctx, input: { fileId } }: { ctx: ActionContext; input: { fileId: number } }) {
  const file = await ownFile(ctx, fileId);
  const { separator, header } = signupCsvLayout(decodeCsvText(file.content) ?? '');
  const lines = await linesWithProgress(ctx, fileId);
  const cellsOf = new Map(lines.map((line) => [line.id, splitRecord(line.rawText, separator)]));
  const width = Math.max(header?.length ?? 2, ...[...cellsOf.values()].map((cells) => cells.length));
  const columns = Array.from(
    { length: width },
    (_, index) => header?.[index] || SIGNUP_COLUMNS[index] || `columna ${index + 1}`,
  );
  const rows = lines.map((line) => [
    ...Array.from({ length: width }, (_, index) => cellsOf.get(line.id)?.[index] ?? ''),
    String(line.linea),
    LINE_RESULT[line.status],
    line.alta ? ONBOARDING_STATE_LABELS[line.alta.estado] : '',
    line.mensajeError ?? line.alta?.detalle ?? '',
  ]);
  return {
    fileName: `informe_${file.nombre.replace(/\.csv$/i, '')}.csv`,
    bytes: csvBytes([[...columns, 'linea', 'resultado', 'alta', 'detalle'], ...rows], separator),
  };
}

/** The template of the mass sign-up: the two columns of the spec and one example line (refused if uploaded). */
export function signupTemplate() {
  return {
    fileName: 'ejemplo.csv',
    bytes: csvBytes([SIGNUP_COLUMNS, [SIGNUP_EXAMPLE.nifCif, SIGNUP_EXAMPLE.telefono]]),
  };
}
