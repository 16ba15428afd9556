import { eq } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.js';
import type { AttachmentRenderers, MessageAttachmentRef } from '../outbox/index.js';
import { invoiceFileName, invoicePdf } from './invoice-document.js';

export function invoiceAttachment(invoice: { id: number; numero: string }): MessageAttachmentRef {
  return { fileName: invoiceFileName(invoice.numero), kind: 'invoice', ref: String(invoice.id) };
}

/** An invoice's PDF: the copy kept, or rendered from the invoice as issued and kept. */
export const INVOICE_ATTACHMENTS: AttachmentRenderers = {
  invoice: async (db, services, ref) => {
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(eq(invoices.id, Number(ref)));
    if (!invoice) throw new Error(`invoice ${ref} not found`);
    return (await invoicePdf(db, services, invoice)).pdf;
  },
};
