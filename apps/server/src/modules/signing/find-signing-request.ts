import { MESSAGES, PROTOCOL_LABELS } from '@cumplia/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { companies, contracts, signatureRequests } from '../../db/schema/index.js';
import { mandateDocumentOf } from '../../generators/pdf/mandate-amendment.js';
import { AppError } from '../../lib/app-error.js';
import { sha256Hex } from '../../lib/secure-token.js';
import { amendmentOfRequest } from '../mandates/index.js';

/**
 * The signing request of a link, with its company and its documents: contracts, or the SEPA mandate amendment
 * (or new mandate) it is for. Invalid or expired links are 404.
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
  return {
    request,
    company,
    contracts: await contractsOfRequest(db, request.id),
    amendment: await amendmentOfRequest(db, request.id),
  };
}

/** The contracts a signing request was sent for, in order. */
export function contractsOfRequest(db: Queryable, requestId: number) {
  return db
    .select({
      id: contracts.id,
      protocol: contracts.protocol,
      status: contracts.status,
      pdf: contracts.pdf,
      pdfSha256: contracts.pdfSha256,
      includesSepaMandate: contracts.includesSepaMandate,
      priceCents: contracts.priceCents,
      taxBasisPoints: contracts.taxBasisPoints,
    })
    .from(contracts)
    .where(and(eq(contracts.signatureRequestId, requestId), ne(contracts.status, 'ANULADO')))
    .orderBy(contracts.id);
}

export type SigningLink = Awaited<ReturnType<typeof findSigningRequest>>;

/** The documents the link signs, as served to the signer: its contracts, or its mandate amendment. */
export function documentsOfLink(link: Pick<SigningLink, 'contracts' | 'amendment'>) {
  if (link.amendment) {
    const { title } = mandateDocumentOf(link.amendment.kind);
    return [{ id: link.amendment.id, sha256: link.amendment.pdfSha256, title, protocol: 'SEPA' }];
  }
  return link.contracts.flatMap((item) =>
    item.pdf && item.pdfSha256
      ? [
          {
            id: item.id,
            sha256: item.pdfSha256,
            title: `Contrato de ${PROTOCOL_LABELS[item.protocol]}`,
            protocol: item.protocol,
          },
        ]
      : [],
  );
}
