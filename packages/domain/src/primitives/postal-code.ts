import { comparableText } from '../format/es-format.js';

/**
 * The 52 Spanish provinces by the two-digit prefix of their postal codes (Correos: 01 Álava ... 52 Melilla), with
 * the names people write for them (Spanish and co-official forms).
 */
const PROVINCE_NAMES: Record<string, string[]> = {
  '01': ['Álava', 'Araba', 'Araba/Álava'],
  '02': ['Albacete'],
  '03': ['Alicante', 'Alacant'],
  '04': ['Almería'],
  '05': ['Ávila'],
  '06': ['Badajoz'],
  '07': ['Illes Balears', 'Islas Baleares', 'Baleares', 'Balears'],
  '08': ['Barcelona'],
  '09': ['Burgos'],
  '10': ['Cáceres'],
  '11': ['Cádiz'],
  '12': ['Castellón', 'Castelló', 'Castellón de la Plana'],
  '13': ['Ciudad Real'],
  '14': ['Córdoba'],
  '15': ['A Coruña', 'La Coruña', 'Coruña'],
  '16': ['Cuenca'],
  '17': ['Girona', 'Gerona'],
  '18': ['Granada'],
  '19': ['Guadalajara'],
  '20': ['Gipuzkoa', 'Guipúzcoa'],
  '21': ['Huelva'],
  '22': ['Huesca'],
  '23': ['Jaén'],
  '24': ['León'],
  '25': ['Lleida', 'Lérida'],
  '26': ['La Rioja', 'Rioja'],
  '27': ['Lugo'],
  '28': ['Madrid'],
  '29': ['Málaga'],
  '30': ['Murcia', 'Región de Murcia'],
  '31': ['Navarra', 'Nafarroa'],
  '32': ['Ourense', 'Orense'],
  '33': ['Asturias', 'Principado de Asturias'],
  '34': ['Palencia'],
  '35': ['Las Palmas', 'Las Palmas de Gran Canaria'],
  '36': ['Pontevedra'],
  '37': ['Salamanca'],
  '38': ['Santa Cruz de Tenerife', 'S/C de Tenerife', 'Tenerife'],
  '39': ['Cantabria'],
  '40': ['Segovia'],
  '41': ['Sevilla'],
  '42': ['Soria'],
  '43': ['Tarragona'],
  '44': ['Teruel'],
  '45': ['Toledo'],
  '46': ['Valencia', 'València'],
  '47': ['Valladolid'],
  '48': ['Bizkaia', 'Vizcaya'],
  '49': ['Zamora'],
  '50': ['Zaragoza'],
  '51': ['Ceuta'],
  '52': ['Melilla'],
};

const PREFIX_OF_PROVINCE = new Map(
  Object.entries(PROVINCE_NAMES).flatMap(([prefix, names]) =>
    names.map((name) => [comparableText(name), prefix] as const),
  ),
);

/** Five digits whose first two are a province (01 to 52). */
export function isSpanishPostalCode(value: string): boolean {
  if (!/^\d{5}$/.test(value)) return false;
  const province = Number(value.slice(0, 2));
  return province >= 1 && province <= 52;
}

/** The postal-code prefix of a province as typed ('Santa Cruz de Tenerife' is '38'), or null when unknown. */
export function postalPrefixOfProvince(province: string): string | null {
  return PREFIX_OF_PROVINCE.get(comparableText(province)) ?? null;
}

/** The province's usual name for a valid postal code ('38001' is Santa Cruz de Tenerife). */
export function provinceOfPostalCode(postalCode: string): string | null {
  return PROVINCE_NAMES[postalCode.slice(0, 2)]?.[0] ?? null;
}

/**
 * Whether a postal code can belong to a province as typed. A province name this list does not know is not
 * contradicted (the postal code alone was already checked).
 */
export function postalCodeMatchesProvince(postalCode: string, province: string): boolean {
  const prefix = postalPrefixOfProvince(province);
  return prefix === null || postalCode.startsWith(prefix);
}
