import {
  formatEuros,
  type IndirectTax,
  lineAmounts,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type ProtocolCode,
  taxLabel,
} from '@cumplia/domain';
import { companyAddress, companyDataBlock, type DocumentCompany, signingPlace } from './document-company.js';
import type { DocumentBlock, DocumentSpec } from './render-document.js';

const SERVICE_NAMES: Record<ProtocolCode, string> = {
  LOPD: 'documentación de protección de datos (RGPD y LOPDGDD)',
  ACOSO: 'protocolo de prevención y actuación frente al acoso',
  DIGITAL: 'política de desconexión digital',
};

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

/** The SEPA Core mandate (orden de domiciliación) of a company, with the account it authorises. */
export function sepaMandateBlocks(input: {
  company: DocumentCompany & { numCuenta: string };
  mandateReference: string;
  provider: ContractInput['provider'];
}): DocumentBlock[] {
  const { company, provider } = input;
  return [
    { kind: 'subheading', text: 'Orden de domiciliación de adeudo directo SEPA (Core)' },
    {
      kind: 'table',
      headers: ['Dato', 'Valor'],
      widths: [3, 7],
      rows: [
        ['Referencia de la orden', input.mandateReference],
        ['Acreedor', `${provider.sepa.creditorName} · ${provider.address}`],
        ['Identificador del acreedor', provider.sepa.creditorId],
        ['Deudor', `${company.razonSocial} · NIF/CIF ${company.nifCif}`],
        ['Domicilio del deudor', companyAddress(company)],
        ['IBAN del deudor', company.numCuenta],
        ['Tipo de pago', 'Recurrente'],
        ['Lugar de firma', signingPlace(company)],
      ],
    },
    {
      kind: 'paragraph',
      text: 'Mediante la firma de esta orden de domiciliación, el deudor autoriza al acreedor a enviar instrucciones a la entidad del deudor para adeudar su cuenta y a la entidad para efectuar los adeudos en su cuenta siguiendo las instrucciones del acreedor. Como parte de sus derechos, el deudor está legitimado al reembolso por su entidad en los términos y condiciones del contrato suscrito con la misma. La solicitud de reembolso deberá efectuarse dentro de las ocho semanas que siguen a la fecha de adeudo en cuenta. El acreedor comunicará al deudor cada adeudo con al menos 5 días naturales de antelación. Una orden sin adeudos durante 36 meses queda sin efecto.',
    },
  ];
}

/** The yearly service contract for one tool, with the SEPA Core mandate when the company pays by direct debit. */
/** The download name of a protocol's contract, signed or not. */
export const contractFileName = (protocol: ProtocolCode) => `contrato_${protocol.toLowerCase()}.pdf`;

export function serviceContract(input: ContractInput): DocumentSpec {
  const { company, provider, protocol } = input;
  const { tax } = input;
  const taxCents = lineAmounts(input.priceCents, tax.rateBasisPoints).ivaCents;
  const sepa = company.metodoDePago === 'SEPA';
  const mandate = sepa ? sepaMandateBlocks({ company, mandateReference: input.mandateReference, provider }) : [];

  return {
    title: 'Contrato de prestación de servicios',
    subtitle: `${company.razonSocial} · ${SERVICE_NAMES[protocol]}`,
    companyData: companyDataBlock(company),
    generatedOn: input.generatedOn,
    provider,
    sections: [
      {
        heading: 'Partes',
        blocks: [
          {
            kind: 'paragraph',
            text: `De una parte, ${provider.legalName}, con NIF ${provider.nif} y domicilio en ${provider.address} (en adelante, el prestador). De otra, ${company.razonSocial}, con NIF/CIF ${company.nifCif} y domicilio en ${companyAddress(company)}, representada por ${company.nombre || 'su representante legal'} (en adelante, el cliente).`,
          },
        ],
      },
      {
        heading: 'Objeto',
        blocks: [
          {
            kind: 'paragraph',
            text: `El prestador elaborará y pondrá a disposición del cliente la ${SERVICE_NAMES[protocol]}, adaptada a sus datos, a través de la plataforma Cumplia, y la mantendrá actualizada con los cambios normativos durante la vigencia del contrato.`,
          },
        ],
      },
      {
        heading: 'Precio y forma de pago',
        blocks: [
          {
            kind: 'table',
            headers: ['Concepto', 'Base', taxLabel(tax), 'Total'],
            widths: [5, 2, 2, 2],
            rows: [
              [
                `Servicio anual: ${SERVICE_NAMES[protocol]}`,
                formatEuros(input.priceCents),
                formatEuros(taxCents),
                formatEuros(input.priceCents + taxCents),
              ],
            ],
          },
          ...(tax.wording ? [{ kind: 'paragraph' as const, text: tax.wording }] : []),
          {
            kind: 'paragraph',
            text: `Forma de pago: ${PAYMENT_METHOD_LABELS[company.metodoDePago]}. La factura se emite al firmar este contrato y, después, en cada renovación.`,
          },
        ],
      },
      {
        heading: 'Duración y renovación',
        blocks: [
          {
            kind: 'paragraph',
            text: 'El contrato tiene una duración de un año desde su firma y se renueva por periodos anuales salvo que cualquiera de las partes comunique lo contrario antes de la fecha de renovación. El prestador avisará al cliente antes de cada renovación.',
          },
        ],
      },
      {
        heading: 'Protección de datos',
        blocks: [
          {
            kind: 'paragraph',
            text: 'En la medida en que el prestador trate datos personales por cuenta del cliente para prestar el servicio, actuará como encargado del tratamiento conforme al artículo 28 del RGPD: tratará los datos solo siguiendo las instrucciones del cliente y para esta finalidad, garantizará la confidencialidad de las personas autorizadas, aplicará las medidas de seguridad del artículo 32 del RGPD, no recurrirá a otros encargados sin autorización, asistirá al cliente en la atención de derechos y en la gestión de brechas, y suprimirá o devolverá los datos al terminar el servicio.',
          },
          ...mandate,
        ],
      },
      {
        heading: 'Firma',
        blocks: [
          {
            kind: 'paragraph',
            text: `En ${signingPlace(company)}, a ${input.generatedOn}.`,
          },
          {
            kind: 'paragraph',
            text: 'El cliente firma este contrato electrónicamente en la plataforma Cumplia con un código de un solo uso enviado por SMS al teléfono de su representante. La página de evidencias que se añade al documento firmado recoge la identidad del firmante, el teléfono, la fecha y hora, la dirección IP y la huella SHA-256 de este documento.',
          },
        ],
      },
    ],
  };
}
