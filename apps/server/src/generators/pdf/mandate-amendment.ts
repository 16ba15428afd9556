import { formatIban } from '@cumplia/domain';
import { legalTemplate, templateSections } from '../legal/legal-template.js';
import { companyDataBlock, type DocumentCompany } from './document-company.js';
import type { DocumentSection, DocumentSpec } from './render-document.js';
import {
  CONTRACT_TEMPLATES,
  type ContractInput,
  electronicSignatureSection,
  sepaMandateBlocks,
} from './service-contract.js';

export type MandateAmendmentInput = {
  company: DocumentCompany & { numCuenta: string };
  mandateReference: string;
  /** The account the mandate authorised until now. */
  originalIban: string;
  provider: ContractInput['provider'];
  generatedOn: string;
};

/** The wording of each mandate document's introduction (the mandate and signature are the contract's). */
export const MANDATE_TEMPLATES = { CUENTA: 'orden-modificacion.md', RENOVACION: 'orden-nueva.md' } as const;

/** Every template a mandate document of `kind` is written from. */
export const mandateTemplates = (kind: keyof typeof MANDATE_TEMPLATES) => [
  MANDATE_TEMPLATES[kind],
  CONTRACT_TEMPLATES[1],
  CONTRACT_TEMPLATES[2],
];

/**
 * What a mandate signing link signs: an amendment of the account (CUENTA) or a new mandate replacing one that
 * expired unused (RENOVACION); its title, download name, the signer's consent and the seal's reason.
 */
export const MANDATE_DOCUMENTS = {
  CUENTA: {
    title: 'Modificación de la orden de domiciliación SEPA',
    fileName: 'modificacion_orden_domiciliacion_sepa.pdf',
    consentPhrase: 'la modificación de la orden de domiciliación que he abierto',
    sealReason: 'Modificación de la orden de domiciliación firmada',
  },
  RENOVACION: {
    title: 'Nueva orden de domiciliación SEPA',
    fileName: 'nueva_orden_domiciliacion_sepa.pdf',
    consentPhrase: 'la nueva orden de domiciliación que he abierto',
    sealReason: 'Orden de domiciliación firmada',
  },
} as const;
export type MandateDocument = (typeof MANDATE_DOCUMENTS)[keyof typeof MANDATE_DOCUMENTS];

/** What an amendment row of `kind` (sepa_mandate_amendments.kind) signs. */
export const mandateDocumentOf = (kind: string): MandateDocument =>
  MANDATE_DOCUMENTS[kind === 'RENOVACION' ? 'RENOVACION' : 'CUENTA'];

export type MandateRenewalInput = {
  company: DocumentCompany & { numCuenta: string };
  /** The reference of the new mandate, and of the one that expired. */
  mandateReference: string;
  expiredReference: string;
  /** The day the expired mandate was last used (or signed, if never used). */
  lastUsedOn: string;
  provider: ContractInput['provider'];
  generatedOn: string;
};

/**
 * A new SEPA mandate for a debtor whose mandate expired after 36 months without a collection (EPC SDD Core
 * rulebook 4.5, PT-04.16): a new reference, collected again from its first debit (FRST).
 */
export function mandateRenewal(input: MandateRenewalInput): DocumentSpec {
  const { company, provider } = input;
  const intro = templateSections(legalTemplate(MANDATE_TEMPLATES.RENOVACION), {
    referenciaCaducada: input.expiredReference,
    ultimoUso: input.lastUsedOn,
    acreedor: provider.sepa.creditorName,
    deudor: company.razonSocial,
    referencia: input.mandateReference,
  });
  return mandateSpec(
    input,
    MANDATE_DOCUMENTS.RENOVACION.title,
    `sustituye a la orden ${input.expiredReference}`,
    intro,
    'esta orden',
  );
}

/**
 * The amendment of a SEPA mandate after a change of the debtor's account: the mandate again, same reference,
 * with the new IBAN, and the account it replaces (EPC SDD Core rulebook: the debtor consents to the change).
 */
export function mandateAmendment(input: MandateAmendmentInput): DocumentSpec {
  const { company, provider } = input;
  const intro = templateSections(legalTemplate(MANDATE_TEMPLATES.CUENTA), {
    deudor: company.razonSocial,
    acreedor: provider.sepa.creditorName,
    referencia: input.mandateReference,
    cuentaAnterior: formatIban(input.originalIban),
    cuentaNueva: formatIban(company.numCuenta),
  });
  return mandateSpec(input, MANDATE_DOCUMENTS.CUENTA.title, 'cambio de la cuenta de cargo', intro, 'esta modificación');
}

/** A mandate document: its introduction, the mandate itself, and the electronic signature. */
function mandateSpec(
  input: Pick<MandateAmendmentInput, 'company' | 'mandateReference' | 'provider' | 'generatedOn'>,
  title: string,
  subtitle: string,
  intro: DocumentSection[],
  signed: string,
): DocumentSpec {
  const { company, provider } = input;
  const last = intro[intro.length - 1];
  last?.blocks.push(...sepaMandateBlocks(input));
  return {
    title,
    subtitle: `${company.razonSocial} · ${subtitle}`,
    companyData: companyDataBlock(company),
    generatedOn: input.generatedOn,
    provider,
    sections: [
      ...intro,
      ...electronicSignatureSection({ company, generatedOn: input.generatedOn, who: 'El deudor', document: signed }),
    ],
  };
}
