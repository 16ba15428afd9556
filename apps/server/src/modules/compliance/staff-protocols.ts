import { MESSAGES, PROTOCOL_LABELS, PROTOCOL_TOOL_FLAG, type ProtocolCode, protocolsOf } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { PROTOCOL_KIND, PROTOCOLS } from '../../generators/pdf/protocol-pdfs.js';
import { AppError } from '../../lib/app-error.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { loadCompany } from '../company-access/index.js';
import { enqueueEmail } from '../outbox/index.js';
import {
  documentNotApplicableError,
  isDraftProtocol,
  missingAnswersOf,
  profileIncomplete,
  protocolNotAvailable,
  registerNotReviewed,
  renderCompanyProtocol,
} from './download-protocol.js';
import { protocolAttachment } from './protocol-attachments.js';

async function staffCompany(ctx: ActionContext, companyId: number) {
  requireStaff(ctx);
  const company = await loadCompany(ctx.services.db, eq(companies.id, companyId));
  if (!company) throw new AppError('EMPRESA_NOT_FOUND', 404, MESSAGES.errors.companyNotFound);
  return company;
}

/**
 * GET /admin/empresas/{id}/download-protocols: the protocols of the company's active tools. Staff see them
 * whether or not the company is verified or has signed, to review what the company will receive.
 */
export async function listCompanyProtocols({
  ctx,
  input: { companyId },
}: {
  ctx: ActionContext;
  input: { companyId: number };
}) {
  const company = await staffCompany(ctx, companyId);
  return protocolsOf(company).map((code) => ({
    type: code,
    name: PROTOCOL_LABELS[code],
  }));
}

/** GET /admin/empresas/{id}/download-protocol/{type}: one of them as PDF, named after the company's NIF/CIF. */
export async function downloadCompanyProtocol({
  ctx,
  input: { companyId, type },
}: {
  ctx: ActionContext;
  input: { companyId: number; type: ProtocolCode };
}) {
  const company = await staffCompany(ctx, companyId);
  const kind = PROTOCOL_KIND[type];
  if (!company[PROTOCOL_TOOL_FLAG[type]]) throw protocolNotAvailable(kind);
  const fileName = PROTOCOLS[kind].fileName.replace(/\.pdf$/, `_${company.nifCif}.pdf`);
  return { fileName, pdf: await renderCompanyProtocol(ctx.services.db, ctx.services, company, kind) };
}

/**
 * POST /admin/empresas/{id}/force-send-protocols ('Enviar protocolos'): e-mails the protocols of the active
 * tools to the company, through the outbox, whatever its verification state. Audited.
 */
export async function sendCompanyProtocols({
  ctx,
  input: { companyId },
}: {
  ctx: ActionContext;
  input: { companyId: number };
}) {
  const company = await staffCompany(ctx, companyId);
  const codes = protocolsOf(company);
  if (codes.length === 0) throw new AppError('VALIDATION_ERROR', 400, MESSAGES.errors.noActiveTools);
  if (!company.email) throw new AppError('VALIDATION_ERROR', 400, MESSAGES.errors.companyWithoutEmail);
  for (const code of codes) {
    const { missing, notApplicable } = await missingAnswersOf(ctx.services.db, company, PROTOCOL_KIND[code]);
    if (notApplicable) throw documentNotApplicableError(PROTOCOL_KIND[code], notApplicable);
    if (missing.length > 0) throw profileIncomplete(PROTOCOL_KIND[code], missing);
    if (await isDraftProtocol(ctx.services.db, company, PROTOCOL_KIND[code], ctx.services.config.provider.legalName)) {
      throw registerNotReviewed();
    }
  }
  const now = ctx.services.now();
  await ctx.services.db.transaction(async (tx) => {
    await enqueueEmail(tx, ctx.services.config, {
      now,
      idempotencyKey: `protocols:${company.id}:${now.getTime()}`,
      to: company.email,
      attachments: codes.map((code) => protocolAttachment(company.id, code)),
      email: templateEmail(
        'protocolos',
        {
          nombre: company.nombre || company.razonSocial,
          empresa: company.razonSocial,
          protocolos: codes.map((code) => PROTOCOL_LABELS[code]),
        },
        ctx.services.config.provider,
      ),
    });
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      { action: 'company.send-protocols', entityType: 'company', entityId: company.id, after: { protocols: codes } },
    );
  });
  ctx.services.wakeOutbox();
  return { message: 'Protocolos enviados.' };
}
