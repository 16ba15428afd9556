import type { ProtocolCode } from '@cumplia/domain';
import { and, eq } from 'drizzle-orm';
import { contracts } from '../../db/schema/index.js';
import { contractFileName } from '../../generators/pdf/service-contract.js';
import type { AttachmentRenderers, MessageAttachmentRef } from '../outbox/index.js';

export function signedContractAttachment(contractId: number, code: ProtocolCode): MessageAttachmentRef {
  return { fileName: contractFileName(code), kind: 'signed-contract', ref: String(contractId) };
}

/** A signed contract, as sealed and kept. */
export const CONTRACT_ATTACHMENTS: AttachmentRenderers = {
  'signed-contract': async (db, _services, ref) => {
    const [contract] = await db
      .select({ signedPdf: contracts.signedPdf })
      .from(contracts)
      .where(and(eq(contracts.id, Number(ref)), eq(contracts.status, 'FIRMADO')));
    if (!contract?.signedPdf) throw new Error(`signed contract ${ref} not found`);
    return contract.signedPdf;
  },
};
