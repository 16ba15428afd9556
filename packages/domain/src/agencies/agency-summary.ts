import { z } from 'zod';

/** GET /cumplia-core/gestorias/my/resumen: the figures of the agency's home, each leading to its list. */
export const agencySummarySchema = z.object({
  empresas: z.number().int(),
  /** Companies with a contract still waiting for its signature. */
  firmasPendientes: z.number().int(),
  /** Current renewals whose approval window (18 days before the renewal date) is open. */
  renovacionesEnVentana: z.number().int(),
  /** This calendar month (Madrid): invoices issued, their amount with taxes, the agency's commission. */
  mes: z.object({
    desde: z.string(),
    facturas: z.number().int(),
    importeTotalImpuestos: z.number(),
    comision: z.number(),
  }),
});
export type AgencySummary = z.infer<typeof agencySummarySchema>;
