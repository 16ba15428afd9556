import { z } from 'zod';

/** GET /cumplia-core/facturas/gestoria: the invoices of the agency's companies, with its commission on each. */
export const agencyInvoiceSchema = z.object({
  id: z.number().int(),
  facturaId: z.string(),
  fecha: z.string(),
  empresa: z.object({ nombreComercial: z.string(), nifCif: z.string() }),
  importeTotal: z.number(),
  importeTotalImpuestos: z.number(),
  facturado: z.boolean(),
  comision: z.number(),
  comisionPorcentaje: z.number(),
});
export type AgencyInvoice = z.infer<typeof agencyInvoiceSchema>;
