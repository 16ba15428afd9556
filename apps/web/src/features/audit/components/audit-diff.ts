import { formatEuros, ROLE_LABELS } from '@cumplia/domain';

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
  renueva: 'Renovación aprobada',
  deshabilitarRenovacion: 'Renovación deshabilitada',
  procesada: 'Procesada',
  facturado: 'Cobrada',
  remesado: 'Remesada',
  anulada: 'Anulada',
  rectificativa: 'Rectificativa',
  numero: 'Número',
  estado: 'Estado',
  resolution: 'Resolución',
  registro: 'Registro',
  protocols: 'Protocolos',
  localidad: 'Localidad',
  fechaInicio: 'Inicio',
  fechaFin: 'Fin',
  fechaRenovacion: 'Fecha de renovación',
  paidOn: 'Pagada el',
  amount: 'Importe',
  metodo: 'Método',
  fileName: 'Fichero',
  transactionCount: 'Adeudos',
  sepaReturnCode: 'Motivo de la devolución',
  newReference: 'Nueva referencia de la orden',
  expiredReference: 'Referencia caducada',
  proximoEnvio: 'Próximo envío',
  mes: 'Mes',
  login: 'Usuario',
  linea: 'Línea',
  heldBy: 'Empresa que conserva el NIF/CIF',
  copyId: 'Copia',
  error: 'Error',
  kind: 'Tipo',
  gestoriaId: 'Colaborador',
};

/** 'deshabilitarRenovacion' → 'Deshabilitar renovacion': a field without a Spanish name still reads as words. */
const humanized = (key: string) => {
  // Codes (LOPD) and list positions stay as they are.
  if (!/^[a-z]/.test(key)) return key;
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const labelOf = (key: string) => FIELD_LABELS[key] ?? humanized(key);

/** A recorded code that has a name of its own (a role). */
const valueText = (value: string) => ROLE_LABELS[value] ?? value;

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
  return typeof value === 'string' ? valueText(value) : String(value);
}

/** Every leaf of a recorded value as "readable path -> readable text" (nested prices, lists and flags included). */
export function flattenAuditValue(value: unknown, path: string[] = [], out = new Map<string, string>()) {
  const key = path.at(-1) ?? '';
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    // A list of names (roles, companies) is one value: what changed reads as the whole list before and after.
    if (path.length > 0) out.set(path.map(labelOf).join(' · '), value.length ? value.map(valueText).join(', ') : '—');
  } else if (Array.isArray(value)) {
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

/** 'Teléfono: antes +34600000000, ahora +34611111111.'; a value only recorded after is what was set. */
export function changeSentence({ field, before, after }: AuditChange): string {
  if (before === null) return `${field}: ${after}.`;
  if (after === null) return `${field}: era ${before}.`;
  return `${field}: antes ${before}, ahora ${after}.`;
}
