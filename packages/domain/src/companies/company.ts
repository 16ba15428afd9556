import { z } from 'zod';
import { COMPANY_TYPES, PAYMENT_METHODS, PROTOCOL_CODES } from '../constants.js';

/** A product (protocol) line of a company or agency: the negotiated price in euros with two decimals. */
export const productLineSchema = z.object({
  productoId: z.number().int().optional(),
  nombrePlantilla: z.enum(PROTOCOL_CODES),
  precioDescuento: z.number().min(0),
});
export type ProductLine = z.infer<typeof productLineSchema>;

/** The company (empresa) as the API returns it (part 1 section 3, part 2 section 3). */
export const companySchema = z.object({
  id: z.number().int(),
  razonSocial: z.string(),
  nifCif: z.string(),
  tipo: z.enum(COMPANY_TYPES),
  nombre: z.string(),
  username: z.string(),
  dni: z.string(),
  email: z.string(),
  telefono: z.string(),
  nombreComercial: z.string(),
  direccion: z.string(),
  localidad: z.string(),
  provincia: z.string(),
  codigoPostal: z.string(),
  cnae: z.string(),
  actividad: z.string(),
  numTrabajadores: z.number().int(),
  numCuenta: z.string(),
  metodoDePago: z.enum(PAYMENT_METHODS),
  lopdgdd: z.boolean(),
  acosoLaboral: z.boolean(),
  desconexionDigital: z.boolean(),
  contratoLopdAceptado: z.boolean(),
  contratoAcosoAceptado: z.boolean(),
  contratoDesconexionAceptado: z.boolean(),
  permitirDescarga: z.boolean(),
  verificado: z.boolean(),
  /** The company holds its NIF/CIF (it signed, or staff verified or registered it): only staff may change it. */
  confirmada: z.boolean(),
  gestoriaNombre: z.string().nullable(),
  productos: z.array(productLineSchema),
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;
