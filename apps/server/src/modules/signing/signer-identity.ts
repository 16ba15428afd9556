/** A NIF/NIE as compared: upper case, without spaces, dots or dashes. */
const nifKey = (nif: string) => nif.toUpperCase().replace(/[\s.-]/g, '');

/** A name as compared: without accents or case, its words in any order. */
const nameKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[\s,.-]+/)
    .filter(Boolean)
    .sort()
    .join(' ');

/**
 * Whether the signer typed the representative on file: the same NIF/NIE, and the same name (accents, case,
 * punctuation and word order aside). Anything else stops the signature.
 */
export function isRepresentativeOnFile(
  typed: { nombre: string; nif: string },
  onFile: { nombre: string; nif: string },
): boolean {
  return nifKey(typed.nif) === nifKey(onFile.nif) && nameKey(typed.nombre) === nameKey(onFile.nombre);
}

/** The representative on file, whom the signer must be: the company's administrator, or the company itself. */
export const representativeOf = (company: { nombre: string; razonSocial: string; dni: string; nifCif: string }) => ({
  nombre: company.nombre || company.razonSocial,
  nif: company.dni || company.nifCif,
});
