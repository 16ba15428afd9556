import { z } from 'zod';

/** A row of the staff company lists (the homes' 'Nuevas empresas' / 'Tus empresas'). */
export const staffCompanyListItemSchema = z.object({
  id: z.number().int(),
  telefono: z.string(),
  nifCif: z.string(),
  nombreComercial: z.string(),
  razonSocial: z.string(),
  nombre: z.string(),
  createdAt: z.string(),
});
export type StaffCompanyListItem = z.infer<typeof staffCompanyListItemSchema>;
