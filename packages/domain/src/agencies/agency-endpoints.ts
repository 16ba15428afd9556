import { z } from 'zod';
import {
  agencyCompaniesFilterSchema,
  agencyCompaniesQuerySchema,
  agencyCompanyListItemSchema,
  companyToolsRequestSchema,
  myAgencySchema,
  nifCifParamSchema,
  toolPricesSchema,
  updateAgencyCompanyRequestSchema,
} from '../companies/agency-companies.js';
import { clientStateCountsSchema } from '../companies/client-board.js';
import { companySchema } from '../companies/company.js';
import { createAgencyCompanyRequestSchema } from '../companies/company-form.js';
import { ROLES } from '../constants.js';
import {
  agencyInvoicePageSchema,
  agencyInvoicesFilterSchema,
  agencyInvoicesQuerySchema,
} from '../invoices/agency-invoice.js';
import {
  agencyRenewalParamsSchema,
  agencyRenewalSchema,
  agencyRenewalsQuerySchema,
} from '../renewals/agency-renewal.js';
import { defineEndpoint } from '../shared/endpoint.js';
import { exportFormatSchema } from '../shared/list-query.js';
import { pagedSchema } from '../shared/paged.js';
import { agencySummarySchema } from './agency-summary.js';

const agency = { audience: [ROLES.agency], tag: 'agencies' } as const;

/** /cumplia-core/gestorias/... and the agency's billing: its own companies only (ROLE_MANAGEMENT, tenant-scoped). */
export const agencyEndpoints = {
  myAgency: defineEndpoint({ ...agency, method: 'GET', path: '/cumplia-core/gestorias/my', response: myAgencySchema }),
  summary: defineEndpoint({
    ...agency,
    method: 'GET',
    path: '/cumplia-core/gestorias/my/resumen',
    summary: 'The agency home dashboard',
    response: agencySummarySchema,
  }),
  companies: defineEndpoint({
    ...agency,
    method: 'GET',
    path: '/cumplia-core/gestorias/my/empresas',
    query: agencyCompaniesQuerySchema,
    response: pagedSchema(agencyCompanyListItemSchema),
  }),
  clientCounts: defineEndpoint({
    ...agency,
    method: 'GET',
    path: '/cumplia-core/gestorias/my/empresas/recuento',
    summary: "How many of the agency's clients are in each state of the client board",
    response: clientStateCountsSchema,
  }),
  exportCompanies: defineEndpoint({
    ...agency,
    method: 'GET',
    path: '/cumplia-core/gestorias/my/empresas/export',
    summary: 'The client board as a spreadsheet, its search, states and sort applied',
    query: agencyCompaniesFilterSchema.extend(exportFormatSchema.shape),
    response: 'file',
  }),
  companiesWithoutUser: defineEndpoint({
    ...agency,
    method: 'GET',
    path: '/cumplia-core/gestorias/my/empresas/sin-usuario',
    query: agencyCompaniesQuerySchema,
    response: pagedSchema(agencyCompanyListItemSchema),
  }),
  createCompany: defineEndpoint({
    ...agency,
    method: 'POST',
    path: '/cumplia-core/gestorias/my/empresas',
    body: createAgencyCompanyRequestSchema,
    response: z.object({ id: z.number().int(), nifCif: z.string() }),
    status: 201,
  }),
  company: defineEndpoint({
    ...agency,
    method: 'GET',
    path: '/cumplia-core/gestorias/empresas/:cifNif',
    params: nifCifParamSchema,
    response: companySchema,
  }),
  updateCompany: defineEndpoint({
    ...agency,
    method: 'PUT',
    path: '/cumplia-core/gestorias/my/empresas/:cifNif',
    params: nifCifParamSchema,
    body: updateAgencyCompanyRequestSchema,
    response: companySchema,
  }),
  updateTools: defineEndpoint({
    ...agency,
    method: 'PUT',
    path: '/cumplia-core/gestorias/my/empresas/:cifNif/tools',
    params: nifCifParamSchema,
    body: companyToolsRequestSchema,
    response: companyToolsRequestSchema.extend({ nifCif: z.string() }),
  }),
  toolPrices: defineEndpoint({
    ...agency,
    method: 'GET',
    path: '/cumplia-core/gestorias/my/empresas/:cifNif/tools/precios',
    summary: 'What switching each tool on would bill the company, in euros before tax',
    params: nifCifParamSchema,
    response: toolPricesSchema,
  }),
  renewals: defineEndpoint({
    ...agency,
    method: 'GET',
    path: '/cumplia-core/gestorias/my/renovaciones',
    query: agencyRenewalsQuerySchema,
    response: pagedSchema(agencyRenewalSchema),
  }),
  optOutOfRenewal: defineEndpoint({
    ...agency,
    method: 'POST',
    path: '/cumplia-core/gestorias/my/renovaciones/:id/no-renovar',
    summary: "Passes on the client's opposition to its renewal: the tools end with the period",
    params: agencyRenewalParamsSchema,
    response: agencyRenewalSchema,
  }),
  invoices: defineEndpoint({
    ...agency,
    method: 'GET',
    path: '/cumplia-core/facturas/gestoria',
    query: agencyInvoicesQuerySchema,
    response: agencyInvoicePageSchema,
  }),
  exportInvoices: defineEndpoint({
    ...agency,
    method: 'GET',
    path: '/cumplia-core/facturas/gestoria/export',
    query: agencyInvoicesFilterSchema.extend(exportFormatSchema.shape),
    response: 'file',
  }),
};
