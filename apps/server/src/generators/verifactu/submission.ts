import { escapeXml } from '../sepa/xml-writer.js';
import { AEAT_NAMESPACES, aeatNif, aeatText } from './aeat-format.js';

/** The most records one submission may carry (SuministroLR.xsd, `RegistroFactura maxOccurs="1000"`). */
export const MAX_RECORDS_PER_SUBMISSION = 1000;

/**
 * The SOAP 1.1 message (document/literal) of the AEAT's `RegFactuSistemaFacturacion` service: the header names
 * the taxpayer who issued the invoices, then each record as it was generated and kept, byte for byte.
 */
export function buildSubmissionEnvelope(input: { taxpayer: { name: string; nif: string }; records: string[] }): string {
  if (input.records.length === 0 || input.records.length > MAX_RECORDS_PER_SUBMISSION) {
    throw new Error(`A submission carries 1 to ${MAX_RECORDS_PER_SUBMISSION} records, not ${input.records.length}.`);
  }
  const { soap, sfLR, sf } = AEAT_NAMESPACES;
  const records = input.records.map((record) => `<sfLR:RegistroFactura>\n${record}</sfLR:RegistroFactura>\n`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<soapenv:Envelope xmlns:soapenv="${soap}" xmlns:sfLR="${sfLR}" xmlns:sf="${sf}">\n`,
    '<soapenv:Header/>\n<soapenv:Body>\n<sfLR:RegFactuSistemaFacturacion>\n',
    '<sfLR:Cabecera>\n<sf:ObligadoEmision>\n',
    `<sf:NombreRazon>${escapeXml(aeatText(input.taxpayer.name, 120))}</sf:NombreRazon>\n`,
    `<sf:NIF>${escapeXml(aeatNif(input.taxpayer.nif))}</sf:NIF>\n`,
    '</sf:ObligadoEmision>\n</sfLR:Cabecera>\n',
    ...records,
    '</sfLR:RegFactuSistemaFacturacion>\n</soapenv:Body>\n</soapenv:Envelope>\n',
  ].join('');
}
