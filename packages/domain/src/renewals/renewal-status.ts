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

/** The admin list's status filter (part 2 section 4, 'Filter meanings'). */
export const RENEWAL_FILTERS = ['pendientes', 'todas', 'aceptadas', 'procesadas', 'deshabilitadas'] as const;
export type RenewalFilter = (typeof RENEWAL_FILTERS)[number];

/**
 * The status label of the admin list: Procesada when processed, when disabled without approval, or when the
 * list is filtered by processed ones; Aceptada when approved; otherwise Pendiente. The superadmin variant shows
 * a disabled one that is still current as Deshabilitada.
 */
export function renewalListStatus(
  renewal: RenewalFlags,
  filter: RenewalFilter,
  variant: 'superadmin' | 'worker' = 'worker',
): 'Procesada' | 'Aceptada' | 'Pendiente' | 'Deshabilitada' {
  if (variant === 'superadmin' && renewal.deshabilitarRenovacion && !renewal.procesada) return 'Deshabilitada';
  if (renewal.procesada || (!renewal.renueva && renewal.deshabilitarRenovacion) || filter === 'procesadas') {
    return 'Procesada';
  }
  if (renewal.renueva) return 'Aceptada';
  return 'Pendiente';
}

/** The company renewal panel: Activa (green), Deshabilitada (red) or Pendiente (yellow). */
export function renewalPanelStatus(renewal: RenewalFlags): {
  label: 'Activa' | 'Deshabilitada' | 'Pendiente';
  color: string;
} {
  if (renewal.renueva) return { label: 'Activa', color: 'green' };
  if (renewal.deshabilitarRenovacion) return { label: 'Deshabilitada', color: 'red' };
  return { label: 'Pendiente', color: 'yellow' };
}

/** The filter's flags as the list endpoint takes them (todas adds none). */
export function renewalFilterFlags(filter: RenewalFilter): Partial<RenewalFlags> {
  switch (filter) {
    case 'pendientes':
      return { renueva: false, deshabilitarRenovacion: false, procesada: false };
    case 'aceptadas':
      return { renueva: true };
    case 'procesadas':
      return { procesada: true };
    case 'deshabilitadas':
      return { deshabilitarRenovacion: true };
    case 'todas':
      return {};
  }
}
