import { centsToEuros, MESSAGES, normalizeTaxId, type ProtocolCode, type StaffCompanyDetail } from '@cumplia/domain';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { companies, companyUsers, invoiceLines, invoices } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { loadCompany } from '../company-access/index.js';

export const companyNotFound = () => new AppError('EMPRESA_NOT_FOUND', 404, MESSAGES.errors.companyInfoUnavailable);

/** A company by id for staff, or by NIF/CIF when the reference is not a number (worker paths take both). */
export const companyByRef = (ref: string): SQL =>
  /^\d+$/.test(ref) ? eq(companies.id, Number(ref)) : eq(companies.nifCif, normalizeTaxId(ref));

/** A company for staff by its reference (id, or NIF/CIF on the worker's paths). */
export async function getStaffCompany({
  ctx,
  input: { ref },
}: {
  ctx: ActionContext;
  input: { ref: string };
}): Promise<StaffCompanyDetail> {
  requireStaff(ctx);
  return staffCompanyDetail(ctx.services.db, companyByRef(ref));
}

/** The company for staff, with the price of the last invoice line per protocol ('último precio facturado') and its login. */
export async function staffCompanyDetail(db: Queryable, where: SQL): Promise<StaffCompanyDetail> {
  const company = await loadCompany(db, where);
  if (!company) throw companyNotFound();
  const lines = await db
    .selectDistinctOn([invoiceLines.protocol], {
      protocol: invoiceLines.protocol,
      cents: invoiceLines.precioUnitarioCents,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoices.companyId, company.id), eq(invoices.kind, 'ORDINARIA')))
    .orderBy(invoiceLines.protocol, desc(invoices.fecha), desc(invoices.id));
  const ultimoPrecioFacturado: Partial<Record<ProtocolCode, number>> = {};
  for (const line of lines) ultimoPrecioFacturado[line.protocol] = centsToEuros(line.cents);
  const [login] = await db
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(eq(companyUsers.companyId, company.id))
    .limit(1);
  return { ...company, ultimoPrecioFacturado, conUsuario: login !== undefined };
}
