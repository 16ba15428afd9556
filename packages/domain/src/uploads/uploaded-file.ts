import { z } from 'zod';
import { onboardingProgressSchema } from '../onboarding/onboarding.js';
import { sortQuerySchema } from '../shared/list-query.js';
import { pageQuerySchema } from '../shared/paged.js';

/** An uploaded CSV (archivo) and its processing lines (procesamientos), part 1 section 3. */
export const uploadedFileSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  fechaCarga: z.string(),
  procesado: z.boolean(),
  lineas: z.number().int(),
  errores: z.number().int(),
  /** The sign-up SMS its lines' companies were sent: the first, the agency's resends and the reminders. */
  sms: z.number().int(),
});

export const uploadCsvResponseSchema = z.object({ id: z.number().int(), nombre: z.string(), lineas: z.number().int() });

/**
 * The largest file, the most lines and the longest line a mass sign-up accepts (a `nifCif;telefono` line has
 * some 25 characters; the line limit leaves room for quoting and extra columns).
 */
export const CSV_UPLOAD_LIMITS = { maxBytes: 5 * 1024 * 1024, maxLines: 20_000, maxLineLength: 1_000 } as const;
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const UPLOAD_LINE_STATUSES = ['PENDIENTE', 'PROCESADO', 'ERROR'] as const;

export const uploadLineSchema = z.object({
  id: z.number().int(),
  linea: z.number().int(),
  /** The NIF/CIF and phone as the line gave them. */
  nifCif: z.string(),
  telefono: z.string(),
  mensajeError: z.string().nullable(),
  status: z.enum(UPLOAD_LINE_STATUSES),
  fechaProcesado: z.string().nullable(),
  /** The line's company: its sign-up by SMS, as far as it has gone (null for a line with an error). */
  alta: onboardingProgressSchema.nullable(),
});
export type UploadLine = z.infer<typeof uploadLineSchema>;

/** 'Ver lineas' sorts a file's lines by their number in the file (index `upload_lines_file_line_key`). */
export const UPLOAD_LINE_SORTS = ['linea'] as const;
export type UploadLineSort = (typeof UPLOAD_LINE_SORTS)[number];
export const uploadLinesQuerySchema = pageQuerySchema.extend(
  sortQuerySchema(UPLOAD_LINE_SORTS, { sort: 'linea', dir: 'asc' }).shape,
);
