import { PROTOCOL_ATTACHMENTS } from './modules/compliance/index.js';
import { INVOICE_ATTACHMENTS } from './modules/invoices/index.js';
import { STATEMENT_ATTACHMENTS } from './modules/month-close/index.js';
import { type AttachmentServices, createAttachmentLoader } from './modules/outbox/index.js';
import { CONTRACT_ATTACHMENTS } from './modules/signing/index.js';

/** Every kind of document an e-mail may attach, each produced by the module that owns it. */
const ATTACHMENT_RENDERERS = {
  ...PROTOCOL_ATTACHMENTS,
  ...INVOICE_ATTACHMENTS,
  ...CONTRACT_ATTACHMENTS,
  ...STATEMENT_ATTACHMENTS,
};

/** The attachment loader the outbox sender and the development mail catcher use. */
export const messageAttachmentLoader = (services: AttachmentServices) =>
  createAttachmentLoader(ATTACHMENT_RENDERERS, services);
