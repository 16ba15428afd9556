import { PROTOCOL_CODES, PROTOCOL_LABELS, PROTOCOL_TOOL_FLAG, type ProtocolCode } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import { companies } from '../../db/schema/index.js';
import { PROTOCOLS, type ProtocolKind } from '../../generators/pdf/protocol-pdfs.js';
import { AppError } from '../../lib/app-error.js';
import { loadCompany } from '../companies/load-company.js';
import { renderCompanyProtocol } from '../company-area/download-protocol.js';
import { requireStaff } from './require-staff.js';

const KIND_OF: Record<ProtocolCode, ProtocolKind> = { LOPD: 'lopd', ACOSO: 'acoso', DIGITAL: 'desconexion' };

async function staffCompany(ctx: ActionContext, companyId: number) {
  requireStaff(ctx);
  const company = await loadCompany(ctx.services.db, eq(companies.id, companyId));
  if (!company) throw new AppError('NOT_FOUND', 404, 'Empresa no encontrada.');
  return company;
}

/**
 * GET /admin/empresas/{id}/download-protocols: the protocols of the company's active tools. Staff see them
 * whether or not the company is verified or has signed, to review what the company will receive.
 */
export async function listCompanyProtocols({ ctx, companyId }: { ctx: ActionContext; companyId: number }) {
  const company = await staffCompany(ctx, companyId);
  return PROTOCOL_CODES.filter((code) => company[PROTOCOL_TOOL_FLAG[code]]).map((code) => ({
    type: code,
    name: PROTOCOL_LABELS[code],
  }));
}

/** GET /admin/empresas/{id}/download-protocol/{type}: one of them as PDF, named after the company's NIF/CIF. */
export async function downloadCompanyProtocol({
  ctx,
  companyId,
  type,
}: {
  ctx: ActionContext;
  companyId: number;
  type: ProtocolCode;
}) {
  const company = await staffCompany(ctx, companyId);
  const kind = KIND_OF[type];
  if (!company[PROTOCOL_TOOL_FLAG[type]]) {
    throw new AppError('NOT_FOUND', 404, `No tiene disponible la descarga del documento ${PROTOCOLS[kind].label}`);
  }
  const fileName = PROTOCOLS[kind].fileName.replace(/\.pdf$/, `_${company.nifCif}.pdf`);
  return { fileName, pdf: await renderCompanyProtocol(ctx, company, kind) };
}
