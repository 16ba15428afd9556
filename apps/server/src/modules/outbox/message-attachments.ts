import { formatDateEs, PROTOCOL_CODES, type ProtocolCode } from '@cumplia/domain';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { commissionStatements, companies, contracts, invoices } from '../../db/schema/index.js';
import { informationLeaflet, LEAFLET_FILE_NAME } from '../../generators/pdf/information-leaflet.js';
import { PROTOCOL_KIND, PROTOCOLS } from '../../generators/pdf/protocol-pdfs.js';
import { renderDocument } from '../../generators/pdf/render-document.js';
import { contractFileName } from '../../generators/pdf/service-contract.js';
import type { Services } from '../../services.js';
import { loadCompany } from '../companies/load-company.js';
import { missingAnswersOf, renderCompanyProtocol } from '../compliance/download-protocol.js';
import { invoiceFileName, renderStoredInvoice } from '../invoices/invoice-document.js';

/**
 * What an outbox e-mail attaches, by reference: the PDFs are produced when the message is handed to SMTP, so
 * the outbox row stays small and a protocol carries the company's data as it is at sending time.
 */
export type MessageAttachmentRef = {
  fileName: string;
  kind: 'protocol' | 'signed-contract' | 'invoice' | 'leaflet' | 'commission-statement';
  ref: string;
};
export type MessageFile = { filename: string; content: Buffer; contentType: string };

export function protocolAttachment(companyId: number, code: ProtocolCode): MessageAttachmentRef {
  return { fileName: PROTOCOLS[PROTOCOL_KIND[code]].fileName, kind: 'protocol', ref: `${companyId}:${code}` };
}

export function signedContractAttachment(contractId: number, code: ProtocolCode): MessageAttachmentRef {
  return { fileName: contractFileName(code), kind: 'signed-contract', ref: String(contractId) };
}

export function invoiceAttachment(invoice: { id: number; numero: string }): MessageAttachmentRef {
  return { fileName: invoiceFileName(invoice.numero), kind: 'invoice', ref: String(invoice.id) };
}

/** An agency's commission statement as sent (its PDF is kept with it). */
export function commissionStatementAttachment(statement: { id: number; fileName: string }): MessageAttachmentRef {
  return { fileName: statement.fileName, kind: 'commission-statement', ref: String(statement.id) };
}

/** The information leaflet of a company's new protocols (information-leaflet.ts). */
export function leafletAttachment(companyId: number, codes: readonly ProtocolCode[]): MessageAttachmentRef {
  return { fileName: LEAFLET_FILE_NAME, kind: 'leaflet', ref: `${companyId}:${codes.join(',')}` };
}

function isProtocolCode(value: string | undefined): value is ProtocolCode {
  return PROTOCOL_CODES.includes(value as ProtocolCode);
}

async function fileOf(db: Queryable, services: Pick<Services, 'config' | 'now'>, attachment: MessageAttachmentRef) {
  if (attachment.kind === 'signed-contract') {
    const [contract] = await db
      .select({ signedPdf: contracts.signedPdf })
      .from(contracts)
      .where(and(eq(contracts.id, Number(attachment.ref)), eq(contracts.status, 'FIRMADO')));
    if (!contract?.signedPdf) throw new Error(`signed contract ${attachment.ref} not found`);
    return contract.signedPdf;
  }
  if (attachment.kind === 'commission-statement') {
    const [statement] = await db
      .select({ pdf: commissionStatements.pdf })
      .from(commissionStatements)
      .where(eq(commissionStatements.id, Number(attachment.ref)));
    if (!statement) throw new Error(`commission statement ${attachment.ref} not found`);
    return statement.pdf;
  }
  if (attachment.kind === 'invoice') {
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(eq(invoices.id, Number(attachment.ref)));
    if (!invoice) throw new Error(`invoice ${attachment.ref} not found`);
    return (await renderStoredInvoice(db, services, invoice)).pdf;
  }
  const [companyId, code] = attachment.ref.split(':');
  if (attachment.kind === 'leaflet') {
    const company = await loadCompany(db, eq(companies.id, Number(companyId)));
    if (!company) throw new Error(`leaflet ${attachment.ref} not found`);
    const { config } = services;
    return renderDocument(
      informationLeaflet({
        company,
        protocols: (code ?? '').split(',').filter(isProtocolCode),
        provider: config.provider,
        publicUrl: config.publicUrl,
        generatedOn: formatDateEs(services.now()),
      }),
    );
  }
  const company = await loadCompany(db, eq(companies.id, Number(companyId)));
  if (!company || !isProtocolCode(code)) throw new Error(`protocol ${attachment.ref} not found`);
  // A protocol whose compliance profile is not complete yet is left out rather than sent with blanks (the
  // company completes its profile and downloads it from its area), and so is one the law does not ask of it.
  const { missing, notApplicable } = await missingAnswersOf(db, company, PROTOCOL_KIND[code]);
  if (missing.length > 0 || notApplicable) return null;
  return renderCompanyProtocol(db, services, company, PROTOCOL_KIND[code]);
}

/** Produces the files of a message's attachments (throws, so the sender retries, when one cannot be made). */
export function createAttachmentLoader(services: Pick<Services, 'config' | 'now'>) {
  return async (db: Queryable, attachments: MessageAttachmentRef[]): Promise<MessageFile[]> => {
    const files: MessageFile[] = [];
    for (const attachment of attachments) {
      const content = await fileOf(db, services, attachment);
      if (content === null) continue;
      files.push({ filename: attachment.fileName, content: Buffer.from(content), contentType: 'application/pdf' });
    }
    return files;
  };
}
