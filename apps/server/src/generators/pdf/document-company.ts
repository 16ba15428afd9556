import type { DocumentSpec } from './render-document.js';

/** The client company's data that every protocol document prints and uses. */
export type DocumentCompany = {
  razonSocial: string;
  nifCif: string;
  direccion: string;
  codigoPostal: string;
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

export function companyDataBlock(company: DocumentCompany): [string, string][] {
  return [
    ['Empresa', company.razonSocial],
    ['NIF/CIF', company.nifCif],
    ['Domicilio', [company.direccion, company.codigoPostal, company.provincia].filter(Boolean).join(', ')],
    ['Actividad', company.cnae ? `${company.actividad} (CNAE ${company.cnae})` : company.actividad],
    ['Representante', company.nombre],
    ['Personas trabajadoras', String(company.numTrabajadores)],
    ['Contacto', [company.email, company.telefono].filter(Boolean).join(' · ')],
  ];
}

export const signatureBlock = (company: DocumentCompany, generatedOn: string) => ({
  kind: 'signature' as const,
  lines: [
    `En ${company.provincia || '________________'}, a ${generatedOn}.`,
    '',
    'Firma de la dirección de la empresa:',
    '',
    '',
    `${company.nombre || '________________________'}`,
    `En representación de ${company.razonSocial}`,
  ],
});
