import type { Paged, StaffCompaniesQuery, StaffCompanyListItem } from '@cumplia/domain';
import { MESSAGES, PROFILE_NOT_SAVED, PROTOCOL_CODES, PROTOCOL_TOOL_FLAG } from '@cumplia/domain';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { companies, companyTotals, complianceProfiles } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { PROTOCOL_KIND } from '../../generators/pdf/protocol-pdfs.js';
import { AppError } from '../../lib/app-error.js';
import { listOrder } from '../../lib/list-order.js';
import { pageOf } from '../../lib/paging.js';
import { type ActionContext, requireStaff, requireSuperadmin } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { confirmClaim, confirmedCompanyWithNif, releaseClaims } from '../company-access/index.js';
import { enqueueEmail } from '../outbox/index.js';
import {
  staffCompanyColumns,
  staffCompanyFilter,
  staffCompanyItem,
  staffCompanySortColumns,
} from './staff-company-rows.js';

/**
 * GET /admin/empresas (and /worker/empresas): companies in the chosen order (newest first by default); the homes ask for verificado=false. The
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
  const where = staffCompanyFilter(input);
  const [rows, [total]] = await Promise.all([
    db
      .select(staffCompanyColumns)
      .from(companies)
      .where(where)
      .orderBy(...listOrder(staffCompanySortColumns, companies.id, input))
      .limit(input.size)
      .offset(input.page * input.size),
    where
      ? db.select({ value: count() }).from(companies).where(where)
      : db.select({ value: companyTotals.total }).from(companyTotals),
  ]);
  return pageOf(rows.map(staffCompanyItem), total?.value ?? 0, input);
}

/**
 * Marks one company verified with its audit row; false when it was verified already, 404 when it does not exist.
 * Staff's verification is what makes a NIF/CIF the company's for good: the other claims on it are withdrawn
 * (audited), whoever signed first. A claim cannot be verified while another company confirmed that NIF/CIF.
 */
async function verifyOne(tx: Transaction, ctx: ActionContext, companyId: number, now: Date): Promise<boolean> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
  if (!company) throw new AppError('EMPRESA_NOT_FOUND', 404, MESSAGES.errors.companyNotFound);
  if (company.verificado) return false;
  refuseIncompleteCompany(company);
  if (company.agencyConfirmedAt === null) {
    if (await confirmedCompanyWithNif(tx, company.nifCif, company.id)) {
      throw new AppError('DUPLICATE_NIF_CIF', 409, MESSAGES.errors.claimHeldByAnother(company.razonSocial));
    }
    await confirmClaim(tx, company, ctx.services.config, now);
  }
  await tx
    .update(companies)
    .set({ verificado: true, nifHeldAt: now, updatedAt: now })
    .where(eq(companies.id, companyId));
  await releaseClaims(tx, { nifCif: company.nifCif, keptCompanyId: company.id, now });
  await tellCompanyVerified(tx, ctx.services.config, company, now);
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
  return true;
}

/**
 * The company learns it is verified, and whether its downloads are open now or once it signs; where its compliance
 * profile still lacks answers a document of its tools needs, what they are and where to give them.
 */
async function tellCompanyVerified(tx: Transaction, config: Config, company: typeof companies.$inferSelect, now: Date) {
  if (!company.email) return;
  const [profile] = await tx
    .select({ gaps: complianceProfiles.gaps })
    .from(complianceProfiles)
    .where(eq(complianceProfiles.companyId, company.id));
  const gaps = profile?.gaps ?? null;
  const activeTools = PROTOCOL_CODES.filter((code) => company[PROTOCOL_TOOL_FLAG[code]]);
  const pending = gaps
    ? [...new Set(activeTools.flatMap((code) => gaps[PROTOCOL_KIND[code]] ?? []))]
    : activeTools.length > 0
      ? [PROFILE_NOT_SAVED]
      : [];
  await enqueueEmail(tx, config, {
    now,
    idempotencyKey: `company-verified:${company.id}`,
    to: company.email,
    email: templateEmail(
      'empresa-verificada',
      {
        nombre: company.nombre || company.razonSocial,
        empresa: company.razonSocial,
        firmada: company.permitirDescarga,
        perfilPendiente: pending,
        enlace: `${config.publicUrl}/acceso?empresa=true`,
      },
      config.provider,
    ),
  });
}

/**
 * Verifying checks the data a company gave: a registration that gave none yet (a CSV line or an SMS invitation not
 * completed: no administrator) has nothing to verify and is refused, naming what it lacks. (Its login may still
 * wait for the administrator to accept it, and it may have no service yet: neither is data to check.)
 */
function refuseIncompleteCompany(company: typeof companies.$inferSelect) {
  const missing = [
    ...(company.nombre.trim() ? [] : ['el nombre de la persona administradora']),
    ...(company.dni.trim() ? [] : ['su NIF']),
  ];
  if (missing.length > 0) {
    const name = company.razonSocial || company.nifCif;
    throw new AppError('COMPANY_NOT_READY_TO_VERIFY', 409, MESSAGES.errors.notReadyToVerify(name, missing));
  }
}

/** Two selected registrations of one NIF/CIF contradict each other: staff verify the one that is the company. */
async function refuseCompetingClaims(tx: Transaction, companyIds: number[]) {
  const [competing] = await tx
    .select({ nifCif: companies.nifCif })
    .from(companies)
    .where(inArray(companies.id, companyIds))
    .groupBy(companies.nifCif)
    .having(sql`count(*) > 1`)
    .limit(1);
  if (competing) {
    throw new AppError('DUPLICATE_NIF_CIF', 409, MESSAGES.errors.competingClaimsSelected(competing.nifCif));
  }
}

/** 'Verificar' (superadmin home only): the provider approves a company; its downloads open once its contracts are signed. Audited. */
export async function verifyCompany({
  ctx,
  input: { companyId },
}: {
  ctx: ActionContext;
  input: { companyId: number };
}) {
  requireSuperadmin(ctx);
  const now = ctx.services.now();
  await ctx.services.db.transaction((tx) => verifyOne(tx, ctx, companyId, now));
  ctx.services.wakeOutbox();
  return { message: 'Empresa verificada.' };
}

/**
 * 'Verificar seleccionadas': the same approval for several companies in one transaction (all or none), one audit
 * row each. Companies verified already are left as they are; an unknown id refuses the whole request.
 */
export async function verifyCompanies({
  ctx,
  input: { companyIds },
}: {
  ctx: ActionContext;
  input: { companyIds: number[] };
}) {
  requireSuperadmin(ctx);
  const now = ctx.services.now();
  const verified = await ctx.services.db.transaction(async (tx) => {
    await refuseCompetingClaims(tx, [...new Set(companyIds)]);
    let count = 0;
    for (const companyId of new Set(companyIds)) if (await verifyOne(tx, ctx, companyId, now)) count++;
    return count;
  });
  ctx.services.wakeOutbox();
  return { verificadas: verified };
}
