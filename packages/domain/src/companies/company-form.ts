import { z } from 'zod';
import { COMPANY_TYPES, PAYMENT_METHODS, PLACEHOLDER_IBAN } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { type CrossFieldRule, crossFieldRule, formObject } from '../primitives/form-schema.js';
import { hasSpanishIbanForm, isValidIban } from '../primitives/iban.js';
import { postalCodeMatchesProvince, provinceOfPostalCode } from '../primitives/postal-code.js';
import { isValidPersonalNif } from '../primitives/spanish-id.js';
import {
  emailField,
  nifCifField,
  personalNifField,
  requiredText,
  spanishPhoneField,
  spanishPostalCodeField,
} from '../primitives/zod-fields.js';
import { cnaeField } from './cnae.js';
import { protocolPriceRowsSchema } from './protocol-price-rows.js';
import { staffToolFlagsRule, staffToolRowsRule } from './staff-tools-rule.js';
import { toolFlagsOf } from './tool-flags.js';

const v = MESSAGES.validation;

type UsernameMessages = { usernameRequired: string; usernameInvalid: string };

/** The fields of every company form (part 1 section 5, part 2 section 5.6); edits drop the login NIF. */
export function companyFields(messages: UsernameMessages) {
  return {
    razonSocial: requiredText(v.razonSocialRequired),
    nifCif: nifCifField(),
    tipo: z.enum(COMPANY_TYPES, { error: v.tipoRequired }),
    nombre: requiredText(v.nombreRequired, 200),
    username: personalNifField(messages.usernameRequired, messages.usernameInvalid),
    email: emailField(),
    telefono: spanishPhoneField(),
    nombreComercial: requiredText(v.nombreComercialRequired),
    direccion: requiredText(v.direccionRequired),
    codigoPostal: spanishPostalCodeField(),
    localidad: requiredText(v.localidadRequired, 100),
    provincia: requiredText(v.provinciaRequired, 100),
    cnae: cnaeField(),
    // Kept whole (up to 255, as for collaborators): documents wrap it rather than cut a word at 60.
    actividad: requiredText(v.actividadRequired),
    // Blank is no answer (null: stored as 0 until the compliance profile says), a typed 0 is one
    // (staff-tools-rule.ts); parsed and sent again by a form, null stays null.
    numTrabajadores: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      z.coerce.number({ error: v.numTrabajadoresInvalid }).int().min(0).max(1_000_000).nullable(),
    ),
    metodoDePago: z.enum(PAYMENT_METHODS, { error: v.metodoDePagoRequired }).default('SEPA'),
    numCuenta: z.string().trim().default(''),
  };
}

type Payment = { metodoDePago: string; numCuenta: string };
const compactAccount = (account: string) => account.replace(/\s/g, '').toUpperCase();

const identityShape = {
  tipo: z.enum(COMPANY_TYPES),
  nifCif: nifCifField(),
  codigoPostal: spanishPostalCodeField(),
  provincia: z.string().trim(),
};

/** A self-employed person (Autónomo) is identified by a personal NIF or NIE, never by a company CIF. */
export const selfEmployedNifRule = crossFieldRule(identityShape, ['tipo', 'nifCif'], (company, ctx) => {
  if (company.tipo === 'A' && !isValidPersonalNif(company.nifCif)) {
    ctx.addIssue({ code: 'custom', path: ['nifCif'], message: v.selfEmployedNifRequired });
  }
});

/** The postal code's first two digits are its province's: 38xxx is Santa Cruz de Tenerife, never Madrid. */
export const postalCodeProvinceRule = crossFieldRule(identityShape, ['codigoPostal', 'provincia'], (company, ctx) => {
  if (company.provincia === '' || postalCodeMatchesProvince(company.codigoPostal, company.provincia)) return;
  ctx.addIssue({
    code: 'custom',
    path: ['codigoPostal'],
    message: v.codigoPostalOtherProvince(provinceOfPostalCode(company.codigoPostal) ?? '', company.provincia),
  });
});

/** The rules across the fields every company form shares. */
export const companyRules: CrossFieldRule[] = [selfEmployedNifRule, postalCodeProvinceRule];

/** On creation the account is required only with SEPA, and must then be a valid Spanish-form IBAN. */
export const creationAccountRule = crossFieldRule(
  { metodoDePago: z.enum(PAYMENT_METHODS).default('SEPA'), numCuenta: z.string().trim().default('') },
  ['metodoDePago', 'numCuenta'],
  (company: Payment, ctx) => {
    if (company.metodoDePago !== 'SEPA') return;
    const account = compactAccount(company.numCuenta);
    if (account === '') {
      ctx.addIssue({ code: 'custom', path: ['numCuenta'], message: v.numCuentaRequired });
    } else if (!hasSpanishIbanForm(account) || !isValidIban(account)) {
      ctx.addIssue({ code: 'custom', path: ['numCuenta'], message: v.ibanInvalid });
    }
  },
);

/** SEPA keeps the compact IBAN; other payment methods store the placeholder account (spec). */
export function withStoredAccount<T extends Payment>(company: T): T {
  return {
    ...company,
    numCuenta: company.metodoDePago === 'SEPA' ? compactAccount(company.numCuenta) : PLACEHOLDER_IBAN,
  };
}

const toolFlagFields = {
  lopdgdd: z.boolean().default(false),
  acosoLaboral: z.boolean().default(false),
  desconexionDigital: z.boolean().default(false),
};

/** Registration sells at least one protocol. */
const toolRequiredRule = crossFieldRule(
  toolFlagFields,
  ['lopdgdd', 'acosoLaboral', 'desconexionDigital'],
  (tools, ctx) => {
    if (!tools.lopdgdd && !tools.acosoLaboral && !tools.desconexionDigital) {
      ctx.addIssue({ code: 'custom', path: ['lopdgdd'], message: v.toolRequired });
    }
  },
);

/**
 * The company form shared by the agency's 'Alta de una empresa' and the public registration: trimmed text,
 * valid NIF/CIF and administrator NIF, +34 phone, Spanish postal code, a CNAE-2025 class.
 */
function companyFormSchema(messages: UsernameMessages, options: { requireTool: boolean }) {
  return formObject({ ...companyFields(messages), ...toolFlagFields }, [
    ...companyRules,
    creationAccountRule,
    ...staffToolFlagsRule,
    ...(options.requireTool ? [toolRequiredRule] : []),
  ]).transform(withStoredAccount);
}

/** POST /cumplia-core/gestorias/my/empresas: the agency's 'Alta de una empresa'. */
export const createAgencyCompanyRequestSchema = companyFormSchema(
  { usernameRequired: v.userDniRequired, usernameInvalid: v.userDniInvalid },
  { requireTool: false },
);
export type CreateAgencyCompanyRequest = z.input<typeof createAgencyCompanyRequestSchema>;

/** POST /cumplia-core/empresas/register: public registration (the captcha travels in X-CAPTCHA-AUTH). */
export const registerCompanyRequestSchema = companyFormSchema(
  { usernameRequired: v.userNifRequired, usernameInvalid: v.userNifInvalid },
  { requireTool: true },
);
export type RegisterCompanyRequest = z.input<typeof registerCompanyRequestSchema>;

export const registerCompanyResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
});

/**
 * POST /admin/empresas and /worker/empresas: the staff's 'Alta de una empresa'. The product rows decide the
 * tools (choosing a protocol turns its flag on) and their prices; the flags and price fields the spec's client
 * also sends are derived here rather than trusted.
 */
export const createStaffCompanyRequestSchema = formObject(
  {
    ...companyFields({ usernameRequired: v.userDniRequired, usernameInvalid: v.userDniInvalid }),
    productos: protocolPriceRowsSchema,
  },
  [...companyRules, creationAccountRule, staffToolRowsRule],
).transform((company) => ({
  ...withStoredAccount(company),
  ...toolFlagsOf(company.productos.map((row) => row.nombrePlantilla)),
}));
export type CreateStaffCompanyRequest = z.input<typeof createStaffCompanyRequestSchema>;
