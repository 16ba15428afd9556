import { z } from 'zod';
import { RENEWAL_WINDOW_DAYS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { daysBetween, isCalendarDate } from '../primitives/calendar-date.js';
import { euroPrice } from '../primitives/zod-fields.js';
import { pageQuerySchema } from '../shared/paged.js';

/** Prices of the next period that the renewal form and new renewals start from (part 2 section 9). */
export const RENEWAL_DEFAULT_PRICES_CENTS = { LOPD: 9000, ACOSO: 7500, DIGITAL: 7500 } as const;

/** The company tool flags a renewal carries for its next period. */
export const RENEWAL_TOOLS = ['lopdgdd', 'acosoLaboral', 'desconexionDigital'] as const;
export type RenewalTool = (typeof RENEWAL_TOOLS)[number];

const m = MESSAGES.renewals;
const flag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();
const calendarDate = (message: string) => z.string({ error: message }).refine(isCalendarDate, { error: message });

/** GET /admin/renovaciones and /worker/renovaciones: status flags, month and year of the renewal date, search. */
export const staffRenewalQuerySchema = pageQuerySchema.extend({
  renueva: flag,
  deshabilitarRenovacion: flag,
  procesada: flag,
  mes: z.coerce.number().int().min(1).max(12).optional(),
  year: z.coerce.number().int().min(2000, { error: m.yearRange }).max(2050, { error: m.yearRange }).optional(),
  nifCif: z.string().trim().max(32).optional(),
  nombreEmpresa: z.string().trim().max(255).optional(),
  fechaFinMax: calendarDate(MESSAGES.invoices.invalidDate).optional(),
});
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
export const newRenewalSchema = z
  .object({
    fechaInicio: calendarDate(MESSAGES.invoices.invalidDate),
    fechaFin: calendarDate(MESSAGES.invoices.invalidDate),
    fechaRenovacion: calendarDate(MESSAGES.invoices.invalidDate),
    tools: z.object({ lopdgdd: z.boolean(), acosoLaboral: z.boolean(), desconexionDigital: z.boolean() }),
    productos: z.array(z.object({ nombrePlantilla: z.enum(['LOPD', 'ACOSO', 'DIGITAL']), precioDescuento: price })),
    enviarEmail: z.boolean().optional(),
  })
  .refine((renewal) => Object.values(renewal.tools).some(Boolean), { error: m.toolRequired, path: ['tools'] })
  .refine((renewal) => renewal.fechaFin >= renewal.fechaInicio, { error: m.endBeforeStart, path: ['fechaFin'] })
  .refine((renewal) => renewal.fechaRenovacion <= renewal.fechaFin, {
    error: m.renewalAfterEnd,
    path: ['fechaRenovacion'],
  });
export type NewRenewal = z.infer<typeof newRenewalSchema>;

/** Days from today to the end of the period (negative once it has ended). */
export const renewalDaysRemaining = (fechaFin: string, today: string) => daysBetween(today, fechaFin);

/** Approval opens 18 days before `fechaRenovacion` (part 2 section 4; enforced by the server). */
export const canApproveRenewal = (fechaRenovacion: string, today: string) =>
  daysBetween(today, fechaRenovacion) <= RENEWAL_WINDOW_DAYS;
