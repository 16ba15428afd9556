import { z } from 'zod';
import { PAYMENT_METHODS, PROTOCOL_CODES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { euroPrice } from '../primitives/zod-fields.js';
import { sortQuerySchema } from '../shared/list-query.js';
import { pageQuerySchema } from '../shared/paged.js';
import { companySchema } from './company.js';
import { type ContractFlags, protocolsOf, signedProtocolsOf, type ToolFlags } from './tool-flags.js';

const s = MESSAGES.staffCompanies;

/** The columns the staff company list sorts by. */
export const STAFF_COMPANY_SORTS = ['fecha', 'empresa', 'nifCif'] as const;
export type StaffCompanySort = (typeof STAFF_COMPANY_SORTS)[number];

/** GET /admin/empresas and /worker/empresas: verified or not, name and NIF/CIF filters, sort (newest first). */
export const staffCompaniesQuerySchema = pageQuerySchema
  .extend({
    verificado: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    nombre: z.string().trim().max(255).optional(),
    nifCif: z.string().trim().max(32).optional(),
  })
  .extend(sortQuerySchema(STAFF_COMPANY_SORTS, { sort: 'fecha', dir: 'desc' }).shape);
export type StaffCompaniesQuery = z.output<typeof staffCompaniesQuerySchema>;

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
  /** The contracts of its active tools: all signed, some still to sign, or no tool contracted yet. */
  firma: z.enum(['FIRMADA', 'PENDIENTE', 'SIN_HERRAMIENTAS']),
  createdAt: z.string(),
  /** How many other registrations give the same NIF/CIF: staff verification decides which is the company. */
  otrasAltasMismoNif: z.number().int(),
});
export type StaffCompanyListItem = z.infer<typeof staffCompanyListItemSchema>;

/**
 * GET /admin/empresas/{id}/altas-mismo-nif: every registration that gives a company's NIF/CIF, with what each
 * offers as proof, side by side, so staff verify the one that is the company.
 */
export const nifClaimSchema = z.object({
  id: z.number().int(),
  razonSocial: z.string(),
  /** The agency that registered it, or null when it came by the website or by staff. */
  gestoria: z.string().nullable(),
  /** Who typed its data (and so its phone): the agency, staff or the company itself on the website. */
  registradaPor: z.enum(['GESTORIA', 'PERSONAL', 'WEB']),
  registradaEl: z.string(),
  representante: z.string(),
  dniRepresentante: z.string(),
  email: z.string(),
  telefono: z.string(),
  /** Who typed that phone: the agency, staff, or the company itself. */
  telefonoIndicadoPor: z.enum(['GESTORIA', 'PERSONAL', 'EMPRESA']),
  direccion: z.string(),
  /** When it signed its contracts by SMS (on the phone above), or null. */
  firmadaEl: z.string().nullable(),
  /** Contracts signed, and whether staff verified it (then it holds the NIF/CIF). */
  contratosFirmados: z.number().int(),
  verificada: z.boolean(),
  /** Whether its administrator has a login to the company area. */
  conUsuario: z.boolean(),
});
export type NifClaim = z.infer<typeof nifClaimSchema>;

/** Whether a company has signed the contracts of every tool it has switched on. */
export function contractSignatureState(company: ToolFlags & ContractFlags): StaffCompanyListItem['firma'] {
  const active = protocolsOf(company);
  if (active.length === 0) return 'SIN_HERRAMIENTAS';
  return signedProtocolsOf(company).length === active.length ? 'FIRMADA' : 'PENDIENTE';
}

/**
 * GET /admin/empresas/{id}: the company, per protocol the price of its last invoice line (euros), and whether its
 * administrator has a login to the company area.
 */
export const staffCompanyDetailSchema = companySchema.extend({
  ultimoPrecioFacturado: z.partialRecord(z.enum(PROTOCOL_CODES), z.number()),
  conUsuario: z.boolean(),
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

/** POST /admin/empresas/verify: 'Verificar seleccionadas' on the superadmin home (a page at most). */
export const verifyCompaniesRequestSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1, { error: 'Seleccione al menos una empresa.' }).max(100),
});
export const verifyCompaniesResponseSchema = z.object({ verificadas: z.number().int() });
