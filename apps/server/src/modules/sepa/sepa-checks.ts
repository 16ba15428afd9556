import { isValidIban, MESSAGES, normalizeIban } from '@cumplia/domain';
import { AppError } from '../../lib/app-error.js';

/** The creditor account must be one of the two configured ones (INVALID_IBAN: bad format or not allowed). */
export function creditorAccountOf(cuentaIBAN: string, allowed: string[]): string {
  if (!cuentaIBAN) throw new AppError('SEPA_VALIDATION_ERROR', 400, MESSAGES.sepa.accountRequired);
  const iban = normalizeIban(cuentaIBAN);
  if (!iban || !isValidIban(iban)) {
    throw new AppError('INVALID_IBAN', 400, MESSAGES.errors.ibanFormatInvalid);
  }
  if (!allowed.includes(iban)) throw new AppError('INVALID_IBAN', 400);
  return iban;
}
