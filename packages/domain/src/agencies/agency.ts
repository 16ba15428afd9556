import { z } from 'zod';
import { cnaeField } from '../companies/cnae.js';
import { companyRules } from '../companies/company-form.js';
import { protocolPriceRowsSchema } from '../companies/protocol-price-rows.js';
import { COMPANY_TYPES, PROTOCOL_CODES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { formObject } from '../primitives/form-schema.js';
import { hasSpanishIbanForm, isValidIban } from '../primitives/iban.js';
import {
  emailField,
  nifCifField,
  optionalSpanishPostalCodeField,
  personalNifField,
  requiredText,
  spanishPhoneField,
} from '../primitives/zod-fields.js';
import { pageQuerySchema } from '../shared/paged.js';

const v = MESSAGES.validation;
const c = MESSAGES.collaborators;

/** The worker's commission choices (part 2 section 2.8); the superadmin types any 0-100 with 2 decimals. */
export const WORKER_COMMISSION_OPTIONS = [3, 5, 10, 15, 20, 25] as const;
export const DEFAULT_COMMISSION = { superadmin: 10, worker: 3 } as const;

const ibanOf = (invalidMessage: string) =>
  z
    .string({ error: v.numCuentaRequired })
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, { error: v.numCuentaRequired, abort: true })
        .refine((value) => hasSpanishIbanForm(value) && isValidIban(value), { error: invalidMessage }),
    );

const commissionField = z
  .number({ error: c.commissionRange })
  .min(0, { error: c.commissionRange })
  .max(100, { error: c.commissionRange })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: c.commissionRange });

const registrationFields = {
  razonSocial: requiredText(v.razonSocialRequired),
  nifCif: nifCifField(v.nifCifRequired, c.nifCifInvalid),
  tipo: z.enum(COMPANY_TYPES, { error: v.tipoRequired }),
  nombre: requiredText(v.nombreRequired, 200),
  dni: personalNifField(c.dniRequired, c.dniInvalid),
  email: emailField(),
  telefono: spanishPhoneField(),
  nombreComercial: requiredText(v.nombreComercialRequired),
  direccion: requiredText(v.direccionRequired),
  localidad: z.string().trim().max(100).default(''),
  provincia: z.string().trim().max(100).default(''),
  codigoPostal: optionalSpanishPostalCodeField,
  cnae: cnaeField(),
  actividad: requiredText(v.actividadRequired),
  numTrabajadores: z.coerce.number({ error: v.numTrabajadoresInvalid }).int().min(0).max(1_000_000).default(0),
  productos: protocolPriceRowsSchema,
};

/**
 * POST /admin/gestorias: the superadmin's 'Alta de Colaborador' (part 2 sections 2.8 and 5.4). The
 * administrator's NIF (dni) becomes the username of the collaborator's login.
 */
export const createCollaboratorRequestSchema = formObject(
  {
    ...registrationFields,
    numCuenta: ibanOf(c.ibanInvalid),
    comision: commissionField.default(DEFAULT_COMMISSION.superadmin),
    superColaborador: z.boolean().default(false),
  },
  companyRules,
);
export type CreateCollaboratorRequest = z.input<typeof createCollaboratorRequestSchema>;

/** POST /worker/gestorias: the worker's variant, commission from a fixed list, never a super-collaborator. */
export const workerCreateCollaboratorRequestSchema = formObject(
  {
    ...registrationFields,
    numCuenta: ibanOf(c.workerIbanInvalid),
    comision: z
      .number({ error: c.commissionOption })
      .refine((value) => (WORKER_COMMISSION_OPTIONS as readonly number[]).includes(value), {
        error: c.commissionOption,
      })
      .default(DEFAULT_COMMISSION.worker),
  },
  companyRules,
);
export type WorkerCreateCollaboratorRequest = z.input<typeof workerCreateCollaboratorRequestSchema>;

/**
 * PUT /admin/gestorias/{id}, /admin/gestoria/{id} and /worker/gestorias/{id}: 'Datos de colaborador'
 * (part 2 sections 2.10 and 5.5). One body for the three paths (decisions.md).
 */
export const updateCollaboratorRequestSchema = z.object({
  razonSocial: requiredText(v.razonSocialRequired),
  nombreComercial: requiredText(v.nombreComercialRequired),
  nifCif: nifCifField(v.nifCifRequired, c.nifCifInvalid),
  dni: personalNifField(c.dniRequired, c.dniInvalid),
  email: emailField(),
  telefono: spanishPhoneField(),
  numCuenta: ibanOf(c.ibanInvalid),
  comision: commissionField,
  productos: protocolPriceRowsSchema,
});
export type UpdateCollaboratorRequest = z.input<typeof updateCollaboratorRequestSchema>;

const productLine = z.object({
  productoId: z.number().int().optional(),
  nombrePlantilla: z.enum(PROTOCOL_CODES),
  precioDescuento: z.number(),
});

/** A row of the collaborator lists (Fecha Creación, Nombre, NIF/CIF, Comisión (%)). */
export const collaboratorListItemSchema = z.object({
  id: z.number().int(),
  nifCif: z.string(),
  razonSocial: z.string(),
  nombreComercial: z.string(),
  comision: z.number(),
  superColaborador: z.boolean(),
  createdAt: z.string(),
});
export type CollaboratorListItem = z.infer<typeof collaboratorListItemSchema>;

/** A company associated with a collaborator, as its detail lists it. */
export const collaboratorCompanySchema = z.object({
  id: z.number().int(),
  nifCif: z.string(),
  razonSocial: z.string(),
  nombreComercial: z.string(),
  createdAt: z.string(),
});

/** GET /admin/gestorias/{id}?page&size: the collaborator's data, prices and one page of its companies. */
export const collaboratorDetailSchema = collaboratorListItemSchema.extend({
  tipo: z.enum(COMPANY_TYPES),
  nombre: z.string(),
  dni: z.string(),
  email: z.string(),
  telefono: z.string(),
  direccion: z.string(),
  localidad: z.string(),
  provincia: z.string(),
  codigoPostal: z.string(),
  cnae: z.string(),
  actividad: z.string(),
  numTrabajadores: z.number().int(),
  numCuenta: z.string(),
  productos: z.array(productLine),
  empresas: z.object({
    content: z.array(collaboratorCompanySchema),
    number: z.number().int(),
    size: z.number().int(),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
  }),
});
export type CollaboratorDetail = z.infer<typeof collaboratorDetailSchema>;

/** GET /admin/gestorias?nombre&nifCif, GET /admin/gestorias/users?nifCif&userEmail. */
export const collaboratorsQuerySchema = pageQuerySchema.extend({
  nombre: z.string().trim().max(255).optional(),
  nifCif: z.string().trim().max(32).optional(),
});
