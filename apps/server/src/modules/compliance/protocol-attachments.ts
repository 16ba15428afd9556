import { formatDateEs, PROTOCOL_CODES, type ProtocolCode } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import { informationLeaflet, LEAFLET_FILE_NAME } from '../../generators/pdf/information-leaflet.js';
import { PROTOCOL_KIND, PROTOCOLS } from '../../generators/pdf/protocol-pdfs.js';
import { renderDocument } from '../../generators/pdf/render-document.js';
import { loadCompany } from '../company-access/index.js';
import type { AttachmentRenderers, MessageAttachmentRef } from '../outbox/index.js';
import { isDraftProtocol, missingAnswersOf, renderCompanyProtocol } from './download-protocol.js';

export function protocolAttachment(companyId: number, code: ProtocolCode): MessageAttachmentRef {
  return { fileName: PROTOCOLS[PROTOCOL_KIND[code]].fileName, kind: 'protocol', ref: `${companyId}:${code}` };
}

/** The information leaflet of a company's new protocols (information-leaflet.ts). */
export function leafletAttachment(companyId: number, codes: readonly ProtocolCode[]): MessageAttachmentRef {
  return { fileName: LEAFLET_FILE_NAME, kind: 'leaflet', ref: `${companyId}:${codes.join(',')}` };
}

function isProtocolCode(value: string | undefined): value is ProtocolCode {
  return PROTOCOL_CODES.includes(value as ProtocolCode);
}

/** A company's protocols and their information leaflet, made with the company's data at sending time. */
export const PROTOCOL_ATTACHMENTS: AttachmentRenderers = {
  protocol: async (db, services, ref) => {
    const [companyId, code] = ref.split(':');
    const company = await loadCompany(db, eq(companies.id, Number(companyId)));
    if (!company || !isProtocolCode(code)) throw new Error(`protocol ${ref} not found`);
    // A protocol whose compliance profile is not complete yet is left out rather than sent with blanks (the
    // company completes its profile and downloads it from its area), and so is one the law does not ask of it.
    // A draft (a register nobody has confirmed) is not sent either: it is not an issued document.
    const { missing, notApplicable } = await missingAnswersOf(db, company, PROTOCOL_KIND[code]);
    if (missing.length > 0 || notApplicable) return null;
    if (await isDraftProtocol(db, company, PROTOCOL_KIND[code], services.config.provider.legalName)) return null;
    return renderCompanyProtocol(db, services, company, PROTOCOL_KIND[code]);
  },
  leaflet: async (db, services, ref) => {
    const [companyId, codes] = ref.split(':');
    const company = await loadCompany(db, eq(companies.id, Number(companyId)));
    if (!company) throw new Error(`leaflet ${ref} not found`);
    const { config } = services;
    return renderDocument(
      informationLeaflet({
        company,
        protocols: (codes ?? '').split(',').filter(isProtocolCode),
        provider: config.provider,
        publicUrl: config.publicUrl,
        generatedOn: formatDateEs(services.now()),
      }),
    );
  },
};
