import { formatIban } from '@cumplia/domain';
import { companyDataBlock, type DocumentCompany, signingPlace } from './document-company.js';
import type { DocumentSpec } from './render-document.js';
import { type ContractInput, sepaMandateBlocks } from './service-contract.js';

export type MandateAmendmentInput = {
  company: DocumentCompany & { numCuenta: string };
  mandateReference: string;
  /** The account the mandate authorised until now. */
  originalIban: string;
  provider: ContractInput['provider'];
  generatedOn: string;
};

/**
 * What a mandate signing link signs: an amendment of the account (CUENTA) or a new mandate replacing one that
 * expired unused (RENOVACION); its title, download name, how the code SMS names it and the seal's reason.
 */
export const MANDATE_DOCUMENTS = {
  CUENTA: {
    title: 'Modificación de la orden de domiciliación SEPA',
    fileName: 'modificacion_orden_domiciliacion_sepa.pdf',
    signedPhrase: 'la modificación de la orden SEPA',
    consentPhrase: 'la modificación de la orden de domiciliación que he abierto',
    sealReason: 'Modificación de la orden de domiciliación firmada',
  },
  RENOVACION: {
    title: 'Nueva orden de domiciliación SEPA',
    fileName: 'nueva_orden_domiciliacion_sepa.pdf',
    signedPhrase: 'la nueva orden SEPA',
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
  return {
    title: MANDATE_DOCUMENTS.RENOVACION.title,
    subtitle: `${company.razonSocial} · sustituye a la orden ${input.expiredReference}`,
    companyData: companyDataBlock(company),
    generatedOn: input.generatedOn,
    provider,
    sections: [
      {
        heading: 'Nueva orden',
        blocks: [
          {
            kind: 'paragraph',
            text: `La orden de domiciliación ${input.expiredReference} quedó sin efecto al pasar 36 meses sin adeudos (último uso: ${input.lastUsedOn}). Para que ${provider.sepa.creditorName} pueda volver a cargar sus recibos por adeudo directo SEPA, ${company.razonSocial} firma esta nueva orden, con la referencia ${input.mandateReference}. El primer cargo que se haga con ella será un primer adeudo de la serie.`,
          },
          ...sepaMandateBlocks({ company, mandateReference: input.mandateReference, provider }),
        ],
      },
      {
        heading: 'Firma',
        blocks: [
          { kind: 'paragraph', text: `En ${signingPlace(company)}, a ${input.generatedOn}.` },
          {
            kind: 'paragraph',
            text: 'El deudor firma esta orden electrónicamente en la plataforma Cumplia con un código de un solo uso enviado por SMS al teléfono de su representante. La página de evidencias que se añade al documento firmado recoge la identidad del firmante, el teléfono, la fecha y hora, la dirección IP y la huella SHA-256 de este documento.',
          },
        ],
      },
    ],
  };
}

/**
 * The amendment of a SEPA mandate after a change of the debtor's account: the mandate again, same reference,
 * with the new IBAN, and the account it replaces (EPC SDD Core rulebook: the debtor consents to the change).
 */
export function mandateAmendment(input: MandateAmendmentInput): DocumentSpec {
  const { company, provider } = input;
  return {
    title: MANDATE_DOCUMENTS.CUENTA.title,
    subtitle: `${company.razonSocial} · cambio de la cuenta de cargo`,
    companyData: companyDataBlock(company),
    generatedOn: input.generatedOn,
    provider,
    sections: [
      {
        heading: 'Cambio de cuenta',
        blocks: [
          {
            kind: 'paragraph',
            text: `${company.razonSocial} cambia la cuenta en la que ${provider.sepa.creditorName} le carga sus recibos por adeudo directo SEPA. La orden de domiciliación ${input.mandateReference} sigue vigente con la misma referencia y pasa a autorizar los cargos en la cuenta nueva; la cuenta anterior deja de cargarse.`,
          },
          {
            kind: 'table',
            headers: ['Dato', 'Valor'],
            widths: [3, 7],
            rows: [
              ['Cuenta anterior', formatIban(input.originalIban)],
              ['Cuenta nueva', formatIban(company.numCuenta)],
            ],
          },
          ...sepaMandateBlocks({ company, mandateReference: input.mandateReference, provider }),
        ],
      },
      {
        heading: 'Firma',
        blocks: [
          { kind: 'paragraph', text: `En ${signingPlace(company)}, a ${input.generatedOn}.` },
          {
            kind: 'paragraph',
            text: 'El deudor firma esta modificación electrónicamente en la plataforma Cumplia con un código de un solo uso enviado por SMS al teléfono de su representante. La página de evidencias que se añade al documento firmado recoge la identidad del firmante, el teléfono, la fecha y hora, la dirección IP y la huella SHA-256 de este documento.',
          },
        ],
      },
    ],
  };
}
