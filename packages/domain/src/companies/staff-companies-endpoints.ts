import { z } from 'zod';
import { messageResponseSchema } from '../auth/verify-user.js';
import { PROTOCOL_CODES, ROLES, STAFF_ROLES } from '../constants.js';
import { normalizeTaxId } from '../primitives/spanish-id.js';
import { bothStaffScopes, defineEndpoint, idParamsSchema } from '../shared/endpoint.js';
import { exportFormatSchema } from '../shared/list-query.js';
import { pagedSchema } from '../shared/paged.js';
import {
  companyToolsRequestSchema,
  toolPricesSchema,
  updateAgencyCompanyRequestSchema,
  workerUpdateCompanyRequestSchema,
} from './agency-companies.js';
import { createStaffCompanyRequestSchema } from './company-form.js';
import {
  staffClientBoardFilterSchema,
  staffClientBoardItemSchema,
  staffClientBoardQuerySchema,
} from './staff-client-board.js';
import {
  multipleToolPricesRequestSchema,
  nifClaimSchema,
  staffCompaniesQuerySchema,
  staffCompanyDetailSchema,
  staffCompanyListItemSchema,
  staffToolsRequestSchema,
  verifyCompaniesRequestSchema,
  verifyCompaniesResponseSchema,
} from './staff-companies.js';

/** The tools paths name the company by NIF/CIF in the position where the others carry its id. */
const byNifCif = z.object({ id: z.string().max(32).transform(normalizeTaxId) });
const toolsResponse = companyToolsRequestSchema.extend({ nifCif: z.string() });
const staff = { audience: STAFF_ROLES, tag: 'staff-companies' } as const;

/**
 * Companies for staff (part 2 sections 2.12-2.15 and 7): list and export (the homes' 'Nuevas empresas' use
 * verificado=false), creation, detail, edit, tools, verification, protocols and signature evidence. Worker paths
 * take an id or a NIF/CIF; the worker's PUT carries either the whole company or only its tools.
 */
export const staffCompaniesEndpoints = {
  clientBoard: bothStaffScopes('/clientes', {
    ...staff,
    method: 'GET',
    summary: "The client board over every agency's clients, each with its agency",
    query: staffClientBoardQuerySchema,
    response: pagedSchema(staffClientBoardItemSchema),
  }),
  exportClientBoard: bothStaffScopes('/clientes/export', {
    ...staff,
    method: 'GET',
    summary: "The staff's client board as a spreadsheet, its search, states, agency and sort applied",
    query: staffClientBoardFilterSchema.extend(exportFormatSchema.shape),
    response: 'file',
  }),
  list: bothStaffScopes('/empresas', {
    ...staff,
    method: 'GET',
    query: staffCompaniesQuerySchema,
    response: pagedSchema(staffCompanyListItemSchema),
  }),
  export: bothStaffScopes('/empresas/export', {
    ...staff,
    method: 'GET',
    query: staffCompaniesQuerySchema.omit({ page: true, size: true }).extend(exportFormatSchema.shape),
    response: 'file',
  }),
  create: bothStaffScopes('/empresas', {
    ...staff,
    method: 'POST',
    body: createStaffCompanyRequestSchema,
    response: z.object({ id: z.number().int(), nifCif: z.string() }),
    status: 201,
  }),
  adminDetail: defineEndpoint({
    ...staff,
    method: 'GET',
    path: '/cumplia-core/admin/empresas/:id',
    params: idParamsSchema,
    response: staffCompanyDetailSchema,
  }),
  adminUpdate: defineEndpoint({
    ...staff,
    method: 'PUT',
    path: '/cumplia-core/admin/empresas/:id',
    params: idParamsSchema,
    body: updateAgencyCompanyRequestSchema,
    response: staffCompanyDetailSchema,
  }),
  workerDetail: defineEndpoint({
    ...staff,
    method: 'GET',
    path: '/cumplia-core/worker/empresas/:ref',
    params: z.object({ ref: z.string().trim().min(1).max(32) }),
    response: staffCompanyDetailSchema,
  }),
  workerUpdate: defineEndpoint({
    ...staff,
    method: 'PUT',
    path: '/cumplia-core/worker/empresas/:ref',
    params: z.object({ ref: z.string().trim().min(1).max(32) }),
    body: z.union([workerUpdateCompanyRequestSchema, companyToolsRequestSchema]),
    response: z.union([staffCompanyDetailSchema, toolsResponse]),
  }),
  workerToolPrices: defineEndpoint({
    ...staff,
    method: 'GET',
    path: '/cumplia-core/worker/empresas/:ref/tools/precios',
    summary: "What the worker's switch of each tool would bill the company, in euros before tax",
    params: z.object({ ref: z.string().trim().min(1).max(32) }),
    response: toolPricesSchema,
  }),
  setTools: defineEndpoint({
    ...staff,
    method: 'PUT',
    path: '/cumplia-core/admin/empresas/:id/tools',
    params: byNifCif,
    body: staffToolsRequestSchema,
    response: toolsResponse,
  }),
  setToolPrices: defineEndpoint({
    ...staff,
    method: 'PUT',
    path: '/cumplia-core/admin/empresas/:id/tools/multiple-price',
    params: byNifCif,
    body: multipleToolPricesRequestSchema,
    response: toolsResponse,
  }),
  /** The spec's client calls this with GET although it changes state; it is audited like every change. */
  resendVerification: defineEndpoint({
    ...staff,
    method: 'GET',
    path: '/cumplia-core/admin/empresas/:id/send-verification',
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
  verifyMany: defineEndpoint({
    ...staff,
    audience: [ROLES.superadmin],
    method: 'POST',
    path: '/cumplia-core/admin/empresas/verify',
    body: verifyCompaniesRequestSchema,
    response: verifyCompaniesResponseSchema,
  }),
  nifClaims: defineEndpoint({
    ...staff,
    audience: [ROLES.superadmin],
    method: 'GET',
    path: '/cumplia-core/admin/empresas/:id/altas-mismo-nif',
    summary: "Every registration that gives the company's NIF/CIF, side by side, to decide which one to verify",
    params: idParamsSchema,
    response: z.array(nifClaimSchema),
  }),
  verify: defineEndpoint({
    ...staff,
    audience: [ROLES.superadmin],
    method: 'POST',
    path: '/cumplia-core/admin/empresas/:id/verify',
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
  protocols: defineEndpoint({
    ...staff,
    method: 'GET',
    path: '/cumplia-core/admin/empresas/:id/download-protocols',
    params: idParamsSchema,
    response: z.array(z.object({ type: z.enum(PROTOCOL_CODES), name: z.string() })),
  }),
  protocol: defineEndpoint({
    ...staff,
    method: 'GET',
    path: '/cumplia-core/admin/empresas/:id/download-protocol/:type',
    params: idParamsSchema.extend({ type: z.enum(PROTOCOL_CODES) }),
    response: 'file',
  }),
  signatureEvidence: defineEndpoint({
    ...staff,
    method: 'GET',
    path: '/cumplia-core/admin/empresas/:id/evidencias',
    summary: "The company's signature evidence record, as a JSON file",
    params: idParamsSchema,
    response: 'file',
  }),
  evidencePage: defineEndpoint({
    ...staff,
    method: 'GET',
    path: '/cumplia-core/admin/empresas/:id/evidencias/:contractId/pagina',
    params: idParamsSchema.extend({ contractId: z.coerce.number().int().positive() }),
    response: 'file',
  }),
  sendProtocols: defineEndpoint({
    ...staff,
    method: 'POST',
    path: '/cumplia-core/admin/empresas/:id/force-send-protocols',
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
};
