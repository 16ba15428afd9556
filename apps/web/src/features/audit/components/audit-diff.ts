import { formatEuros } from '@cumplia/domain';

/** Spanish names of the fields audit entries record. Unknown fields show their own name. */
const FIELD_LABELS: Record<string, string> = {
  razonSocial: 'Razón social',
  nombreComercial: 'Nombre comercial',
  nifCif: 'NIF/CIF',
  tipo: 'Tipo',
  nombre: 'Nombre',
  surname: 'Apellidos',
  name: 'Nombre',
  username: 'Usuario (NIF)',
  dni: 'NIF del administrador',
  email: 'Correo electrónico',
  telefono: 'Teléfono',
  direccion: 'Dirección',
  codigoPostal: 'Código postal',
  provincia: 'Provincia',
  cnae: 'CNAE',
  actividad: 'Actividad',
  numTrabajadores: 'Trabajadores',
  numCuenta: 'Cuenta',
  metodoDePago: 'Método de pago',
  lopdgdd: 'LOPDGDD',
  acosoLaboral: 'Acoso laboral',
  desconexionDigital: 'Desconexión digital',
  productos: 'Precios',
  precios: 'Precios',
  precioDescuento: 'precio',
  cents: 'precio',
  comision: 'Comisión (%)',
  verificado: 'Verificada',
  enabled: 'Habilitado',
  roles: 'Roles',
  empresas: 'Empresas',
  gestorias: 'Colaboradores',
  fechaCuandoFacturar: 'Fecha de cobro',
  motivo: 'Motivo',
};

const labelOf = (key: string) => FIELD_LABELS[key] ?? key;

/** A list item is named by its protocol when it has one (prices), else by its position. */
function itemKey(item: unknown, index: number): string {
  if (item && typeof item === 'object') {
    const { protocol, nombrePlantilla } = item as { protocol?: unknown; nombrePlantilla?: unknown };
    const code = protocol ?? nombrePlantilla;
    if (typeof code === 'string') return code;
  }
  return String(index + 1);
}

/** Prices recorded in euros per protocol: `precios.LOPD`, `productos.LOPD.precioDescuento`. */
const isPriceInEuros = (path: string[]) =>
  path.includes('precioDescuento') || path.includes('precio') || path[0] === 'precios';

function leafText(key: string, value: unknown, path: string[]): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number' && (key === 'cents' || key.endsWith('Cents'))) return formatEuros(value);
  if (typeof value === 'number' && isPriceInEuros(path)) return formatEuros(Math.round(value * 100));
  return String(value);
}

/** Every leaf of a recorded value as "readable path -> readable text" (nested prices, lists and flags included). */
export function flattenAuditValue(value: unknown, path: string[] = [], out = new Map<string, string>()) {
  const key = path.at(-1) ?? '';
  if (Array.isArray(value)) {
    if (value.length === 0 && path.length > 0) out.set(path.map(labelOf).join(' · '), '—');
    value.forEach((item, index) => {
      flattenAuditValue(item, [...path, itemKey(item, index)], out);
    });
  } else if (value && typeof value === 'object') {
    for (const [child, childValue] of Object.entries(value)) {
      if (child === 'protocol' || child === 'nombrePlantilla') continue;
      flattenAuditValue(childValue, [...path, child], out);
    }
  } else if (path.length > 0) {
    out.set(path.map(labelOf).join(' · '), leafText(key, value, path));
  }
  return out;
}

export type AuditChange = { field: string; before: string | null; after: string | null };

/** The fields an entry changed, in readable form: only those whose value differs between before and after. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const old = flattenAuditValue(before);
  const next = flattenAuditValue(after);
  return [...new Set([...old.keys(), ...next.keys()])]
    .filter((field) => old.get(field) !== next.get(field))
    .map((field) => ({ field, before: old.get(field) ?? null, after: next.get(field) ?? null }));
}
