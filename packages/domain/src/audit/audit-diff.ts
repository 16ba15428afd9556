import { PROTOCOL_LABELS } from '../constants.js';
import { formatDateEs, formatDateTimeEs, formatEuros } from '../format/es-format.js';
import { monthLabel } from '../invoices/month-close.js';
import { sepaReturnReasonText } from '../invoices/sepa-returns.js';
import { AUDIT_FIELDS, type AuditFormat, HIDDEN_AUDIT_FIELDS } from './audit-fields.js';

/** 'deshabilitarRenovacion' → 'Deshabilitar renovacion': a field without a Spanish name still reads as words. */
const humanized = (key: string) => {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A path step's name: a field's Spanish name, a protocol's name, or a list position as it is. */
function stepLabel(key: string): string {
  const field = AUDIT_FIELDS[key];
  if (field) return field.label;
  if (key in PROTOCOL_LABELS) return PROTOCOL_LABELS[key as keyof typeof PROTOCOL_LABELS];
  return /^[a-z]/.test(key) ? humanized(key) : key;
}

/** The field that decides how a leaf reads: the nearest named step of its path (a price under `precios.LOPD`). */
const formatOf = (path: string[]): AuditFormat | undefined =>
  [...path]
    .reverse()
    .map((step) => AUDIT_FIELDS[step]?.format)
    .find((format) => format !== undefined);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function codeText(value: string, format: AuditFormat | undefined): string {
  if (format === 'month' && /^\d{4}-\d{2}$/.test(value)) return monthLabel(value);
  if (format === 'sepaReason') return `${value} (${sepaReturnReasonText(value)})`;
  if (format && typeof format === 'object') return format[value] ?? value;
  if (ISO_TIMESTAMP.test(value)) return formatDateTimeEs(value);
  if (ISO_DATE.test(value)) return formatDateEs(value);
  return value;
}

function leafText(value: unknown, format: AuditFormat | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') {
    if (format === 'cents') return formatEuros(value);
    if (format === 'euros') return formatEuros(Math.round(value * 100));
    if (format === 'percent') return `${value.toLocaleString('es-ES')} %`;
    return String(value);
  }
  return typeof value === 'string' ? codeText(value, format) : String(value);
}

/** A list item is named by its protocol when it has one (prices), else by its position. */
function itemKey(item: unknown, index: number): string {
  if (item && typeof item === 'object') {
    const { protocol, nombrePlantilla } = item as { protocol?: unknown; nombrePlantilla?: unknown };
    const code = protocol ?? nombrePlantilla;
    if (typeof code === 'string') return code;
  }
  return String(index + 1);
}

/** Every leaf of a recorded value as "readable path -> readable text" (nested prices, lists and flags included). */
export function flattenAuditValue(value: unknown, path: string[] = [], out = new Map<string, string>()) {
  const name = () => path.map(stepLabel).join(' · ');
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    // A list of names or codes (roles, tools, ids) is one value: what changed reads as the whole list.
    const format = formatOf(path);
    if (path.length > 0) out.set(name(), value.length ? value.map((item) => leafText(item, format)).join(', ') : '—');
  } else if (Array.isArray(value)) {
    if (value.length === 0 && path.length > 0) out.set(name(), '—');
    value.forEach((item, index) => {
      flattenAuditValue(item, [...path, itemKey(item, index)], out);
    });
  } else if (value && typeof value === 'object') {
    for (const [child, childValue] of Object.entries(value)) {
      if (HIDDEN_AUDIT_FIELDS.has(child)) continue;
      flattenAuditValue(childValue, [...path, child], out);
    }
  } else if (path.length > 0) {
    out.set(name(), leafText(value, formatOf(path)));
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
  // A value that ends a sentence itself ('S.A.') takes no second full stop.
  const ended = (text: string | null) => `${text}${text?.endsWith('.') ? '' : '.'}`;
  if (before === null) return `${field}: ${ended(after)}`;
  if (after === null) return `${field}: era ${ended(before)}`;
  return `${field}: antes ${before}, ahora ${ended(after)}`;
}
