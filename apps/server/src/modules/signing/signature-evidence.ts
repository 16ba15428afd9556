import { MESSAGES, PROTOCOL_LABELS } from '@cumplia/domain';
import { PDFDocument } from '@pdfme/pdf-lib';
import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { companies, contracts, outboxMessages, signatureRequests, signatures } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { signingEventsOf } from './signing-events.js';

const notFound = () => new AppError('NOT_FOUND', 404, MESSAGES.errors.noSignedContracts);

/** Evidence carries personal data (phone, IP, device, identity): who downloaded which, and when, is audited. */
const auditEvidenceDownload = (
  ctx: ActionContext,
  companyId: number,
  what: { registro: 'JSON' | 'PDF'; contratos: number[] },
) =>
  recordAudit(
    ctx.services.db,
    { actor: ctx.actor, requestId: ctx.requestId, now: ctx.services.now() },
    { action: 'company.evidence.download', entityType: 'company', entityId: companyId, after: what },
  );

/**
 * GET /admin/empresas/{id}/evidencias: the evidence record of every signed contract of a company, as a court
 * or an auditor asks for it: who signed, with which phone and who entered it, when, from which IP and device,
 * the consent text accepted, the link and code SMS (queued, sent, provider message ids, attempts, delivery
 * receipt), the link's event log (sent, opened, each document opened, code asked, identity refused, wrong codes,
 * signed) and the SHA-256 of every document (contract as generated, sealed PDF, sealing certificate). Staff only.
 */
export async function signatureEvidence({
  ctx,
  input: { companyId },
}: {
  ctx: ActionContext;
  input: { companyId: number };
}) {
  requireStaff(ctx);
  const { db, config } = ctx.services;
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError('EMPRESA_NOT_FOUND', 404, MESSAGES.errors.companyNotFound);
  const rows = await db
    .select({ contract: contracts, signature: signatures, request: signatureRequests })
    .from(contracts)
    .innerJoin(signatures, eq(signatures.contractId, contracts.id))
    .leftJoin(signatureRequests, eq(signatureRequests.id, contracts.signatureRequestId))
    .where(and(eq(contracts.companyId, companyId), isNotNull(contracts.signedPdf)))
    .orderBy(asc(contracts.id));
  const smsOf = async (condition: SQL) => {
    const [sms] = await db.select().from(outboxMessages).where(condition).limit(1);
    if (!sms) return null;
    return {
      outboxId: sms.id,
      queuedAt: sms.createdAt.toISOString(),
      sentAt: sms.sentAt?.toISOString() ?? null,
      deliveredVia: sms.deliveredVia,
      attempts: sms.attempts,
      providerMessageIds: sms.providerMessageIds ?? [],
      encoding: sms.smsEncoding,
      segments: sms.smsSegments,
      receiptStatus: sms.receiptStatus,
      receiptAt: sms.receiptAt?.toISOString() ?? null,
    };
  };
  await auditEvidenceDownload(ctx, companyId, { registro: 'JSON', contratos: rows.map((row) => row.contract.id) });
  return {
    generatedAt: ctx.services.now().toISOString(),
    provider: { legalName: config.provider.legalName, nif: config.provider.nif },
    company: { id: company.id, razonSocial: company.razonSocial, nifCif: company.nifCif },
    signatures: await Promise.all(
      rows.map(async ({ contract, signature, request }) => ({
        contractId: contract.id,
        contract: `Contrato de ${PROTOCOL_LABELS[contract.protocol]}`,
        signedAt: signature.signedAt.toISOString(),
        signer: { name: signature.signerName, nif: signature.signerNif },
        phone: signature.phone,
        phoneEnteredBy: request?.phoneEnteredBy ?? null,
        ip: signature.ip,
        userAgent: signature.userAgent,
        consentText: signature.consentText,
        link: request
          ? {
              sentAt: request.createdAt.toISOString(),
              expiresAt: request.expiresAt.toISOString(),
              failedCodeAttempts: request.failedAttempts,
              snapshotSha256: request.snapshotHash,
            }
          : null,
        linkSms: request ? await smsOf(eq(outboxMessages.idempotencyKey, `signature-link:${request.id}`)) : null,
        codeSms: signature.codeOutboxId === null ? null : await smsOf(eq(outboxMessages.id, signature.codeOutboxId)),
        events: request
          ? (await signingEventsOf(db, request.id)).map((event) => ({
              at: event.at.toISOString(),
              kind: event.kind,
              ip: event.ip,
              userAgent: event.userAgent,
              documentId: event.documentId,
              documentSha256: event.documentSha256,
              details: event.details,
            }))
          : [],
        documents: {
          contractSha256: signature.pdfSha256,
          sealedPdfSha256: signature.sealedPdfSha256,
          sealCertificateSha256: signature.sealCertificateSha256,
        },
      })),
    ),
  };
}

/** GET /admin/empresas/{id}/evidencias/{contractId}/pagina: the evidence page of a signed contract, as a PDF. */
export async function evidencePage({
  ctx,
  input: { companyId, contractId },
}: {
  ctx: ActionContext;
  input: { companyId: number; contractId: number };
}) {
  requireStaff(ctx);
  const [contract] = await ctx.services.db
    .select({ pdf: contracts.pdf, signedPdf: contracts.signedPdf })
    .from(contracts)
    .where(and(eq(contracts.id, contractId), eq(contracts.companyId, companyId)));
  if (!contract?.signedPdf || !contract.pdf) throw notFound();
  // The evidence pages are those the signature added after the contract's own.
  const signed = await PDFDocument.load(contract.signedPdf);
  const contractPages = (await PDFDocument.load(contract.pdf)).getPageCount();
  const document = await PDFDocument.create();
  const evidence = signed.getPageIndices().slice(contractPages);
  for (const page of await document.copyPages(signed, evidence)) document.addPage(page);
  await auditEvidenceDownload(ctx, companyId, { registro: 'PDF', contratos: [contractId] });
  return { fileName: `evidencias_contrato_${contractId}.pdf`, pdf: await document.save() };
}
