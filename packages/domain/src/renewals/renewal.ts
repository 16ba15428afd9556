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
  /** The tools of the next period (the company's current ones are under empresa). */
  lopdgdd: z.boolean(),
  acosoLaboral: z.boolean(),
  desconexionDigital: z.boolean(),
  renueva: z.boolean(),
  deshabilitarRenovacion: z.boolean(),
  procesada: z.boolean(),
  /** The detail views' label (Deshabilitada, Procesada, Aceptada, Pendiente). */
  estado: z.enum(['Deshabilitada', 'Procesada', 'Aceptada', 'Pendiente']),
  prioritaria: z.boolean(),
  diasRestantes: z.number().int(),
  ultimaActualizacion: z.string(),
  productos: z.array(productLineSchema),
});
export type Renewal = z.infer<typeof renewalSchema>;
