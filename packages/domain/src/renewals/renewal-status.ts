/** The flags that decide a renewal's status. */
type RenewalFlags = { renueva: boolean; deshabilitarRenovacion: boolean; procesada: boolean };

/**
 * The status label of the manage dialog and the detail views (part 2 section 4): Deshabilitada, then
 * Procesada, then Aceptada, else Pendiente.
 */
export function renewalDetailStatus(renewal: RenewalFlags): 'Deshabilitada' | 'Procesada' | 'Aceptada' | 'Pendiente' {
  if (renewal.deshabilitarRenovacion) return 'Deshabilitada';
  if (renewal.procesada) return 'Procesada';
  if (renewal.renueva) return 'Aceptada';
  return 'Pendiente';
}
