import type { DocumentSpec } from './render-document.js';

/** The client company's data that every protocol document prints and uses. */
export type DocumentCompany = {
  razonSocial: string;
  nifCif: string;
  direccion: string;
  codigoPostal: string;
  /** Town; empty for companies created before it was asked (then the province stands in). */
  localidad: string;
  provincia: string;
  actividad: string;
  cnae: string;
  nombre: string;
  numTrabajadores: number;
  email: string;
  telefono: string;
};

export type DocumentContext = {
  company: DocumentCompany;
  provider: DocumentSpec['provider'];
  /** dd/mm/yyyy */
  generatedOn: string;
};

/** `Calle Herradores 18, 38201 San Cristóbal de La Laguna (Santa Cruz de Tenerife)`. */
export function companyAddress(
  company: Pick<DocumentCompany, 'direccion' | 'codigoPostal' | 'localidad' | 'provincia'>,
) {
  const town = [company.codigoPostal, company.localidad || company.provincia].filter(Boolean).join(' ');
  const province = company.localidad && company.provincia && company.provincia !== company.localidad;
  return [company.direccion, `${town}${province ? ` (${company.provincia})` : ''}`].filter(Boolean).join(', ');
}

/** Where a document is signed: the company's town ('En La Laguna, a ...'), else its province. */
export const signingPlace = (company: Pick<DocumentCompany, 'localidad' | 'provincia'>) =>
  company.localidad || company.provincia || '________________';

export function companyDataBlock(company: DocumentCompany): [string, string][] {
  return [
    ['Empresa', company.razonSocial],
    ['NIF/CIF', company.nifCif],
    ['Domicilio', companyAddress(company)],
    ['Actividad', company.cnae ? `${company.actividad} (CNAE ${company.cnae})` : company.actividad],
    ['Representante', company.nombre],
    ['Personas trabajadoras', String(company.numTrabajadores)],
    ['Contacto', [company.email, company.telefono].filter(Boolean).join(' · ')],
  ];
}

export const signatureBlock = (company: DocumentCompany, generatedOn: string) => ({
  kind: 'signature' as const,
  lines: [
    `En ${signingPlace(company)}, a ${generatedOn}.`,
    '',
    'Firma de la dirección de la empresa:',
    '',
    '',
    `${company.nombre || '________________________'}`,
    `En representación de ${company.razonSocial}`,
  ],
});
