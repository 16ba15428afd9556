import type { NifClaim } from '@cumplia/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { agencies, companies, contracts } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { registeredBy } from '../company-access/index.js';

const PHONE_ENTERED_BY: Record<string, NifClaim['telefonoIndicadoPor']> = {
  AGENCY: 'GESTORIA',
  STAFF: 'PERSONAL',
  COMPANY: 'EMPRESA',
};

/**
 * GET /admin/empresas/{id}/altas-mismo-nif: every registration giving the company's NIF/CIF (itself included),
 * oldest first, with what each offers as proof: who registered it, the phone it signed on and who typed that
 * phone, the e-mail, the representative, its signed contracts and login. Staff verify the one that is the company.
 */
export async function listNifClaims({
  ctx,
  input: { companyId },
}: {
  ctx: ActionContext;
  input: { companyId: number };
}): Promise<NifClaim[]> {
  requireSuperadmin(ctx);
  const { db } = ctx.services;
  const [company] = await db.select({ nifCif: companies.nifCif }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError('EMPRESA_NOT_FOUND', 404);
  const rows = await db
    .select({
      id: companies.id,
      razonSocial: companies.razonSocial,
      gestoria: agencies.nombreComercial,
      telefonoEnteredBy: companies.telefonoEnteredBy,
      createdAt: companies.createdAt,
      representante: companies.nombre,
      dniRepresentante: companies.dni,
      email: companies.email,
      telefono: companies.telefono,
      direccion: sql<string>`concat_ws(', ', nullif(${companies.direccion}, ''),
        nullif(concat_ws(' ', nullif(${companies.codigoPostal}, ''), nullif(${companies.localidad}, '')), ''))`,
      signedAt: sql<Date | null>`(select max(c.signed_at) from contracts c
        where c.company_id = companies.id and c.status = 'FIRMADO')`.mapWith(contracts.signedAt),
      contratosFirmados: sql<number>`(select count(*)::int from contracts c
        where c.company_id = companies.id and c.status = 'FIRMADO')`,
      verificada: companies.verificado,
      conUsuario: sql<boolean>`exists (select 1 from company_users cu where cu.company_id = companies.id)`,
    })
    .from(companies)
    .leftJoin(agencies, eq(agencies.id, companies.agencyId))
    .where(eq(companies.nifCif, company.nifCif))
    .orderBy(asc(companies.createdAt), asc(companies.id));
  return rows.map(({ telefonoEnteredBy, createdAt, signedAt, ...row }) => ({
    ...row,
    registradaPor: registeredBy(row.gestoria, telefonoEnteredBy),
    telefonoIndicadoPor: PHONE_ENTERED_BY[telefonoEnteredBy ?? 'AGENCY'] ?? 'GESTORIA',
    registradaEl: createdAt.toISOString(),
    firmadaEl: signedAt?.toISOString() ?? null,
  }));
}
