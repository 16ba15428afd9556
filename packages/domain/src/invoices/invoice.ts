import { z } from 'zod';
import { PAYMENT_METHODS, PROTOCOL_CODES } from '../constants.js';

export const INVOICE_KINDS = ['ORDINARIA', 'RECTIFICATIVA'] as const;

/** An invoice line (facturaDetalles). Amounts in euros at the API edge. */
export const invoiceLineSchema = z.object({
  nombrePlantilla: z.enum(PROTOCOL_CODES),
  nombreProducto: z.string(),
  precioUnitario: z.number(),
});

/**
 * An invoice (factura) as lists show it (part 1 and part 2 section 3). `facturado` means remitted to the bank.
 * A rectifying invoice names the one it corrects; a corrected one names its rectification.
 */
export const invoiceSchema = z.object({
  id: z.number().int(),
  facturaId: z.string(),
  fecha: z.string(),
  fechaCuandoFacturar: z.string(),
  facturado: z.boolean(),
  importeTotal: z.number(),
  importeTotalImpuestos: z.number(),
  tipo: z.enum(INVOICE_KINDS),
  rectificaA: z.string().nullable(),
  rectificadaPor: z.string().nullable(),
  empresa: z.object({
    id: z.number().int(),
    razonSocial: z.string(),
    nombreComercial: z.string(),
    nifCif: z.string(),
    metodoDePago: z.enum(PAYMENT_METHODS),
    numCuenta: z.string(),
  }),
  facturaDetalles: z.array(invoiceLineSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;
