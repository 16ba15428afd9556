import { z } from 'zod';
import { productLineSchema } from '../companies/company.js';

/** A renewal (renovación) period of a company's tools (part 2 section 3). Dates are `yyyy-mm-dd`. */
export const renewalSchema = z.object({
  id: z.number().int(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  fechaRenovacion: z.string(),
  empresa: z.object({
    id: z.number().int(),
    nombre: z.string(),
    nifCif: z.string(),
    razonSocial: z.string(),
    nombreComercial: z.string(),
    lopdgdd: z.boolean(),
    acosoLaboral: z.boolean(),
    desconexionDigital: z.boolean(),
  }),
  gestoria: z.object({ nombre: z.string() }).nullable(),
  renueva: z.boolean(),
  deshabilitarRenovacion: z.boolean(),
  procesada: z.boolean(),
  prioritaria: z.boolean(),
  diasRestantes: z.number().int(),
  ultimaActualizacion: z.string(),
  productos: z.array(productLineSchema),
});
export type Renewal = z.infer<typeof renewalSchema>;
