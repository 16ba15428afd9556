import type { Queryable } from '../../db/client.js';
import type { Services } from '../../platform/services.js';

/**
 * What an outbox e-mail attaches, by reference: the kind of document and its id in the module that owns it. The
 * files are produced when the message is handed to SMTP, so the outbox row stays small and a protocol carries
 * the company's data as it is at sending time.
 */
export type MessageAttachmentRef = { fileName: string; kind: string; ref: string };
export type MessageFile = { filename: string; content: Buffer; contentType: string };

/** What producing an attachment may use. */
export type AttachmentServices = Pick<Services, 'config' | 'now'>;

/**
 * How the module that owns a kind of document produces it from its reference: the PDF, or null to leave it out of
 * the message (it throws when the document should exist and cannot be made, so the sender retries).
 */
export type AttachmentRenderer = (
  db: Queryable,
  services: AttachmentServices,
  ref: string,
) => Promise<Uint8Array | null>;

/** The renderers by attachment kind, filled by the owning modules (attachment-renderers.ts puts them together). */
export type AttachmentRenderers = Readonly<Record<string, AttachmentRenderer>>;

/** Produces the files of a message's attachments (throws, so the sender retries, when one cannot be made). */
export function createAttachmentLoader(renderers: AttachmentRenderers, services: AttachmentServices) {
  return async (db: Queryable, attachments: MessageAttachmentRef[]): Promise<MessageFile[]> => {
    const files: MessageFile[] = [];
    for (const attachment of attachments) {
      const render = renderers[attachment.kind];
      if (!render) throw new Error(`no renderer for attachments of kind ${attachment.kind}`);
      const content = await render(db, services, attachment.ref);
      if (content === null) continue;
      files.push({ filename: attachment.fileName, content: Buffer.from(content), contentType: 'application/pdf' });
    }
    return files;
  };
}

/** The loader of a running app or job. */
export type AttachmentLoader = ReturnType<typeof createAttachmentLoader>;
