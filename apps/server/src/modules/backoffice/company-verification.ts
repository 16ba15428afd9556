import type { Paged, StaffCompanyListItem } from '@cumplia/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { type ActionContext, requireStaff, requireSuperadmin } from '../../actor.js';
import { companies, companyTotals } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { pageOf } from '../../lib/paging.js';
import { recordAudit } from '../audit/record-audit.js';
import { companySearchFilters } from '../companies/company-search.js';

type StaffCompaniesQuery = {
  page: number;
  size: number;
  verificado?: boolean | undefined;
  nombre?: string | undefined;
  nifCif?: string | undefined;
};

/**
 * GET /admin/empresas (and /worker/empresas): companies, newest first; the homes ask for verificado=false. The
 * unfiltered total comes from the trigger-kept counter.
 */
export async function listStaffCompanies({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: StaffCompaniesQuery;
}): Promise<Paged<StaffCompanyListItem>> {
  requireStaff(ctx);
  const { db } = ctx.services;
  const filters: SQL[] = companySearchFilters({ nombreEmpresa: input.nombre, nifCif: input.nifCif });
  if (input.verificado !== undefined) filters.push(eq(companies.verificado, input.verificado));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: companies.id,
        telefono: companies.telefono,
        nifCif: companies.nifCif,
        nombreComercial: companies.nombreComercial,
        razonSocial: companies.razonSocial,
        nombre: companies.nombre,
        metodoDePago: companies.metodoDePago,
        lopdgdd: companies.lopdgdd,
        acosoLaboral: companies.acosoLaboral,
        desconexionDigital: companies.desconexionDigital,
        verificado: companies.verificado,
        createdAt: companies.createdAt,
      })
      .from(companies)
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(input.size)
      .offset(input.page * input.size),
    where
      ? db.select({ value: count() }).from(companies).where(where)
      : db.select({ value: companyTotals.total }).from(companyTotals),
  ]);
  return pageOf(
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total?.value ?? 0,
    input,
  );
}

/** 'Verificar' (superadmin home only): the provider approves a company; its downloads open once its contracts are signed. Audited. */
export async function verifyCompany({ ctx, companyId }: { ctx: ActionContext; companyId: number }) {
  requireSuperadmin(ctx);
  const now = ctx.services.now();
  await ctx.services.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(companies)
      .set({ verificado: true, updatedAt: now })
      .where(and(eq(companies.id, companyId), eq(companies.verificado, false)))
      .returning({ id: companies.id });
    if (!updated) {
      const [exists] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
      if (!exists) throw new AppError('EMPRESA_NOT_FOUND', 404, 'Empresa no encontrada.');
      return;
    }
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      {
        action: 'company.verify',
        entityType: 'company',
        entityId: companyId,
        before: { verificado: false },
        after: { verificado: true },
      },
    );
  });
  return { message: 'Empresa verificada.' };
}
