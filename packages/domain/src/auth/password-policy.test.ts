import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { passwordContainsUsername, passwordPolicyProblem } from './password-policy.js';
import { changePasswordRequestSchema } from './password-recovery.js';
import { verifyUserRequestSchema } from './verify-user.js';

const v = MESSAGES.validation;

describe('password policy (ASVS V6.2), the part the forms check too', () => {
  it('refuses the issue passwords and keeps the demo and test ones', () => {
    expect(passwordPolicyProblem('12345678')).toBe(v.passwordTooShort);
    expect(passwordPolicyProblem('password')).toBe(v.passwordTooShort);
    expect(passwordPolicyProblem('aaaaaaaa')).toBe(v.passwordTooShort);
    expect(passwordPolicyProblem('        ')).toBe(v.passwordBlank);
    expect(passwordPolicyProblem('\t'.repeat(20))).toBe(v.passwordBlank);
    expect(passwordPolicyProblem('12345678Z', '12345678Z')).toBe(v.passwordTooShort);
    expect(passwordPolicyProblem('Demo-Cumplia-2026')).toBeNull();
    expect(passwordPolicyProblem('Contraseña-de-prueba-1')).toBeNull();
  });

  it('counts characters as people do, and accepts 64 to 128 of any kind', () => {
    expect(passwordPolicyProblem('ñ'.repeat(11))).toBe(v.passwordTooShort);
    expect(passwordPolicyProblem('🙂'.repeat(6))).toBe(v.passwordTooShort);
    expect(passwordPolicyProblem('🙂'.repeat(12))).toBeNull();
    expect(passwordPolicyProblem('a b '.repeat(16))).toBeNull();
    expect(passwordPolicyProblem('x'.repeat(128))).toBeNull();
    expect(passwordPolicyProblem('x'.repeat(129))).toBe(v.passwordTooLong);
  });

  it('finds the NIF or its number in the password, in any case and with separators', () => {
    expect(passwordContainsUsername('clave-12345678z-larga', '12345678Z')).toBe(true);
    expect(passwordContainsUsername('clave 1234-5678 larga', '12345678Z')).toBe(true);
    expect(passwordContainsUsername('x1234567l-mi-clave', 'X1234567L')).toBe(true);
    expect(passwordContainsUsername('Demo-Cumplia-2026', '12345678Z')).toBe(false);
  });

  it('puts the message under the password field of both request schemas', () => {
    const verify = verifyUserRequestSchema.safeParse({
      username: '12345678Z',
      email: 'a@b.es',
      verificationCode: '123456',
      password: 'mi-nif-es-12345678Z',
    });
    expect(verify.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', v.passwordContainsUsername],
    ]);
    const change = changePasswordRequestSchema.safeParse({
      username: '12345678Z',
      code: '123456',
      newPassword: ' '.repeat(12),
      newPasswordConfirmation: ' '.repeat(12),
    });
    expect(change.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['newPassword', v.passwordBlank],
    ]);
  });
});
