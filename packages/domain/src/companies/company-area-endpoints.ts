import { z } from 'zod';
import { ROLES } from '../constants.js';
import {
  companyInvoicePageSchema,
  companyInvoicesFilterSchema,
  companyInvoicesQuerySchema,
} from '../invoices/invoice.js';
import { defineEndpoint } from '../shared/endpoint.js';
import { exportFormatSchema } from '../shared/list-query.js';
import { companySchema } from './company.js';
import { companyHomeSchema } from './company-home.js';

const id = z.coerce.number().int().positive();

/**
 * The company a request of a person who runs several acts for (its id); without it, the first of theirs. A
 * header, not a session claim, so each browser tab may show another of the person's companies.
 */
export const COMPANY_HEADER = 'x-cumplia-empresa';

/** One of the companies the logged-in person administers, for the company switcher. */
export const myCompanyChoiceSchema = z.object({ id: z.number().int(), razonSocial: z.string(), nifCif: z.string() });
export type MyCompanyChoice = z.infer<typeof myCompanyChoiceSchema>;
const company = { audience: [ROLES.company], tag: 'company' } as const;

/**
 * A company that names the logged-in person as its administrator, waiting for them to accept it into their login
 * or refuse it. Who registered it is shown so the person can tell whether it is theirs.
 */
export const companyLoginInvitationSchema = z.object({
  id: z.number().int(),
  razonSocial: z.string(),
  nifCif: z.string(),
  /** The agency that registered the company, or null when it came by the website or by the provider's staff. */
  gestoria: z.string().nullable(),
  registradaPor: z.enum(['GESTORIA', 'PERSONAL', 'WEB']),
  invitadaEl: z.string(),
});
export type CompanyLoginInvitation = z.infer<typeof companyLoginInvitationSchema>;

/** The client company's own area: its data, its protocol documents, its contracts and its invoices. */
export const companyAreaEndpoints = {
  myCompany: defineEndpoint({ ...company, method: 'GET', path: '/cumplia-core/empresas/my', response: companySchema }),
  myCompanies: defineEndpoint({
    ...company,
    method: 'GET',
    path: '/cumplia-core/empresas/mias',
    summary: 'The companies the person administers (one login, several companies), by name',
    response: z.array(myCompanyChoiceSchema),
  }),
  loginInvitations: defineEndpoint({
    ...company,
    method: 'GET',
    path: '/cumplia-core/empresas/invitaciones',
    summary: 'Companies that name the person as their administrator and wait for their answer',
    response: z.array(companyLoginInvitationSchema),
  }),
  acceptLoginInvitation: defineEndpoint({
    ...company,
    method: 'POST',
    path: '/cumplia-core/empresas/invitaciones/:id/aceptar',
    params: z.object({ id }),
    response: z.object({ message: z.string() }),
  }),
  refuseLoginInvitation: defineEndpoint({
    ...company,
    method: 'POST',
    path: '/cumplia-core/empresas/invitaciones/:id/rechazar',
    params: z.object({ id }),
    response: z.object({ message: z.string() }),
  }),
  home: defineEndpoint({
    ...company,
    method: 'GET',
    path: '/cumplia-core/empresas/my/resumen',
    summary: "The company home: each protocol's state and the next steps",
    response: companyHomeSchema,
  }),
  protocolDocument: defineEndpoint({
    ...company,
    method: 'GET',
    path: '/cumplia-core/pdfs/empresas/my/plantillas/:tipo',
    params: z.object({ tipo: z.enum(['lopd', 'acoso', 'desconexion']) }),
    response: 'file',
  }),
  signedContractUrls: defineEndpoint({
    ...company,
    method: 'GET',
    path: '/cumplia-core/pdfs/download/:companyId',
    params: z.object({ companyId: id }),
    response: z.array(z.string()),
  }),
  signedContract: defineEndpoint({
    ...company,
    method: 'GET',
    path: '/cumplia-core/pdfs/contratos/:contractId',
    params: z.object({ contractId: id }),
    response: 'file',
  }),
  invoices: defineEndpoint({
    ...company,
    method: 'GET',
    path: '/cumplia-core/facturas/empresa/my',
    query: companyInvoicesQuerySchema,
    response: companyInvoicePageSchema,
  }),
  exportInvoices: defineEndpoint({
    ...company,
    method: 'GET',
    path: '/cumplia-core/facturas/empresa/my/export',
    query: companyInvoicesFilterSchema.extend(exportFormatSchema.shape),
    response: 'file',
  }),
};
