import { ERROR_CODE_MESSAGES } from '@cumplia/domain';
import { ApiError } from './api-error';

/** Part 1 section 8, add/update company by server code. */
export function companyErrorMessage(error: unknown, mode: 'create' | 'update'): string {
  const fallback =
    mode === 'create'
      ? 'Error al crear la empresa. Verifique los datos e intente nuevamente.'
      : 'Error al actualizar la empresa.';
  if (!(error instanceof ApiError)) return fallback;
  if (error.isNetworkError)
    return 'Error de conexión. Por favor, verifique su conexión a internet e intente nuevamente.';
  switch (error.code) {
    case 'DUPLICATE_NIF_CIF':
    case 'GESTORIA_NOT_FOUND':
    case 'SECURITY_ERROR':
    case 'DATA_INTEGRITY_VIOLATION':
      return ERROR_CODE_MESSAGES[error.code];
    case 'VALIDATION_ERROR':
      return `${ERROR_CODE_MESSAGES.VALIDATION_ERROR}${error.message}`;
    case 'CONSTRAINT_VIOLATION':
      return `${ERROR_CODE_MESSAGES.CONSTRAINT_VIOLATION}${error.message}`;
    default:
      return error.message || fallback;
  }
}

/** The tool toggle's failure text (part 1 section 8, Tools). */
export function toolsErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) return 'Compruebe su conexión e inténtelo de nuevo.';
  if (error instanceof ApiError && error.message) return error.message;
  return 'Error al actualizar las herramientas. Por favor, inténtelo de nuevo.';
}
