import { isValidIban, MESSAGES, normalizeIban, PLACEHOLDER_IBAN } from '@cumplia/domain';
import { AppError } from '../../lib/app-error.js';

type Debtor = { razonSocial: string; nifCif: string; numCuenta: string };

/** A mandate unused for 36 months expires (SEPA rulebook); a new one must be signed. */
export const MANDATE_EXPIRY_MONTHS = 36;

const listed = (debtors: Debtor[]) =>
  debtors
    .slice(0, 5)
    .map((debtor) => `${debtor.razonSocial} (${debtor.nifCif})`)
    .join(', ') + (debtors.length > 5 ? ` y ${debtors.length - 5} más` : '');

/** The creditor account must be one of the two configured ones (INVALID_IBAN: bad format or not allowed). */
export function creditorAccountOf(cuentaIBAN: string, allowed: string[]): string {
  if (!cuentaIBAN) throw new AppError('SEPA_VALIDATION_ERROR', 400, MESSAGES.sepa.accountRequired);
  const iban = normalizeIban(cuentaIBAN);
  if (!iban || !isValidIban(iban)) {
    throw new AppError('INVALID_IBAN', 400, 'El formato de la cuenta IBAN seleccionada no es válido.');
  }
  if (!allowed.includes(iban)) throw new AppError('INVALID_IBAN', 400);
  return iban;
}

/** Every debtor needs an IBAN, and a valid one; the answer names the companies to fix. */
export function checkDebtorAccounts(debtors: Debtor[]) {
  const missing = debtors.filter((debtor) => !debtor.numCuenta || normalizeIban(debtor.numCuenta) === PLACEHOLDER_IBAN);
  if (missing.length > 0) {
    throw new AppError('EMPRESA_IBAN_MISSING', 422, `Sin IBAN registrado: ${listed(missing)}.`);
  }
  const invalid = debtors.filter((debtor) => !isValidIban(debtor.numCuenta));
  if (invalid.length > 0) {
    throw new AppError('EMPRESA_IBAN_INVALID', 422, `IBAN no válido: ${listed(invalid)}.`);
  }
}

/** Debtors without a signed mandate, or with one expired, cannot be collected from. */
export function mandateProblem(kind: 'missing' | 'expired', debtors: Debtor[]) {
  return new AppError(
    'SEPA_VALIDATION_ERROR',
    422,
    kind === 'missing'
      ? `Sin orden de domiciliación SEPA firmada: ${listed(debtors)}.`
      : `Orden de domiciliación caducada (más de ${MANDATE_EXPIRY_MONTHS} meses sin uso): ${listed(debtors)}. Debe firmarse una nueva.`,
  );
}
