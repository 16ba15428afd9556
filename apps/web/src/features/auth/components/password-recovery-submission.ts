import { LOGIN_MESSAGES, normalizeTaxId } from '@cumplia/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { requestPasswordRecovery } from '../api/account-api';

const schemaFor = (requiredMessage: string) =>
  z.object({
    nif: z.string().trim().min(1, { error: requiredMessage }),
    captcha: z.string().min(1, { error: LOGIN_MESSAGES.captchaRequired }),
  });
export type PasswordRecoveryValues = z.infer<ReturnType<typeof schemaFor>>;

const resolvers = new Map<string, Resolver<PasswordRecoveryValues, unknown, PasswordRecoveryValues>>();

/** The recovery form's validation; each screen names the missing NIF in its own words. */
export function passwordRecoveryResolver(
  requiredMessage: string,
): Resolver<PasswordRecoveryValues, unknown, PasswordRecoveryValues> {
  let resolver = resolvers.get(requiredMessage);
  if (!resolver) {
    resolver = zodResolver(schemaFor(requiredMessage));
    resolvers.set(requiredMessage, resolver);
  }
  return resolver;
}

/** Asks for the recovery e-mail of the user `nif` names, sent as the screen's body field. */
export async function sendPasswordRecovery(bodyField: 'nif' | 'email', nif: string, captcha: string) {
  const username = normalizeTaxId(nif);
  const result = await requestPasswordRecovery({ [bodyField]: username } as { nif: string }, captcha);
  return { username, message: result.message };
}
