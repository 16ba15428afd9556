import { z } from 'zod';
import { ROLES, STAFF_ROLES } from '../constants.js';
import { defineEndpoint, idParamsSchema } from '../shared/endpoint.js';
import { registerActivitySchema } from './register-activity.js';

/** The most activities one register holds (a large company has a few dozen). */
export const MAX_REGISTER_ACTIVITIES = 60;

export const REGISTER_STATES = {
  propuesta: 'Propuesta sin revisar',
  pendienteRevision: 'Cambios sin confirmar',
  revisado: 'Revisado',
} as const;
export type RegisterState = keyof typeof REGISTER_STATES;

const registerRules = z.string();
export const registerProblemSchema = z.object({
  regla: registerRules,
  indice: z.number().int().nullable(),
  mensaje: z.string(),
});

/** A company's register of processing activities as the screen shows it. */
export const registerViewSchema = z.object({
  companyId: z.number().int(),
  razonSocial: z.string(),
  cnae: z.string(),
  /** 0 while the register is the library's proposal, never saved. */
  version: z.number().int(),
  estado: z.enum(Object.keys(REGISTER_STATES) as [RegisterState, ...RegisterState[]]),
  /** The last confirmation: which version, when and by whom. */
  revision: z.object({ version: z.number().int(), fecha: z.string(), persona: z.string() }).nullable(),
  actividades: z.array(registerActivitySchema),
  /** What stops the register from being confirmed (empty when it can be). */
  problemas: z.array(registerProblemSchema),
});
export type RegisterView = z.infer<typeof registerViewSchema>;

/** Saving replaces the activities; `version` is the one the editor started from (409 when it changed since). */
export const saveRegisterSchema = z.object({
  version: z.number().int().min(0),
  actividades: z
    .array(registerActivitySchema)
    .max(MAX_REGISTER_ACTIVITIES, `Un registro admite como máximo ${MAX_REGISTER_ACTIVITIES} actividades.`),
});
export const confirmRegisterSchema = z.object({ version: z.number().int().min(0) });

export const activityModelSchema = z.object({
  clave: z.string(),
  normativa: z.string(),
  actividad: registerActivitySchema,
});
export const activityLibraryViewSchema = z.object({ modelos: z.array(activityModelSchema) });

const agencyCompany = z.object({ cifNif: z.string().trim().min(1).max(32) });
const base = { tag: 'register', response: registerViewSchema } as const;
const OWN = '/cumplia-core/empresas/my/registro-actividades';
const OF_AGENCY_COMPANY = '/cumplia-core/gestorias/my/empresas/:cifNif/registro-actividades';

/**
 * The register of processing activities ('Registro de actividades'): the company reviews its own, an agency those
 * of its companies (another agency's company is 404); staff read any company's. Only the company or its agency
 * confirm it: the register is the company's own statement as controller.
 */
export const registerEndpoints = {
  getOwn: defineEndpoint({ ...base, method: 'GET', path: OWN, audience: [ROLES.company] }),
  saveOwn: defineEndpoint({ ...base, method: 'PUT', path: OWN, audience: [ROLES.company], body: saveRegisterSchema }),
  confirmOwn: defineEndpoint({
    ...base,
    method: 'POST',
    path: `${OWN}/confirmar`,
    audience: [ROLES.company],
    body: confirmRegisterSchema,
  }),
  getOfAgencyCompany: defineEndpoint({
    ...base,
    method: 'GET',
    path: OF_AGENCY_COMPANY,
    audience: [ROLES.agency],
    params: agencyCompany,
  }),
  saveOfAgencyCompany: defineEndpoint({
    ...base,
    method: 'PUT',
    path: OF_AGENCY_COMPANY,
    audience: [ROLES.agency],
    params: agencyCompany,
    body: saveRegisterSchema,
  }),
  confirmOfAgencyCompany: defineEndpoint({
    ...base,
    method: 'POST',
    path: `${OF_AGENCY_COMPANY}/confirmar`,
    audience: [ROLES.agency],
    params: agencyCompany,
    body: confirmRegisterSchema,
  }),
  getOfAnyCompany: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/cumplia-core/admin/empresas/:id/registro-actividades',
    audience: STAFF_ROLES,
    params: idParamsSchema,
  }),
  library: defineEndpoint({
    tag: 'register',
    method: 'GET',
    path: '/cumplia-core/registro-actividades/biblioteca',
    audience: [ROLES.company, ROLES.agency, ...STAFF_ROLES],
    response: activityLibraryViewSchema,
  }),
};
