import { eq } from 'drizzle-orm';
import { commissionStatements } from '../../db/schema/index.js';
import type { AttachmentRenderers, MessageAttachmentRef } from '../outbox/index.js';

/** An agency's commission statement as sent (its PDF is kept with it). */
export function commissionStatementAttachment(statement: { id: number; fileName: string }): MessageAttachmentRef {
  return { fileName: statement.fileName, kind: 'commission-statement', ref: String(statement.id) };
}

export const STATEMENT_ATTACHMENTS: AttachmentRenderers = {
  'commission-statement': async (db, _services, ref) => {
    const [statement] = await db
      .select({ pdf: commissionStatements.pdf })
      .from(commissionStatements)
      .where(eq(commissionStatements.id, Number(ref)));
    if (!statement) throw new Error(`commission statement ${ref} not found`);
    return statement.pdf;
  },
};
