import { z } from 'zod';
import { productLineSchema } from '../companies/company.js';

/** A collaborator (gestoría) as staff lists it (part 2 section 3). `comision` is a percent with two decimals. */
export const agencySchema = z.object({
  id: z.number().int(),
  nifCif: z.string(),
  razonSocial: z.string(),
  nombreComercial: z.string(),
  comision: z.number().min(0).max(100),
  superColaborador: z.boolean(),
  createdAt: z.string(),
  users: z.array(z.object({ id: z.number().int(), email: z.string().nullable() })),
  productos: z.array(productLineSchema),
});
export type Agency = z.infer<typeof agencySchema>;
