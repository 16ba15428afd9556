import { MESSAGES } from '@cumplia/domain';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';

/**
 * Breached and common passwords (OWASP ASVS 5, V6.2.4): the ~49,000 most frequent passwords of public breaches
 * that zxcvbn-ts ships in @zxcvbn-ts/language-common. No network call. Built on first use, lower case.
 */
let common: Set<string> | undefined;

/** Letters and digits of the ends that people add to a common word to pass a rule: "Dragon2026!", "!!password1". */
const DECORATED_ENDS = /^[^\p{L}]+|[^\p{L}]+$/gu;

/**
 * Whether the password is a common one, in any case, or a common one with digits and symbols added at its
 * ends. Passphrases that merely contain a common word are accepted: length makes them strong.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  const lower = password.normalize('NFKC').toLowerCase();
  if (common.has(lower)) return true;
  const core = lower.replace(DECORATED_ENDS, '');
  return core.length > 0 && common.has(core);
}

/** Refinement for a request schema whose `field` sets a password: the Spanish message goes under that field. */
export function refuseCommonPassword<Field extends string>(field: Field) {
  return (body: Record<Field, string>, ctx: z.RefinementCtx) => {
    if (typeof body[field] === 'string' && isCommonPassword(body[field])) {
      ctx.addIssue({ code: 'custom', path: [field], message: MESSAGES.validation.passwordCommon });
    }
  };
}
