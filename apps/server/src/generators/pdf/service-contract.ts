import {
  formatEuros,
  formatIban,
  type IndirectTax,
  lineAmounts,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type ProtocolCode,
  taxLabel,
} from '@cumplia/domain';
import { legalTemplate, templateBlocks, templateSections } from '../legal/legal-template.js';
import { companyAddress, companyDataBlock, type DocumentCompany, signingPlace } from './document-company.js';
import type { DocumentBlock, DocumentSection, DocumentSpec } from './render-document.js';

const SERVICE_NAMES: Record<ProtocolCode, string> = {
  LOPD: 'documentación de protección de datos (RGPD y LOPDGDD)',
  ACOSO: 'protocolo de prevención y actuación frente al acoso',
  DIGITAL: 'política de desconexión digital',
};
const SERVICE_ARTICLES: Record<ProtocolCode, string> = { LOPD: 'la', ACOSO: 'el', DIGITAL: 'la' };

export type ContractInput = {
  company: DocumentCompany & { metodoDePago: PaymentMethod; numCuenta: string };
  protocol: ProtocolCode;
  priceCents: number;
  /** The tax the invoice will charge this company (indirectTaxFor: provider and company territories). */
  tax: IndirectTax;
  mandateReference: string;
  provider: DocumentSpec['provider'] & { sepa: { creditorName: string; creditorId: string } };
  generatedOn: string;
};

/** The wording a contract is written from, in order: the contract, the mandate, the signature. */
export const CONTRACT_TEMPLATES = ['contrato-servicio.md', 'orden-domiciliacion.md', 'firma-electronica.md'] as const;

/** What the SEPA Core mandate template is filled with: the creditor, the debtor and the account it authorises. */
export function mandateData(input: {
  company: DocumentCompany & { numCuenta: string };
  mandateReference: string;
  provider: ContractInput['provider'];
  generatedOn: string;
}) {
  const { company, provider } = input;
  return {
    referencia: input.mandateReference,
    acreedor: {
      nombre: provider.sepa.creditorName,
      domicilio: provider.address,
      identificador: provider.sepa.creditorId,
    },
    deudor: {
      nombre: company.razonSocial,
      nifCif: company.nifCif,
      domicilio: companyAddress(company),
      iban: formatIban(company.numCuenta),
    },
    lugar: signingPlace(company),
    fecha: input.generatedOn,
  };
}

/** The SEPA Core mandate (orden de domiciliación) of a company, with the account it authorises. */
export const sepaMandateBlocks = (input: Parameters<typeof mandateData>[0]): DocumentBlock[] =>
  templateBlocks(legalTemplate(CONTRACT_TEMPLATES[1]), mandateData(input));

/** The closing section of a document signed on the platform with an SMS code. */
export const electronicSignatureSection = (input: {
  company: Pick<DocumentCompany, 'localidad' | 'provincia' | 'tipo'>;
  generatedOn: string;
  who: string;
  document: string;
}): DocumentSection[] =>
  templateSections(legalTemplate(CONTRACT_TEMPLATES[2]), {
    lugar: signingPlace(input.company),
    fecha: input.generatedOn,
    quien: input.who,
    documento: input.document,
    titular: input.company.tipo === 'A',
  });

/** The download name of a protocol's contract, signed or not. */
export const contractFileName = (protocol: ProtocolCode) => `contrato_${protocol.toLowerCase()}.pdf`;

/** Everything the contract template prints. */
export function contractData(input: ContractInput) {
  const { company, provider, tax } = input;
  const taxCents = lineAmounts(input.priceCents, tax.rateBasisPoints).ivaCents;
  return {
    prestador: { razonSocial: provider.legalName, nif: provider.nif, domicilio: provider.address },
    cliente: {
      razonSocial: company.razonSocial,
      nifCif: company.nifCif,
      domicilio: companyAddress(company),
      representante: company.nombre || 'su representante legal',
      autonomo: company.tipo === 'A',
    },
    servicio: SERVICE_NAMES[input.protocol],
    elServicio: `${SERVICE_ARTICLES[input.protocol]} ${SERVICE_NAMES[input.protocol]}`,
    impuesto: { etiqueta: taxLabel(tax), mencion: tax.wording ?? '' },
    precio: {
      base: formatEuros(input.priceCents),
      impuesto: formatEuros(taxCents),
      total: formatEuros(input.priceCents + taxCents),
    },
    formaDePago: PAYMENT_METHOD_LABELS[company.metodoDePago],
    sepa: company.metodoDePago === 'SEPA',
  };
}

/** The yearly service contract for one tool, with the SEPA Core mandate when the company pays by direct debit. */
export function serviceContract(input: ContractInput): DocumentSpec {
  const { company, provider } = input;
  const data = contractData(input);
  const sections = templateSections(legalTemplate(CONTRACT_TEMPLATES[0]), data);
  const last = sections[sections.length - 1];
  if (data.sepa && last) last.blocks.push(...sepaMandateBlocks({ ...input, company }));
  return {
    title: 'Contrato de prestación de servicios',
    subtitle: `${company.razonSocial} · ${SERVICE_NAMES[input.protocol]}`,
    companyData: companyDataBlock(company),
    generatedOn: input.generatedOn,
    provider,
    sections: [
      ...sections,
      ...electronicSignatureSection({
        company,
        generatedOn: input.generatedOn,
        who: 'El cliente',
        document: 'este contrato',
      }),
    ],
  };
}
