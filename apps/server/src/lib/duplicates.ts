import { AppError } from './app-error.js';
import { violatedUniqueConstraint } from './unique-violation.js';

/** A login NIF another user already holds. */
export const duplicateUsername = () => new AppError('DUPLICATE_USERNAME', 409);
/** A company's or collaborator's NIF/CIF another one already holds. */
export const duplicateNifCif = () => new AppError('DUPLICATE_NIF_CIF', 409);

/** Two requests racing for the same NIF: the unique index decides, with the same answers as the checks. */
export function rethrowDuplicate(error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'users_username_unique') throw duplicateUsername();
  if (
    constraint === 'companies_nif_cif_key' ||
    constraint === 'companies_agency_nif_cif_key' ||
    constraint === 'agencies_nif_cif_key'
  ) {
    throw duplicateNifCif();
  }
  throw error;
}
