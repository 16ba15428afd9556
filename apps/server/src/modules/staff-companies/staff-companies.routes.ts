import {
  companyToolsRequestSchema,
  createStaffCompanyRequestSchema,
  errorResponseSchema,
  messageResponseSchema,
  multipleToolPricesRequestSchema,
  normalizeTaxId,
  STAFF_ROLES,
  staffCompanyDetailSchema,
  staffToolsRequestSchema,
  updateAgencyCompanyRequestSchema,
  workerUpdateCompanyRequestSchema,
} from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseBody } from '../../lib/parse-body.js';
import { actorContext } from '../../request-context.js';
import { createStaffCompany } from './create-staff-company.js';
import { companyByRef, getStaffCompany } from './get-staff-company.js';
import { resendCompanyVerification } from './resend-verification.js';
import { setStaffCompanyToolPrices, setStaffCompanyTools } from './staff-company-tools.js';
import { updateStaffCompany } from './update-staff-company.js';
import { switchWorkerCompanyTools } from './worker-company-tools.js';

const errors = { '4xx': errorResponseSchema };
const idParams = z.object({ id: z.coerce.number().int().positive() });
const refParams = z.object({ ref: z.string().trim().min(1).max(32) });
/** The tools paths name the company by NIF/CIF in the position where the others carry its id. */
const nifCifIdParams = z.object({ id: z.string().max(32).transform(normalizeTaxId) });
const toolsResponse = companyToolsRequestSchema.extend({ nifCif: z.string() });

/**
 * Company creation, detail, edit, tools and verification e-mail for staff (part 2 sections 2.12-2.15 and 7).
 * Worker paths take an id or a NIF/CIF; the worker's PUT carries either the whole company or only its tools.
 */
export const staffCompaniesRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.authorize(STAFF_ROLES);
  const schema = { tags: ['staff-companies'] };

  for (const prefix of ['/admin', '/worker']) {
    app.post(
      `${prefix}/empresas`,
      {
        schema: {
          ...schema,
          body: createStaffCompanyRequestSchema,
          response: { 201: z.object({ id: z.number().int(), nifCif: z.string() }), ...errors },
        },
        onRequest: staff,
      },
      async (request, reply) =>
        reply.status(201).send(await createStaffCompany({ ctx: actorContext(request), input: request.body })),
    );
  }

  app.get(
    '/admin/empresas/:id',
    {
      schema: { ...schema, params: idParams, response: { 200: staffCompanyDetailSchema, ...errors } },
      onRequest: staff,
    },
    async (request) => getStaffCompany(request.server.services.db, companyByRef(String(request.params.id))),
  );
  app.put(
    '/admin/empresas/:id',
    {
      schema: {
        ...schema,
        params: idParams,
        body: updateAgencyCompanyRequestSchema,
        response: { 200: staffCompanyDetailSchema, ...errors },
      },
      onRequest: staff,
    },
    async (request) =>
      updateStaffCompany({
        ctx: actorContext(request),
        where: companyByRef(String(request.params.id)),
        input: request.body,
      }),
  );
  app.get(
    '/worker/empresas/:ref',
    {
      schema: { ...schema, params: refParams, response: { 200: staffCompanyDetailSchema, ...errors } },
      onRequest: staff,
    },
    async (request) => getStaffCompany(request.server.services.db, companyByRef(request.params.ref)),
  );
  app.put(
    '/worker/empresas/:ref',
    {
      schema: {
        ...schema,
        params: refParams,
        body: z.looseObject({}),
        response: { 200: z.union([staffCompanyDetailSchema, toolsResponse]), ...errors },
      },
      onRequest: staff,
    },
    async (request) => {
      const ctx = actorContext(request);
      const where = companyByRef(request.params.ref);
      if ('razonSocial' in request.body) {
        return updateStaffCompany({ ctx, where, input: parseBody(workerUpdateCompanyRequestSchema, request.body) });
      }
      return switchWorkerCompanyTools({ ctx, where, tools: parseBody(companyToolsRequestSchema, request.body) });
    },
  );

  app.put(
    '/admin/empresas/:id/tools',
    {
      schema: {
        ...schema,
        params: nifCifIdParams,
        body: staffToolsRequestSchema,
        response: { 200: toolsResponse, ...errors },
      },
      onRequest: staff,
    },
    async (request) => setStaffCompanyTools(actorContext(request), request.params.id, request.body),
  );
  app.put(
    '/admin/empresas/:id/tools/multiple-price',
    {
      schema: {
        ...schema,
        params: nifCifIdParams,
        body: multipleToolPricesRequestSchema,
        response: { 200: toolsResponse, ...errors },
      },
      onRequest: staff,
    },
    async (request) => setStaffCompanyToolPrices(actorContext(request), request.params.id, request.body),
  );
  // The spec's client calls this with GET although it changes state; it is audited like every change.
  app.get(
    '/admin/empresas/:id/send-verification',
    { schema: { ...schema, params: idParams, response: { 200: messageResponseSchema, ...errors } }, onRequest: staff },
    async (request) => resendCompanyVerification({ ctx: actorContext(request), companyId: request.params.id }),
  );
};
