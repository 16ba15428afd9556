import { MESSAGES } from '@cumplia/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { contracts } from '../../db/schema/index.js';
import { contractFileName } from '../../generators/pdf/service-contract.js';
import { AppError, forbidden } from '../../lib/app-error.js';
import type { ActionContext } from '../../platform/actor.js';
import { myCompanyId } from '../company-access/index.js';

const noContracts = () => new AppError('NOT_FOUND', 404, MESSAGES.errors.noContractDownloads);

/** GET /pdfs/download/{companyId}: the download URLs of the company's signed contracts, own id only. */
export async function listSignedContractUrls({
  ctx,
  input: { companyId },
}: {
  ctx: ActionContext;
  input: { companyId: number };
}) {
  if (ctx.actor.kind !== 'company' || ctx.actor.companyId !== companyId) throw forbidden();
  const signed = await ctx.services.db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.status, 'FIRMADO'), isNotNull(contracts.signedPdf)))
    .orderBy(asc(contracts.id));
  if (signed.length === 0) throw noContracts();
  return signed.map((contract) => `/cumplia-core/pdfs/contratos/${contract.id}`);
}

/** One signed contract of the logged-in company, with its evidence page. */
export async function signedContract({
  ctx,
  input: { contractId },
}: {
  ctx: ActionContext;
  input: { contractId: number };
}) {
  const companyId = myCompanyId(ctx);
  const [contract] = await ctx.services.db
    .select({ protocol: contracts.protocol, signedPdf: contracts.signedPdf })
    .from(contracts)
    .where(and(eq(contracts.id, contractId), eq(contracts.companyId, companyId)));
  if (!contract?.signedPdf) throw noContracts();
  return { fileName: contractFileName(contract.protocol), pdf: contract.signedPdf };
}
