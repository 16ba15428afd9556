import { PROTOCOL_CODES, type ProtocolCode } from '@cumplia/domain';
import { legalTemplate, templateSections } from '../legal/legal-template.js';
import { companyDataBlock, type DocumentCompany } from './document-company.js';
import type { DocumentSpec } from './render-document.js';

export type LeafletInput = {
  company: DocumentCompany;
  protocols: ProtocolCode[];
  provider: DocumentSpec['provider'] & { phone: string };
  publicUrl: string;
  generatedOn: string;
};

export const LEAFLET_FILE_NAME = 'bienvenida_cumplia.pdf';

/**
 * The information leaflet sent with the first signed contracts: what the service is, what the company must do with
 * each of its protocols, and how to reach the provider.
 */
export function informationLeaflet(input: LeafletInput): DocumentSpec {
  const { provider } = input;
  return {
    title: 'Bienvenida a Cumplia',
    subtitle: `${input.company.razonSocial} · Guía de su servicio`,
    companyData: companyDataBlock(input.company),
    generatedOn: input.generatedOn,
    provider,
    sections: templateSections(legalTemplate(LEAFLET_TEMPLATE), leafletData(input)),
  };
}

export const LEAFLET_TEMPLATE = 'bienvenida.md';

/** What the leaflet template is filled with. */
export const leafletData = (input: LeafletInput) => ({
  web: input.publicUrl,
  protocolos: Object.fromEntries(PROTOCOL_CODES.map((code) => [code, input.protocols.includes(code)])),
  prestador: { email: input.provider.email, telefono: input.provider.phone, domicilio: input.provider.address },
});
