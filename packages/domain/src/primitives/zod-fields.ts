import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { hasSpanishIbanForm, isValidIban } from './iban.js';
import { MAX_PRICE_EUROS } from './money.js';
import { normalizeSpanishPhone } from './phone.js';
import { isSpanishPostalCode } from './postal-code.js';
import { isValidNif, isValidPersonalNif, normalizeTaxId } from './spanish-id.js';

const v = MESSAGES.validation;

/** A required, trimmed text field with a Spanish "required" message and an optional maximum length. */
export function requiredText(requiredMessage: string, max = 255) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(max, { error: `Máximo ${max} caracteres.` });
}

/**
 * A price in euros typed in a form: a number with at most two decimals, 0 or more (more than 0 with `positive`),
 * and at most MAX_PRICE_EUROS, each breach with its Spanish message. Every money input goes through it.
 */
export function euroPrice(invalidMessage: string, options: { positive?: string } = {}) {
  const base = z.number({ error: invalidMessage }).refine(Number.isFinite, { error: invalidMessage, abort: true });
  const floor = options.positive
    ? base.refine((value) => value > 0, { error: options.positive, abort: true })
    : base.refine((value) => value >= 0, { error: invalidMessage, abort: true });
  return floor
    .refine((value) => value <= MAX_PRICE_EUROS, { error: v.priceTooHigh, abort: true })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: v.priceDecimals });
}

export function nifCifField(requiredMessage: string = v.nifCifRequired, invalidMessage: string = v.nifCifInvalid) {
  return z
    .string({ error: requiredMessage })
    .transform(normalizeTaxId)
    .pipe(z.string().min(1, { error: requiredMessage, abort: true }).refine(isValidNif, { error: invalidMessage }));
}

export function personalNifField(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .transform(normalizeTaxId)
    .pipe(
      z.string().min(1, { error: requiredMessage, abort: true }).refine(isValidPersonalNif, { error: invalidMessage }),
    );
}

export function emailField(requiredMessage: string = v.emailRequired, invalidMessage: string = v.emailInvalid) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(255, { error: invalidMessage })
    .pipe(z.email({ error: invalidMessage }));
}

export function spanishPhoneField(requiredMessage: string = v.phoneRequired, invalidMessage: string = v.phoneInvalid) {
  return z
    .string({ error: requiredMessage })
    .transform(normalizeSpanishPhone)
    .pipe(
      z
        .string()
        .min(1, { error: requiredMessage, abort: true })
        .regex(/^\+34\d{9}$/, { error: invalidMessage }),
    );
}

/** A Spanish postal code: 5 digits, the first two a province (01 to 52). Optional fields accept it empty. */
export function spanishPostalCodeField(requiredMessage: string = v.codigoPostalRequired) {
  return requiredText(requiredMessage, 10).refine(isSpanishPostalCode, { error: v.codigoPostalInvalid });
}

/** An optional Spanish postal code: empty, or valid as spanishPostalCodeField. */
export const optionalSpanishPostalCodeField = z
  .string()
  .trim()
  .refine((value) => value === '' || isSpanishPostalCode(value), { error: v.codigoPostalInvalid })
  .default('');

/** A Spanish-form (2 letters + 22 digits) IBAN that also passes the registry, mod-97 and CCC checks. */
export function ibanField(requiredMessage: string = v.numCuentaRequired, invalidMessage: string = v.ibanInvalid) {
  return z
    .string({ error: requiredMessage })
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, { error: requiredMessage, abort: true })
        .refine((value) => hasSpanishIbanForm(value) && isValidIban(value), { error: invalidMessage }),
    );
}

/** Euros as typed in a price field (two decimals at most, not negative) converted to integer cents. */
export const priceInEuros = z
  .number({ error: 'Ingrese un precio válido' })
  .min(0, { error: 'Ingrese un precio válido' })
  .transform((euros) => Math.round(euros * 100));
