import { type ComplianceProfile, fullAddress, type RegisterActivity } from '@cumplia/domain';
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
  /** 'A' (self-employed person) or 'E' (company). */
  tipo: 'A' | 'E';
};

/** The register of processing activities a document is written from. */
export type DocumentRegister = {
  activities: RegisterActivity[];
  version: number;
  /** Who confirmed this version and when (dd/mm/yyyy); null while nobody has: the documents are drafts. */
  review: { persona: string; fecha: string } | null;
};

export type DocumentContext = {
  company: DocumentCompany;
  register: DocumentRegister;
  /** The compliance profile the document is written from (complete for this document). */
  profile: ComplianceProfile;
  /** The profile version the document records ('Versión del perfil'). */
  profileVersion: number;
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

/** Who the company is, as every document's company block opens. */
const companyIdentityRows = (company: DocumentCompany): [string, string][] => [
  ['Empresa', company.razonSocial],
  ['NIF/CIF', company.nifCif],
  ['Domicilio', companyAddress(company)],
  ['Actividad', company.cnae ? `${company.actividad} (CNAE ${company.cnae})` : company.actividad],
  ['Representante', company.nombre],
];

const contactRow = (company: DocumentCompany): [string, string] => [
  'Contacto',
  [company.email, company.telefono].filter(Boolean).join(' · '),
];

export function companyDataBlock(company: DocumentCompany): [string, string][] {
  return [
    ...companyIdentityRows(company),
    ['Personas trabajadoras', String(company.numTrabajadores)],
    contactRow(company),
  ];
}

/** The company block of the protocol documents: registered data plus the profile's headcount, workplaces, version. */
export function profileCompanyDataBlock(
  company: DocumentCompany,
  profile: ComplianceProfile,
  version: number,
): [string, string][] {
  return [
    ...companyIdentityRows(company),
    ['Personas trabajadoras', `${profile.numTrabajadores} (plantilla declarada en el perfil de cumplimiento)`],
    ['Centros de trabajo', profile.centrosTrabajo.join(' · ')],
    contactRow(company),
    ['Versión del perfil', String(version)],
  ];
}

export { listEs } from '@cumplia/domain';

/**
 * A company's typed answer as it enters a document, where the wording around it adds its own punctuation: one
 * line, single spaces, no doubled or leading punctuation, and no closing full stop ('(recepción)..' becomes
 * '(recepción)') except the one of an abbreviation ('S.L.', 'Inc.').
 */
export function cleanText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:)])/g, '$1')
    .replace(/([.,;:])(?:\s*\1)+/g, '$1')
    .trim()
    .replace(/^[.,;:\s]+/, '')
    .replace(/(\)|\p{Ll}{4,}|\d)[.;,:]$/u, '$1');
}

/** A typed text closed with one full stop: 'Precio erróneo 90 €.' stays as it is, never '€..'. */
export const asSentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

const REPRESENTATION_LABEL = {
  ninguna: 'no existe representación legal de las personas trabajadoras',
  delegados: 'delegados o delegadas de personal',
  comite: 'comité de empresa',
} as const;

/** The representatives' names as typed, without a label that repeats the kind of representation. */
const namesOfRepresentatives = (profile: ComplianceProfile) =>
  cleanText(profile.representantes).replace(
    /^(comit[eé] de empresa|delegad[oa]s?( o delegad[oa]s)?( de personal)?|representantes?( legales?)?( de las personas trabajadoras)?)\s*:\s*/i,
    '',
  );

export function representationText(profile: ComplianceProfile): string {
  if (profile.representacion === 'ninguna') return REPRESENTATION_LABEL.ninguna;
  return `${REPRESENTATION_LABEL[profile.representacion]}: ${namesOfRepresentatives(profile)}`;
}
