import type { Company, ProtocolCode } from '@cumplia/domain';
import { DEFAULT_PROTOCOL_PRICES_CENTS, MESSAGES } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { agencyProductPrices } from '../../db/schema/index.js';
import { AppError, forbidden } from '../../lib/app-error.js';
import type { ActionContext } from '../../platform/actor.js';
import { loadCompanyOfAgency } from './load-company.js';

/** The agency the actor works for; anyone else is refused. */
export function agencyIdOf(ctx: ActionContext): number {
  if (ctx.actor.kind !== 'agency') throw forbidden();
  return ctx.actor.agencyId;
}

/**
 * One of the agency's own companies by NIF/CIF. Another agency's company is "not found", the same as one that
 * does not exist, so an agency cannot learn which NIFs other agencies manage.
 */
export async function getCompanyOfAgency(
  db: Queryable,
  agencyId: number,
  nifCif: string,
  options: { forUpdate?: boolean } = {},
): Promise<Company> {
  const company = await loadCompanyOfAgency(db, agencyId, nifCif, options);
  if (!company) throw new AppError('NOT_FOUND', 404, MESSAGES.errors.companyDataUnavailable);
  return company;
}

/** The agency's negotiated price per protocol, falling back to the public price. */
export async function agencyPrices(db: Queryable, agencyId: number): Promise<Record<ProtocolCode, number>> {
  const rows = await db
    .select({ protocol: agencyProductPrices.protocol, cents: agencyProductPrices.precioDescuentoCents })
    .from(agencyProductPrices)
    .where(eq(agencyProductPrices.agencyId, agencyId));
  return { ...DEFAULT_PROTOCOL_PRICES_CENTS, ...Object.fromEntries(rows.map((row) => [row.protocol, row.cents])) };
}
