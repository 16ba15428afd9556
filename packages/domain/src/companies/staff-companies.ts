import { z } from 'zod';
import { PAYMENT_METHODS, PROTOCOL_CODES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { euroPrice } from '../primitives/zod-fields.js';
import { companySchema } from './company.js';

const s = MESSAGES.staffCompanies;

/** A row of the staff company lists: the homes' 'Nuevas empresas', 'Tus empresas' and the admin list. */
export const staffCompanyListItemSchema = z.object({
  id: z.number().int(),
  telefono: z.string(),
  nifCif: z.string(),
  nombreComercial: z.string(),
  razonSocial: z.string(),
  nombre: z.string(),
  metodoDePago: z.enum(PAYMENT_METHODS),
  lopdgdd: z.boolean(),
  acosoLaboral: z.boolean(),
  desconexionDigital: z.boolean(),
  verificado: z.boolean(),
  createdAt: z.string(),
});
export type StaffCompanyListItem = z.infer<typeof staffCompanyListItemSchema>;

/** GET /admin/empresas/{id}: the company and, per protocol, the price of its last invoice line (euros). */
export const staffCompanyDetailSchema = companySchema.extend({
  ultimoPrecioFacturado: z.partialRecord(z.enum(PROTOCOL_CODES), z.number()),
});
export type StaffCompanyDetail = z.infer<typeof staffCompanyDetailSchema>;

const toolFlagsSchema = z.object({
  lopdgdd: z.boolean(),
  acosoLaboral: z.boolean(),
  desconexionDigital: z.boolean(),
});

/**
 * PUT /admin/empresas/{nifCif}/tools: the company's new set of tools. A tool switched on needs a price greater
 * than 0 (checked against the current set on the server); `callViafirma` sends the signing SMS.
 */
export const staffToolsRequestSchema = z.object({
  tools: toolFlagsSchema,
  price: euroPrice(s.toolPriceRequired, { positive: s.toolPricePositive }).optional(),
  callViafirma: z.boolean().default(false),
});
export type StaffToolsRequest = z.input<typeof staffToolsRequestSchema>;

const toolPriceSchema = z
  .object({ enabled: z.boolean(), price: euroPrice(s.toolPriceRequired, { positive: s.toolPricePositive }).optional() })
  .refine((tool) => !tool.enabled || (tool.price !== undefined && tool.price > 0), {
    error: s.toolPriceRequired,
    path: ['price'],
  });

/** PUT /admin/empresas/{nifCif}/tools/multiple-price: 'Alta múltiple', each chosen tool with its price. */
export const multipleToolPricesRequestSchema = z
  .object({
    tools: z.object({
      lopdgdd: toolPriceSchema.optional(),
      acosoLaboral: toolPriceSchema.optional(),
      desconexionDigital: toolPriceSchema.optional(),
    }),
    callViafirma: z.boolean().default(false),
  })
  .refine((body) => Object.values(body.tools).some((tool) => tool?.enabled), {
    error: s.toolsRequired,
    path: ['tools'],
  });
export type MultipleToolPricesRequest = z.input<typeof multipleToolPricesRequestSchema>;
