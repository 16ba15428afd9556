import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { crossFieldRule, formObject } from '../primitives/form-schema.js';
import { normalizeTaxId } from '../primitives/spanish-id.js';
import { newPasswordField, passwordsMatchRule, refusePasswordWithUsername } from './password-policy.js';

const m = MESSAGES.passwordReset;

/**
 * POST /cumplia-auth/users/password-recovery: `{nif}` (captcha screen) or `{email}` holding the NIF (the other
 * screen). The answer is the same whether or not the NIF exists.
 */
export const passwordRecoveryRequestSchema = z
  .object({ nif: z.string().max(64).optional(), email: z.string().max(255).optional() })
  .transform((body) => ({ nif: normalizeTaxId(body.nif ?? body.email ?? '') }))
  .pipe(z.object({ nif: z.string().min(1, { error: m.recoveryNifRequired }) }));

/** POST /cumplia-auth/users/changepassword: the code from the recovery e-mail and the new password. */
const changePasswordShape = {
  username: z
    .string({ error: m.nifRequired })
    .transform(normalizeTaxId)
    .pipe(z.string().min(1, { error: m.nifRequired })),
  code: z
    .string({ error: m.codeRequired })
    .transform((code) => code.replace(/\D/g, ''))
    .pipe(z.string().min(1, { error: m.codeRequired }).max(12)),
  newPassword: newPasswordField(m.newPasswordRequired),
  newPasswordConfirmation: z.string({ error: m.confirmRequired }).min(1, { error: m.confirmRequired }),
};
export const changePasswordRequestSchema = formObject(changePasswordShape, [
  passwordsMatchRule('newPassword', 'newPasswordConfirmation'),
  crossFieldRule(changePasswordShape, ['username', 'newPassword'], refusePasswordWithUsername('newPassword')),
]);
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** The data of the links e-mailed for verification and recovery: base64 JSON (spec). */
export const verificationLinkDataSchema = z.object({
  username: z.string(),
  email: z.string().optional(),
  code: z.string(),
});
export type VerificationLinkData = z.infer<typeof verificationLinkDataSchema>;
