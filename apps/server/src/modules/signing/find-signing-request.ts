import { MESSAGES } from '@cumplia/domain';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { companies, contracts, signatureRequests } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { sha256Hex } from '../../lib/secure-token.js';
import { amendmentOfRequest } from '../mandates/mandates.js';

/**
 * The signing request of a link, with its company and its documents: contracts, or the SEPA mandate amendment
 * it is for. Invalid or expired links are 404.
 */
export async function findSigningRequest(
  db: Queryable,
  token: string,
  now: Date,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.tokenHash, sha256Hex(token)));
  const [request] = options.forUpdate ? await query.for('update') : await query;
  if (!request || request.expiresAt <= now) throw new AppError('NOT_FOUND', 404, MESSAGES.signing.invalidLink);
  if (request.voidedAt) throw new AppError('SIGNING_LINK_SUPERSEDED', 410);
  const [company] = await db.select().from(companies).where(eq(companies.id, request.companyId));
  if (!company) throw new AppError('NOT_FOUND', 404, MESSAGES.signing.invalidLink);
  const items = await db
    .select({
      id: contracts.id,
      protocol: contracts.protocol,
      status: contracts.status,
      pdf: contracts.pdf,
      pdfSha256: contracts.pdfSha256,
    })
    .from(contracts)
    .where(and(eq(contracts.signatureRequestId, request.id)));
  return { request, company, contracts: items, amendment: await amendmentOfRequest(db, request.id) };
}
