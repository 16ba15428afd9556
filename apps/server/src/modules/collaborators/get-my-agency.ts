import { eq } from 'drizzle-orm';
import { agencies } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { ActionContext } from '../../platform/actor.js';
import { agencyIdOf } from '../company-access/index.js';

/** GET /gestorias/my: the agency's identity (its companies are listed, paged, by /gestorias/my/empresas). */
export async function getMyAgency({ ctx }: { ctx: ActionContext }) {
  const agencyId = agencyIdOf(ctx);
  const [agency] = await ctx.services.db
    .select({
      id: agencies.id,
      nombreComercial: agencies.nombreComercial,
      razonSocial: agencies.razonSocial,
      nifCif: agencies.nifCif,
      comisionBasisPoints: agencies.comisionBasisPoints,
    })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  if (!agency) throw new AppError('GESTORIA_NOT_FOUND', 404);
  const { comisionBasisPoints, ...identity } = agency;
  return { ...identity, comision: comisionBasisPoints / 100 };
}
