import { z } from 'zod';
import { COMPANY_TYPES, PAYMENT_METHODS, TEXT_FIELD_MAX } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { hasSpanishIbanForm, isValidIban, PLACEHOLDER_IBAN } from '../primitives/iban.js';
import {
  cutText,
  emailField,
  nifCifField,
  personalNifField,
  requiredText,
  spanishPhoneField,
} from '../primitives/zod-fields.js';

const v = MESSAGES.validation;

/**
 * POST /cumplia-core/gestorias/my/empresas: the agency's 'Alta de una empresa' form (part 1 section 5).
 * A non-SEPA payment method stores the placeholder account; SEPA needs a valid Spanish-form IBAN.
 */
export const createAgencyCompanyRequestSchema = z
  .object({
    razonSocial: requiredText(v.razonSocialRequired),
    nifCif: nifCifField(),
    tipo: z.enum(COMPANY_TYPES, { error: v.tipoRequired }),
    nombre: requiredText(v.nombreRequired, 200),
    username: personalNifField(v.userDniRequired, v.userDniInvalid),
    email: emailField(),
    telefono: spanishPhoneField(),
    nombreComercial: requiredText(v.nombreComercialRequired),
    direccion: requiredText(v.direccionRequired),
    codigoPostal: requiredText(v.codigoPostalRequired, 10),
    provincia: requiredText(v.provinciaRequired, 100),
    cnae: cutText(v.cnaeRequired, TEXT_FIELD_MAX),
    actividad: cutText(v.actividadRequired, TEXT_FIELD_MAX),
    numTrabajadores: z.coerce.number().int().min(0).default(0),
    metodoDePago: z.enum(PAYMENT_METHODS, { error: v.metodoDePagoRequired }).default('SEPA'),
    numCuenta: z.string().trim().default(''),
    lopdgdd: z.boolean().default(false),
    acosoLaboral: z.boolean().default(false),
    desconexionDigital: z.boolean().default(false),
  })
  .superRefine((company, ctx) => {
    if (company.metodoDePago !== 'SEPA') return;
    const account = company.numCuenta.replace(/\s/g, '').toUpperCase();
    if (account === '') {
      ctx.addIssue({ code: 'custom', path: ['numCuenta'], message: v.numCuentaRequired });
    } else if (!hasSpanishIbanForm(account) || !isValidIban(account)) {
      ctx.addIssue({ code: 'custom', path: ['numCuenta'], message: v.ibanInvalid });
    }
  })
  .transform((company) => ({
    ...company,
    numCuenta: company.metodoDePago === 'SEPA' ? company.numCuenta.replace(/\s/g, '').toUpperCase() : PLACEHOLDER_IBAN,
  }));
export type CreateAgencyCompanyRequest = z.input<typeof createAgencyCompanyRequestSchema>;
