import { z } from 'zod';

/** GET /cumplia-core/gestorias/my/resumen: the figures of the agency's home, each leading to its list. */
export const agencySummarySchema = z.object({
  empresas: z.number().int(),
  /** Clients with a contract or an SMS sign-up still waiting for its signature (the board's 'firmaPendiente'). */
  firmasPendientes: z.number().int(),
  /** Clients the provider has not verified yet: they cannot download their documents (the board's 'sinVerificar'). */
  sinVerificar: z.number().int(),
  /** Current renewals whose approval window is open, not yet approved (the board's 'renovacionPorAprobar'). */
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
