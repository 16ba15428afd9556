import { z } from 'zod';

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
});
export type AgencyRenewal = z.infer<typeof agencyRenewalSchema>;
