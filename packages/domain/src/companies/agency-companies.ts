import { z } from 'zod';
import { PAYMENT_METHODS, PROTOCOL_CODES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { onboardingProgressSchema } from '../onboarding/onboarding.js';
import { crossFieldRule, formObject } from '../primitives/form-schema.js';
import { hasSpanishIbanForm, isValidIban } from '../primitives/iban.js';
import { normalizeTaxId } from '../primitives/spanish-id.js';
import { personalNifField } from '../primitives/zod-fields.js';
import { sortQuerySchema } from '../shared/list-query.js';
import { pageQuerySchema } from '../shared/paged.js';
import { clientBoardColumnsSchema, clientBoardFilterSchema } from './client-board.js';
import { companyFields, companyRules } from './company-form.js';

const v = MESSAGES.validation;

/** The agency lists' filters by company name and NIF/CIF (companies, companies without user, renewals). */
export const agencyCompanyFilterQuerySchema = pageQuerySchema.extend({
  nombreEmpresa: z.string().trim().max(255).optional(),
  nifCif: z.string().trim().max(32).optional(),
});

/** The columns the agency's company lists sort by (the first three served by an index on the agency and that column). */
export const AGENCY_COMPANY_SORTS = ['fecha', 'empresa', 'nifCif', 'localidad', 'renovacion'] as const;
export type AgencyCompanySort = (typeof AGENCY_COMPANY_SORTS)[number];

/** The client board's search, states and sort, shared by its export (GET .../empresas/export). */
export const agencyCompaniesFilterSchema = z.object({
  nombreEmpresa: z.string().trim().max(255).optional(),
  nifCif: z.string().trim().max(32).optional(),
  ...sortQuerySchema(AGENCY_COMPANY_SORTS, { sort: 'fecha', dir: 'desc' }).shape,
  ...clientBoardFilterSchema.shape,
});

/**
 * GET /cumplia-core/gestorias/my/empresas (the client board) and /sin-usuario: zero-based page, filters, sort
 * (newest first).
 */
export const agencyCompaniesQuerySchema = pageQuerySchema.extend(agencyCompaniesFilterSchema.shape);
export type AgencyCompaniesQuery = z.input<typeof agencyCompaniesQuerySchema>;
/** The query as the server reads it, defaults applied. */
export type AgencyCompaniesParsedQuery = z.output<typeof agencyCompaniesQuerySchema>;

/** A row of the agency's company lists (Fecha, Empresa, Cif/Nif, Tools). */
export const agencyCompanyListItemSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  razonSocial: z.string(),
  nombreComercial: z.string(),
  nifCif: z.string(),
  lopdgdd: z.boolean(),
  acosoLaboral: z.boolean(),
  desconexionDigital: z.boolean(),
  verificado: z.boolean(),
  numTrabajadores: z.number().int(),
  /** False while the company's compliance profile has never been saved. */
  perfilGuardado: z.boolean(),
  /** Obligations for its headcount and sector that Cumplia does not cover or the company has not contracted. */
  obligacionesExpuestas: z.array(z.string()),
  /** Its sign-up by SMS, for a company the agency registered with only its NIF/CIF and phone (else null). */
  alta: onboardingProgressSchema.nullable(),
  ...clientBoardColumnsSchema.shape,
});
export type AgencyCompanyListItem = z.infer<typeof agencyCompanyListItemSchema>;

/** GET /cumplia-core/gestorias/my: the logged-in agency. */
export const myAgencySchema = z.object({
  id: z.number().int(),
  nombreComercial: z.string(),
  razonSocial: z.string(),
  nifCif: z.string(),
  comision: z.number(),
});

/**
 * GET .../empresas/{nifCif}/tools/precios: the yearly price, before tax, that switching each tool on bills (the
 * company's own price for it when it has one, else the agency's).
 */
export const toolPricesSchema = z.object({ precios: z.record(z.enum(PROTOCOL_CODES), z.number()) });

/** PUT .../empresas/{nifCif}/tools: the new set of tools. */
export const companyToolsRequestSchema = z.object({
  lopdgdd: z.boolean(),
  acosoLaboral: z.boolean(),
  desconexionDigital: z.boolean(),
});
export type CompanyToolsRequest = z.infer<typeof companyToolsRequestSchema>;

// The login NIF is not edited; on edit the payment method has no default.
const {
  username: _username,
  metodoDePago: _method,
  numCuenta: _account,
  ...companyEditFields
} = companyFields({
  usernameRequired: v.userDniRequired,
  usernameInvalid: v.userDniInvalid,
});

function companyEditSchema(options: { sepaAccountRequired: string }) {
  const payment = {
    metodoDePago: z.enum(PAYMENT_METHODS, { error: v.metodoDePagoRequired }),
    numCuenta: z
      .string({ error: v.numCuentaRequired })
      .transform((value) => value.replace(/\s/g, '').toUpperCase())
      .pipe(z.string().min(1, { error: options.sepaAccountRequired })),
  };
  const sepaAccountRule = crossFieldRule(payment, ['metodoDePago', 'numCuenta'], (company, ctx) => {
    if (company.metodoDePago !== 'SEPA') return;
    if (!(hasSpanishIbanForm(company.numCuenta) && isValidIban(company.numCuenta))) {
      ctx.addIssue({ code: 'custom', path: ['numCuenta'], message: v.numCuentaInvalid });
    }
  });
  return formObject({ ...companyEditFields, ...payment }, [...companyRules, sepaAccountRule]);
}

/**
 * The company edit form of agencies (PUT /cumplia-core/gestorias/my/empresas/{cifNif}) and of the
 * superadmin (PUT /admin/empresas/{id}), part 1 section 5 and part 2 section 5.6. The login NIF and the tools
 * are not edited here. The account number is always required; with SEPA it must be a valid IBAN.
 */
export const updateAgencyCompanyRequestSchema = companyEditSchema({ sepaAccountRequired: v.numCuentaRequired });
export type UpdateAgencyCompanyRequest = z.input<typeof updateAgencyCompanyRequestSchema>;

/** The worker's company edit (PUT /worker/empresas/{id|cifNif}): same rules, its own account message. */
export const workerUpdateCompanyRequestSchema = companyEditSchema({
  sepaAccountRequired: MESSAGES.staffCompanies.workerIbanRequired,
});

const a = MESSAGES.assignUser;

/** POST /cumplia-core/empresas/{id}/asignar-usuario: the login of a company that has none. */
export const assignCompanyUserRequestSchema = z.object({
  username: personalNifField(a.usernameRequired, a.usernameInvalid),
  email: z
    .string({ error: a.emailRequired })
    .trim()
    .min(1, { error: a.emailRequired, abort: true })
    .max(255)
    .pipe(z.email({ error: a.emailInvalid })),
  name: z.string({ error: a.nameRequired }).trim().min(1, { error: a.nameRequired }).max(200),
});
export type AssignCompanyUserRequest = z.input<typeof assignCompanyUserRequestSchema>;

/** The NIF/CIF in a path, normalised like the stored one. */
export const nifCifParamSchema = z.object({ cifNif: z.string().max(32).transform(normalizeTaxId) });
