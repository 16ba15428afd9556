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

type CompanyFormOptions = {
  usernameRequired: string;
  usernameInvalid: string;
  /** Public registration asks for at least one protocol. */
  requireTool: boolean;
};

/**
 * The company form shared by the agency's 'Alta de una empresa' and the public registration (part 1
 * section 5): trimmed text, valid NIF/CIF and administrator NIF, +34 phone, CNAE and actividad cut at 60.
 * SEPA needs a valid Spanish-form IBAN; other payment methods store the placeholder account.
 */
function companyFormSchema(options: CompanyFormOptions) {
  return z
    .object({
      razonSocial: requiredText(v.razonSocialRequired),
      nifCif: nifCifField(),
      tipo: z.enum(COMPANY_TYPES, { error: v.tipoRequired }),
      nombre: requiredText(v.nombreRequired, 200),
      username: personalNifField(options.usernameRequired, options.usernameInvalid),
      email: emailField(),
      telefono: spanishPhoneField(),
      nombreComercial: requiredText(v.nombreComercialRequired),
      direccion: requiredText(v.direccionRequired),
      codigoPostal: requiredText(v.codigoPostalRequired, 10),
      provincia: requiredText(v.provinciaRequired, 100),
      cnae: cutText(v.cnaeRequired, TEXT_FIELD_MAX),
      actividad: cutText(v.actividadRequired, TEXT_FIELD_MAX),
      numTrabajadores: z.coerce.number({ error: v.numTrabajadoresInvalid }).int().min(0).max(1_000_000).default(0),
      metodoDePago: z.enum(PAYMENT_METHODS, { error: v.metodoDePagoRequired }).default('SEPA'),
      numCuenta: z.string().trim().default(''),
      lopdgdd: z.boolean().default(false),
      acosoLaboral: z.boolean().default(false),
      desconexionDigital: z.boolean().default(false),
    })
    .superRefine((company, ctx) => {
      if (options.requireTool && !company.lopdgdd && !company.acosoLaboral && !company.desconexionDigital) {
        ctx.addIssue({ code: 'custom', path: ['lopdgdd'], message: v.toolRequired });
      }
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
      numCuenta:
        company.metodoDePago === 'SEPA' ? company.numCuenta.replace(/\s/g, '').toUpperCase() : PLACEHOLDER_IBAN,
    }));
}

/** POST /cumplia-core/gestorias/my/empresas: the agency's 'Alta de una empresa'. */
export const createAgencyCompanyRequestSchema = companyFormSchema({
  usernameRequired: v.userDniRequired,
  usernameInvalid: v.userDniInvalid,
  requireTool: false,
});
export type CreateAgencyCompanyRequest = z.input<typeof createAgencyCompanyRequestSchema>;

/** POST /cumplia-core/empresas/register: public registration (the captcha travels in X-CAPTCHA-AUTH). */
export const registerCompanyRequestSchema = companyFormSchema({
  usernameRequired: v.userNifRequired,
  usernameInvalid: v.userNifInvalid,
  requireTool: true,
});
export type RegisterCompanyRequest = z.input<typeof registerCompanyRequestSchema>;

export const registerCompanyResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
});
