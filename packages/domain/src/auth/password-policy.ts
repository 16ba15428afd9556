import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { type CrossFieldRule, crossFieldRule } from '../primitives/form-schema.js';
import { normalizeTaxId } from '../primitives/spanish-id.js';

/**
 * The password rule of every form and endpoint that sets a password (OWASP ASVS 5, V6.2): at least 12
 * characters, up to 128 accepted (any character, counted as Unicode code points, no composition rules), not
 * only whitespace, not containing the username (the NIF), and not a breached or common password. The list
 * check is the server's (the list is too big for the web bundle): see the server's common-passwords module.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

const v = MESSAGES.validation;

/** Characters as a person counts them: an emoji or an accented letter is one. */
const lengthOf = (password: string) => [...password].length;

/** Whether the password holds the NIF, or the NIF's number, in any case and with separators in between. */
export function passwordContainsUsername(password: string, username: string): boolean {
  const nif = normalizeTaxId(username);
  if (nif.length === 0) return false;
  const compact = password.replace(/[\s._/-]/g, '').toUpperCase();
  if (compact.includes(nif)) return true;
  const number = nif.replace(/\D/g, '');
  return number.length >= 7 && compact.includes(number);
}

/**
 * The first rule a new password breaks, as the Spanish message to show under its field, or null. Everything
 * but the breached-password list, which only the server holds.
 */
export function passwordPolicyProblem(password: string, username?: string): string | null {
  if (password.trim().length === 0) return v.passwordBlank;
  if (lengthOf(password) < PASSWORD_MIN_LENGTH) return v.passwordTooShort;
  if (lengthOf(password) > PASSWORD_MAX_LENGTH) return v.passwordTooLong;
  if (username && passwordContainsUsername(password, username)) return v.passwordContainsUsername;
  return null;
}

/** A new password field: required, then the rules that need no other field. */
export function newPasswordField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .superRefine((password, ctx) => {
      const problem = passwordPolicyProblem(password);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** The object-level half of the rule: the password may not contain the username of the same body. */
export function refusePasswordWithUsername<Field extends string>(field: Field) {
  return (body: { username: string } & Record<Field, string>, ctx: z.RefinementCtx) => {
    if (passwordContainsUsername(body[field], body.username)) {
      ctx.addIssue({ code: 'custom', path: [field], message: v.passwordContainsUsername });
    }
  };
}

/** The confirmation field must repeat the password (checked once the confirmation is typed). */
export function passwordsMatchRule(password: string, confirmation: string): CrossFieldRule {
  const typed = { [password]: z.string(), [confirmation]: z.string().min(1) };
  return crossFieldRule(typed, [password, confirmation], (values, ctx) => {
    if (values[password] !== values[confirmation]) {
      ctx.addIssue({ code: 'custom', path: [confirmation], message: v.passwordsDoNotMatch });
    }
  });
}
