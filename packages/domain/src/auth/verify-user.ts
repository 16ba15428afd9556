import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { crossFieldRule, formObject } from '../primitives/form-schema.js';
import { normalizeTaxId } from '../primitives/spanish-id.js';
import { newPasswordField, refusePasswordWithUsername } from './password-policy.js';

const m = MESSAGES.verification;

/** The fields of POST /cumplia-auth/users/verify, for forms that add their own (confirmation, captcha). */
const verifyUserShape = {
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
};
export const verifyUserFieldsSchema = z.object(verifyUserShape);

/** The password may not contain the NIF: checked as soon as both are valid, beside the other fields' checks. */
export const passwordWithoutUsernameRule = crossFieldRule(
  verifyUserShape,
  ['username', 'password'],
  refusePasswordWithUsername('password'),
);

/** POST /cumplia-auth/users/verify: the user sets a password with the code e-mailed at sign-up. */
export const verifyUserRequestSchema = formObject(verifyUserShape, [passwordWithoutUsernameRule]);
export type VerifyUserRequest = z.input<typeof verifyUserRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
