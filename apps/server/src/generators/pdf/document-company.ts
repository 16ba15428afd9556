import { fullAddress } from '@cumplia/domain';
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

/** The company's full postal address, town included (RD 1619/2012 art. 6.1.e). */
export const companyAddress = (
  company: Pick<DocumentCompany, 'direccion' | 'codigoPostal' | 'localidad' | 'provincia'>,
) => fullAddress(company);

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
