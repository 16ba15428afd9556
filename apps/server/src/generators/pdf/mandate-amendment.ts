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

/** The download name of a mandate amendment, signed or not. */
export const MANDATE_AMENDMENT_FILE_NAME = 'modificacion_orden_domiciliacion_sepa.pdf';

/**
 * The amendment of a SEPA mandate after a change of the debtor's account: the mandate again, same reference,
 * with the new IBAN, and the account it replaces (EPC SDD Core rulebook: the debtor consents to the change).
 */
export function mandateAmendment(input: MandateAmendmentInput): DocumentSpec {
  const { company, provider } = input;
  return {
    title: 'Modificación de la orden de domiciliación SEPA',
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
