import { documentNotApplicable, type ProtocolCode, protocolsOf, type ToolFlags } from '@cumplia/domain';
import type { Queryable } from '../../db/client.js';
import { PROTOCOL_KIND } from '../../generators/pdf/protocol-pdfs.js';
import { loadStoredProfile } from '../compliance/index.js';

/**
 * A renewal's protocols split by the company's saved profile: those that renew, and the staff documents a
 * staff-less company does not need (neither renewed nor invoiced, and its notices say so).
 */
export async function renewingProtocols(
  db: Queryable,
  renewal: ToolFlags & { companyId: number },
): Promise<{ renewing: ProtocolCode[]; dropped: ProtocolCode[] }> {
  const stored = await loadStoredProfile(db, renewal.companyId);
  const applies = (code: ProtocolCode) => documentNotApplicable(stored?.profile ?? null, PROTOCOL_KIND[code]) === null;
  return {
    renewing: protocolsOf(renewal).filter(applies),
    dropped: protocolsOf(renewal).filter((code) => !applies(code)),
  };
}
