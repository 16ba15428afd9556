import type { CollaboratorDetail } from '@cumplia/domain';
import { MESSAGES } from '@cumplia/domain';
import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { agencies, companies } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { pageOf } from '../../lib/paging.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { collaboratorPrices } from './collaborator-prices.js';
import { collaboratorListItemOf } from './list-collaborators.js';

export const collaboratorNotFound = () =>
  new AppError('GESTORIA_NOT_FOUND', 404, MESSAGES.errors.collaboratorInfoUnavailable);

export async function loadCollaborator(db: Queryable, id: number) {
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, id));
  if (!agency) throw collaboratorNotFound();
  return agency;
}

/** GET /admin/gestorias/{id}?page&size: the collaborator, its prices and one page of its companies. */
export async function getCollaborator({
  ctx,
  input: { id, page },
}: {
  ctx: ActionContext;
  input: { id: number; page: { page: number; size: number } };
}): Promise<CollaboratorDetail> {
  requireStaff(ctx);
  const { db } = ctx.services;
  const agency = await loadCollaborator(db, id);
  const [productos, empresas] = await Promise.all([
    collaboratorPrices(db, id),
    db
      .select({
        id: companies.id,
        nifCif: companies.nifCif,
        razonSocial: companies.razonSocial,
        nombreComercial: companies.nombreComercial,
        createdAt: companies.createdAt,
      })
      .from(companies)
      .where(eq(companies.agencyId, id))
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(page.size)
      .offset(page.page * page.size),
  ]);
  const { companyCount, updatedAt: _updatedAt, ...fields } = agency;
  return {
    ...collaboratorListItemOf(fields),
    productos,
    empresas: pageOf(
      empresas.map((company) => ({ ...company, createdAt: company.createdAt.toISOString() })),
      companyCount,
      page,
    ),
  };
}
