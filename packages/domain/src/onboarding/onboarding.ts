import { z } from 'zod';
import {
  companyFields,
  creationAccountRule,
  postalCodeProvinceRule,
  withStoredAccount,
} from '../companies/company-form.js';
import { staffToolCodesRule } from '../companies/staff-tools-rule.js';
import { PROTOCOL_CODES, TEXT_FIELD_MAX } from '../constants.js';
import { TAX_TERRITORIES } from '../invoices/indirect-tax.js';
import { MESSAGES } from '../messages.js';
import { formObject } from '../primitives/form-schema.js';
import { nifCifField, spanishPhoneField } from '../primitives/zod-fields.js';

const v = MESSAGES.validation;

/**
 * Where a company's sign-up by SMS stands, as its agency follows it ('Ver lineas', company list): the link SMS
 * queued, sent, delivered (receipt) or failed; the page opened; the data completed; the contracts signed; or the
 * invitation expired or cancelled by the agency.
 */
export const ONBOARDING_STATES = [
  'EN_COLA',
  'ENVIADO',
  'ENTREGADO',
  'ABIERTO',
  'COMPLETADO',
  'FIRMADO',
  'FALLIDO',
  'CADUCADO',
  'CANCELADO',
] as const;
export type OnboardingState = (typeof ONBOARDING_STATES)[number];

export const ONBOARDING_STATE_LABELS: Record<OnboardingState, string> = {
  EN_COLA: 'SMS en cola',
  ENVIADO: 'SMS enviado',
  ENTREGADO: 'SMS entregado',
  ABIERTO: 'Enlace abierto',
  COMPLETADO: 'Datos completados',
  FIRMADO: 'Firmado',
  FALLIDO: 'Fallido',
  CADUCADO: 'Enlace caducado',
  CANCELADO: 'Cancelado',
};

/** The invitation's state with, when it failed, why; and what the agency may still do. */
export const onboardingProgressSchema = z.object({
  nifCif: z.string(),
  estado: z.enum(ONBOARDING_STATES),
  detalle: z.string().nullable(),
  ultimoEnvio: z.string(),
  recordatorios: z.number().int(),
  /** The link can be sent again (not signed, not cancelled). */
  reenviable: z.boolean(),
});
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

/** POST /gestorias/my/empresas/invitacion: 'Alta' of a company with only its NIF/CIF and phone. */
export const onboardingInvitationRequestSchema = z.object({ nifCif: nifCifField(), telefono: spanishPhoneField() });
export type OnboardingInvitationRequest = z.input<typeof onboardingInvitationRequestSchema>;

const fields = companyFields({ usernameRequired: v.userNifRequired, usernameInvalid: v.userNifInvalid });

/** The data the company completes on its onboarding page (its NIF/CIF and phone come from the invitation). */
const onboardingDataFields = {
  razonSocial: fields.razonSocial,
  nombre: fields.nombre,
  username: fields.username,
  email: fields.email,
  direccion: fields.direccion,
  codigoPostal: fields.codigoPostal,
  localidad: fields.localidad,
  provincia: fields.provincia,
  cnae: fields.cnae,
  actividad: fields.actividad,
  numTrabajadores: fields.numTrabajadores,
  metodoDePago: fields.metodoDePago,
  numCuenta: fields.numCuenta,
  protocolos: z.array(z.enum(PROTOCOL_CODES)).min(1, { error: v.toolRequired }),
  /** The company confirms the agency that registered it (required when the invitation is an agency's claim). */
  confirmaGestoria: z.boolean().default(false),
};

/** POST /alta/{token}/completar: everything checked, IBAN required (and valid) with SEPA, all errors at once. */
export const onboardingCompletionSchema = formObject(onboardingDataFields, [
  postalCodeProvinceRule,
  creationAccountRule,
  staffToolCodesRule,
]).transform((data) => withStoredAccount({ ...data, protocolos: [...new Set(data.protocolos)] }));
export type OnboardingCompletion = z.input<typeof onboardingCompletionSchema>;

/** PUT /alta/{token}/borrador: what the company has typed so far, unchecked but bounded. */
export const onboardingDraftSchema = z
  .object({
    razonSocial: z.string().max(TEXT_FIELD_MAX * 5),
    nombre: z.string().max(200),
    username: z.string().max(16),
    email: z.string().max(255),
    direccion: z.string().max(255),
    codigoPostal: z.string().max(10),
    localidad: z.string().max(100),
    provincia: z.string().max(100),
    cnae: z.string().max(TEXT_FIELD_MAX),
    actividad: z.string().max(TEXT_FIELD_MAX),
    numTrabajadores: z.union([z.number().int().min(0).max(1_000_000), z.literal('')]),
    metodoDePago: z.enum(['SEPA', 'TRANSFERENCIA', 'TARJETA']),
    numCuenta: z.string().max(40),
    protocolos: z.array(z.enum(PROTOCOL_CODES)).max(PROTOCOL_CODES.length),
  })
  .partial();
export type OnboardingDraft = z.infer<typeof onboardingDraftSchema>;

/** GET /alta/{token}: what the onboarding page shows (once signed, only `estado`: the rest empty). */
export const onboardingViewSchema = z.object({
  nifCif: z.string(),
  /** The phone the signing code goes to, masked (+34 ••• ••• 201). */
  telefono: z.string(),
  /** The agency that registered the company and that the company confirms by signing (null: already its own). */
  gestoria: z.string().nullable(),
  gestoriaPorConfirmar: z.boolean(),
  /** The company's saved data, with the draft over it. */
  datos: onboardingDraftSchema,
  precios: z.array(z.object({ protocolo: z.enum(PROTOCOL_CODES), titulo: z.string(), precioCents: z.number().int() })),
  /** The provider's tax territory: the page works out the tax for the postal code typed (indirectTaxFor). */
  emisor: z.object({ territory: z.enum(TAX_TERRITORIES), ipsiRateBasisPoints: z.number().int().nullable().optional() }),
  estado: z.enum(['PENDIENTE', 'COMPLETADO', 'FIRMADO']),
  caducaEl: z.string(),
});
export type OnboardingView = z.infer<typeof onboardingViewSchema>;

export const onboardingCompletionResponseSchema = z.object({ firma: z.string() });
