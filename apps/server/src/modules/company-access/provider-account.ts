import { isValidIban, MESSAGES, normalizeIban } from '@cumplia/domain';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';

/**
 * A client's account is where its debits are charged; the provider's own creditor accounts collect them and can
 * never be a client's (a debit would pay itself, and the bank rejects it). Typing the provider's IBAN from an
 * invoice is an easy mistake.
 */
export const isProviderAccount = (config: Config, iban: string) =>
  isValidIban(iban) && config.provider.sepa.accounts.includes(normalizeIban(iban));

/** The field error for a company's account that is one of the provider's, or null. */
export const providerAccountProblem = (config: Config, company: { metodoDePago: string; numCuenta: string }) =>
  company.metodoDePago === 'SEPA' && isProviderAccount(config, company.numCuenta)
    ? { numCuenta: MESSAGES.validation.numCuentaIsProviders }
    : null;

/** Refuses a company's account that is one of the provider's, as a field error. */
export function refuseProviderAccount(config: Config, company: { metodoDePago: string; numCuenta: string }) {
  const problem = providerAccountProblem(config, company);
  if (problem) throw new AppError('VALIDATION_ERROR', 422, problem.numCuenta, problem);
}
