import { z } from 'zod';
import { agencyCompanyFilterQuerySchema } from '../companies/agency-companies.js';
import { PROTOCOL_CODES } from '../constants.js';
import { sortQuerySchema } from '../shared/list-query.js';

/** The columns the agency's renewal list sorts by. */
export const AGENCY_RENEWAL_SORTS = ['fechaInicio', 'fechaFin', 'empresa'] as const;
export type AgencyRenewalSort = (typeof AGENCY_RENEWAL_SORTS)[number];

/** GET /cumplia-core/gestorias/my/renovaciones: filters by company, sort (latest end date first). */
export const agencyRenewalsQuerySchema = agencyCompanyFilterQuerySchema.extend(
  sortQuerySchema(AGENCY_RENEWAL_SORTS, { sort: 'fechaFin', dir: 'desc' }).shape,
);
export type AgencyRenewalsQuery = z.output<typeof agencyRenewalsQuerySchema>;

/** A row of the agency's /renovaciones list and its 'Detalles de Renovación' dialog. */
export const agencyRenewalSchema = z.object({
  id: z.number().int(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  fechaRenovacion: z.string(),
  empresa: z.object({ id: z.number().int(), nombreComercial: z.string(), razonSocial: z.string(), nifCif: z.string() }),
  gestoria: z.object({ nombre: z.string() }),
  estado: z.enum(['Deshabilitada', 'Procesada', 'Aceptada', 'Pendiente']),
  ultimaActualizacion: z.string(),
  /** The tools the next period renews, each at the price its invoice will carry (euros, before tax). */
  servicios: z.array(z.object({ protocolo: z.enum(PROTOCOL_CODES), precio: z.number() })),
  /** How those prices stand with tax for this client's territory ('IGIC 7 % no incluido'). */
  impuestos: z.string(),
  /** Whether the agency can still pass on its client's opposition ('El cliente no renueva'). */
  puedeNoRenovar: z.boolean(),
});
export type AgencyRenewal = z.infer<typeof agencyRenewalSchema>;

/** POST /cumplia-core/gestorias/my/renovaciones/{id}/no-renovar: the renewal's id. */
export const agencyRenewalParamsSchema = z.object({ id: z.coerce.number().int().positive() });
