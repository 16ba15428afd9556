import { z } from 'zod';
import { RENEWAL_WINDOW_DAYS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { daysBetween, isCalendarDate } from '../primitives/calendar-date.js';
import { crossFieldRule, formObject } from '../primitives/form-schema.js';
import { euroPrice } from '../primitives/zod-fields.js';
import { sortQuerySchema } from '../shared/list-query.js';
import { pageQuerySchema } from '../shared/paged.js';

/** Prices of the next period that the renewal form and new renewals start from (part 2 section 9). */
export const RENEWAL_DEFAULT_PRICES_CENTS = { LOPD: 9000, ACOSO: 7500, DIGITAL: 7500 } as const;

/** The company tool flags a renewal carries for its next period. */
export const RENEWAL_TOOLS = ['lopdgdd', 'acosoLaboral', 'desconexionDigital'] as const;
export type RenewalTool = (typeof RENEWAL_TOOLS)[number];

const m = MESSAGES.renewals;
/** A yes/no filter: 'true' or 'false' in the query string, a boolean for a caller that builds the query. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true')
  .optional();
const calendarDate = (message: string) => z.string({ error: message }).refine(isCalendarDate, { error: message });

/**
 * The staff renewal list sorts by the days remaining (the end date, indexes `renewals_status_fecha_fin_idx` and
 * `renewals_fecha_fin_idx`): ascending is the spec's order, priority renewals (exactly 18 days left) first.
 */
export const STAFF_RENEWAL_SORTS = ['diasRestantes'] as const;
export type StaffRenewalSort = (typeof STAFF_RENEWAL_SORTS)[number];

/** A company's 'Historial de Renovaciones' (a few periods per company, all sortable by any of its dates). */
export const RENEWAL_HISTORY_SORTS = ['fechaInicio', 'fechaFin', 'fechaRenovacion'] as const;
export type RenewalHistorySort = (typeof RENEWAL_HISTORY_SORTS)[number];
export const renewalHistoryQuerySchema = pageQuerySchema.extend(
  sortQuerySchema(RENEWAL_HISTORY_SORTS, { sort: 'fechaInicio', dir: 'desc' }).shape,
);

/** The years the renewal list filters by ('Año'). */
export const RENEWAL_YEAR_RANGE = { min: 2000, max: 2050 } as const;

/** GET /admin/renovaciones and /worker/renovaciones: status flags, month and year of the renewal date, search. */
export const staffRenewalQuerySchema = pageQuerySchema
  .extend({
    renueva: flag,
    deshabilitarRenovacion: flag,
    procesada: flag,
    mes: z.coerce.number().int().min(1).max(12).optional(),
    year: z.coerce
      .number()
      .int()
      .min(RENEWAL_YEAR_RANGE.min, { error: m.yearRange })
      .max(RENEWAL_YEAR_RANGE.max, { error: m.yearRange })
      .optional(),
    nifCif: z.string().trim().max(32).optional(),
    nombreEmpresa: z.string().trim().max(255).optional(),
    fechaFinMax: calendarDate(MESSAGES.invoices.invalidDate).optional(),
  })
  .extend(sortQuerySchema(STAFF_RENEWAL_SORTS, { sort: 'diasRestantes', dir: 'asc' }).shape);
export type StaffRenewalQuery = z.infer<typeof staffRenewalQuerySchema>;

const price = euroPrice(m.invalidPrice);

/** POST .../renovaciones/{id}/productos: the next period's price of each product. */
export const renewalProductsSchema = z.array(
  z.object({
    productoId: z.number().int().optional(),
    nombrePlantilla: z.enum(['LOPD', 'ACOSO', 'DIGITAL']),
    precioDescuento: price,
  }),
);

/** POST /admin/empresas/{id}/renovaciones/completa (part 2 section 5.7). */
const newRenewalShape = {
  fechaInicio: calendarDate(MESSAGES.invoices.invalidDate),
  fechaFin: calendarDate(MESSAGES.invoices.invalidDate),
  fechaRenovacion: calendarDate(MESSAGES.invoices.invalidDate),
  tools: z.object({ lopdgdd: z.boolean(), acosoLaboral: z.boolean(), desconexionDigital: z.boolean() }),
  productos: z.array(z.object({ nombrePlantilla: z.enum(['LOPD', 'ACOSO', 'DIGITAL']), precioDescuento: price })),
  enviarEmail: z.boolean().optional(),
};
export const newRenewalSchema = formObject(newRenewalShape, [
  crossFieldRule(newRenewalShape, ['tools'], (renewal, ctx) => {
    if (!Object.values(renewal.tools).some(Boolean))
      ctx.addIssue({ code: 'custom', message: m.toolRequired, path: ['tools'] });
  }),
  crossFieldRule(newRenewalShape, ['fechaInicio', 'fechaFin'], (renewal, ctx) => {
    if (renewal.fechaFin < renewal.fechaInicio)
      ctx.addIssue({ code: 'custom', message: m.endBeforeStart, path: ['fechaFin'] });
  }),
  crossFieldRule(newRenewalShape, ['fechaFin', 'fechaRenovacion'], (renewal, ctx) => {
    if (renewal.fechaRenovacion > renewal.fechaFin) {
      ctx.addIssue({ code: 'custom', message: m.renewalAfterEnd, path: ['fechaRenovacion'] });
    }
  }),
]);
export type NewRenewal = z.infer<typeof newRenewalSchema>;

/** Days from today to the end of the period (negative once it has ended). */
export const renewalDaysRemaining = (fechaFin: string, today: string) => daysBetween(today, fechaFin);

/** Approval opens 18 days before `fechaRenovacion` (part 2 section 4; enforced by the server). */
export const canApproveRenewal = (fechaRenovacion: string, today: string) =>
  daysBetween(today, fechaRenovacion) <= RENEWAL_WINDOW_DAYS;
