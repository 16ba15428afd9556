import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { companies, contracts, signatureRequests } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { sha256Hex } from '../../lib/secure-token.js';

export const SIGNING_MESSAGES = {
  invalidLink: 'El enlace de firma no es válido o ha caducado.',
  locked:
    'El enlace de firma se ha bloqueado por demasiados códigos incorrectos. Pida a su gestoría o a Cumplia un nuevo enlace.',
  alreadySigned: 'Los contratos de este enlace ya están firmados.',
  wrongCode: 'El código no es correcto o ha caducado.',
  noCode: 'Solicite primero el código por SMS.',
  companyTaken:
    'Esta empresa ya está dada de alta en Cumplia, así que no podemos completar este alta. Si quiere cambiar de gestoría, escríbanos desde el formulario de contacto.',
};

/** The signing request of a link, with its company and contracts; invalid or expired links are 404. */
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
  if (!request || request.expiresAt <= now) throw new AppError('NOT_FOUND', 404, SIGNING_MESSAGES.invalidLink);
  if (request.voidedAt) throw new AppError('SIGNING_LINK_SUPERSEDED', 410);
  const [company] = await db.select().from(companies).where(eq(companies.id, request.companyId));
  if (!company) throw new AppError('NOT_FOUND', 404, SIGNING_MESSAGES.invalidLink);
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
  return { request, company, contracts: items };
}
