import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { normalizeTaxId } from '../primitives/spanish-id.js';

const m = MESSAGES.verification;

export const PASSWORD_MIN_LENGTH = 8;

/** A new password: 8 to 128 characters (length, not composition rules, is what makes it strong). */
export function newPasswordField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.validation.passwordTooShort })
    .max(128, { error: 'La contraseña no puede superar los 128 caracteres.' });
}

/** POST /cumplia-auth/users/verify: the user sets a password with the code e-mailed at sign-up. */
export const verifyUserRequestSchema = z.object({
  username: z
    .string({ error: m.usernameRequired })
    .transform(normalizeTaxId)
    .pipe(z.string().min(1, { error: m.usernameRequired })),
  email: z.string({ error: m.emailRequired }).trim().min(1, { error: m.emailRequired }).max(255),
  verificationCode: z
    .string({ error: m.codeRequired })
    .transform((code) => code.replace(/\D/g, ''))
    .pipe(z.string().min(1, { error: m.codeRequired }).max(12)),
  password: newPasswordField(m.passwordRequired),
  captchaToken: z.string().max(8192).optional(),
});
export type VerifyUserRequest = z.input<typeof verifyUserRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
