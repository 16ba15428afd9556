import { timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  customerPriceTaxNote,
  documentNotApplicable,
  formatEuros,
  formatTaxRate,
  MESSAGES,
  maskTaxId,
  missingProfileAnswers,
  normalizeTaxId,
  PROTOCOL_CONTRACT_FLAG,
  PROTOCOL_LABELS,
  type ProtocolCode,
  protocolsOf,
  type SigningCodeRequest,
  type SigningRequest,
  TAX_OF_TERRITORY,
  type TaxIssuer,
  territoryOfPostalCode,
  todayInMadrid,
} from '@cumplia/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable, Transaction } from '../../db/client.js';
import {
  agencies,
  companies,
  companyProducts,
  contracts,
  signatureRequests,
  signatures,
} from '../../db/schema/index.js';
import { templateEmail, templateText } from '../../generators/emails/message-template.js';
import { mandateDocumentOf } from '../../generators/pdf/mandate-amendment.js';
import { PROTOCOL_KIND } from '../../generators/pdf/protocol-pdfs.js';
import { contractFileName } from '../../generators/pdf/service-contract.js';
import { AppError } from '../../lib/app-error.js';
import { secret } from '../../lib/secret-text.js';
import { newNumericCode, sha256Hex } from '../../lib/secure-token.js';
import type { ActionContext } from '../../platform/actor.js';
import { confirmClaim, refuseClaimThatCannotSign } from '../company-access/index.js';
import { isDraftProtocol, leafletAttachment, loadStoredProfile, protocolAttachment } from '../compliance/index.js';
import { contractInvoiceLines, invoiceAttachment, issueInvoice } from '../invoices/index.js';
import { collectionNotice, recordSepaMandate } from '../mandates/index.js';
import { CODES_PER_LINK_PER_HOUR, enqueueEmail, enqueueSms, smsName } from '../outbox/index.js';
import { signedContractAttachment } from './contract-attachment.js';
import { documentsOfLink, findSigningRequest, type SigningLink } from './find-signing-request.js';
import { warnOfIdentityMismatch } from './identity-mismatch-warning.js';
import { linkYearlyAmount } from './link-amount.js';
import { markOnboardingSigned } from './mark-onboarding-signed.js';
import { openRenewal, periodFrom } from './open-renewal.js';
import { awaitingSeal, signedConfirmationKey } from './seal-signed-documents.js';
import { signMandateAmendment } from './sign-mandate-amendment.js';
import { isRepresentativeOnFile, representativeOf } from './signer-identity.js';
import {
  documentsDigest,
  recordSigningEvent,
  type SigningClient,
  signingEventsOf,
  unopenedDocuments,
} from './signing-events.js';
import { codeSmsOf, maskPhone, signingConsentText } from './signing-evidence.js';
import { signingSnapshotHash } from './signing-snapshot.js';
import { startContractSignature } from './start-contract-signature.js';
import { voidSignatureRequest, voidStaleSignatureRequests } from './void-stale-signature-requests.js';

/** Wrong codes before the link locks (issue 5: three). */
export const MAX_SIGNING_ATTEMPTS = 3;
const CODE_LIFETIME_MS = 10 * 60_000;

/** The agency whose claim the signature would confirm (null when the company already holds its NIF/CIF). */
async function claimantOf(db: Queryable, company: { agencyConfirmedAt: Date | null; agencyId: number | null }) {
  if (company.agencyConfirmedAt !== null || company.agencyId === null) return null;
  const [claimant] = await db
    .select({ name: agencies.nombreComercial })
    .from(agencies)
    .where(eq(agencies.id, company.agencyId));
  return claimant ?? null;
}

/** What the public signing page shows; each visit from a new device or address is logged as the link opened. */
export async function describeSigningRequest({
  ctx,
  input: { token, client },
}: {
  ctx: ActionContext<null>;
  input: { token: string; client: SigningClient };
}): Promise<SigningRequest> {
  return signingPageView(ctx.services.db, { token, client }, ctx.services.now(), ctx.services.config.provider.tax);
}

/** The signing page's view of a link, logging its opening (see `describeSigningRequest`). */
export async function signingPageView(
  db: Queryable,
  { token, client }: { token: string; client: SigningClient },
  now: Date,
  issuer: TaxIssuer,
): Promise<SigningRequest> {
  const link = await findSigningRequest(db, token, now);
  const { request, company, amendment } = link;
  const zonaHoraria = territoryOfPostalCode(company.codigoPostal) === 'CANARIAS' ? 'Atlantic/Canary' : 'Europe/Madrid';
  if (request.completedAt) {
    return {
      zonaHoraria,
      importeAnual: null,
      empresa: '',
      nifCif: '',
      representante: '',
      gestoria: null,
      telefono: '',
      consentimiento: '',
      firmado: true,
      firmadoEl: request.completedAt.toISOString(),
      bloqueado: false,
      contratos: [],
    };
  }
  const events = await signingEventsOf(db, request.id);
  const seen = events.some(
    (event) => event.kind === 'LINK_OPENED' && event.ip === client.ip && event.userAgent === client.userAgent,
  );
  if (!seen) await recordSigningEvent(db, { requestId: request.id, kind: 'LINK_OPENED', at: now, client });
  const documents = documentsOfLink(link);
  const unopened = new Set(unopenedDocuments(documents, events).map((document) => document.id));
  const claimant = await claimantOf(db, company);
  const askedNif = representativeOf(company).nif;
  const yearly = linkYearlyAmount(link.contracts);
  return {
    consentimiento: signingConsentText({
      phone: request.phone,
      agency: claimant?.name ?? null,
      mandateDocument: amendment ? mandateDocumentOf(amendment.kind) : null,
    }),
    empresa: company.razonSocial,
    // The identity check asks for the representative's NIF: the page never shows it whole.
    nifCif: normalizeTaxId(askedNif) === normalizeTaxId(company.nifCif) ? maskTaxId(company.nifCif) : company.nifCif,
    representante: company.nombre,
    gestoria: claimant?.name ?? null,
    telefono: maskPhone(request.phone),
    firmado: false,
    firmadoEl: null,
    zonaHoraria,
    importeAnual: yearly && {
      base: yearly.baseCents / 100,
      impuestos: yearly.taxCents / 100,
      total: yearly.totalCents / 100,
      impuesto:
        yearly.taxBasisPoints > 0
          ? `${TAX_OF_TERRITORY[issuer.territory]} ${formatTaxRate(yearly.taxBasisPoints)}`
          : customerPriceTaxNote(company.codigoPostal, issuer),
    },
    bloqueado: request.lockedAt !== null,
    contratos: documents.map((document) => ({
      id: document.id,
      protocolo: document.protocol,
      titulo: document.title,
      abierto: !unopened.has(document.id),
      precio: priceOf(link, document.id),
    })),
  };
}

/**
 * One document PDF of the link (a contract or the mandate amendment), to read before signing; its opening is
 * logged with the SHA-256 of the file served. Once signed the link serves nothing: the signed documents carry
 * personal data and go by e-mail and to the client area.
 */
export async function contractOfRequest({
  ctx,
  input: { token, contractId, client },
}: {
  ctx: ActionContext<null>;
  input: { token: string; contractId: number; client: SigningClient };
}) {
  return openLinkDocument(ctx.services.db, { token, contractId, client }, ctx.services.now());
}

/** A document of a link as served to the signer, its opening logged (see `contractOfRequest`). */
export async function openLinkDocument(
  db: Queryable,
  { token, contractId, client }: { token: string; contractId: number; client: SigningClient },
  now: Date,
) {
  const link = await findSigningRequest(db, token, now);
  if (link.request.completedAt) throw new AppError('ALREADY_SIGNED', 409, MESSAGES.signing.signedLinkClosed);
  const document = documentsOfLink(link).find((candidate) => candidate.id === contractId);
  const pdf = link.amendment ? link.amendment.pdf : link.contracts.find((item) => item.id === contractId)?.pdf;
  if (!document || !pdf) throw new AppError('NOT_FOUND', 404, MESSAGES.errors.contractNotFound);
  await recordSigningEvent(db, {
    requestId: link.request.id,
    kind: 'DOCUMENT_OPENED',
    at: now,
    client,
    document: { id: document.id, sha256: document.sha256 },
  });
  const fileName = link.amendment
    ? mandateDocumentOf(link.amendment.kind).fileName
    : contractFileName(document.protocol as ProtocolCode);
  return { fileName, pdf };
}

/** The yearly price before tax (euros) a contract of the link states, when it was kept. */
const priceOf = (link: SigningLink, contractId: number) => {
  const cents = link.contracts.find((item) => item.id === contractId)?.priceCents;
  return cents == null ? null : cents / 100;
};

/** What a code signs, for its SMS: the mandate's amendment or renewal, or the contracts (and the SEPA mandate). */
const signedDocuments = (link: SigningLink) => {
  const yearly = link.amendment ? null : linkYearlyAmount(link.contracts);
  return {
    modificacionOrden: Boolean(link.amendment) && link.amendment?.kind !== 'RENOVACION',
    nuevaOrden: link.amendment?.kind === 'RENOVACION',
    contratos: documentsOfLink(link).length,
    conOrdenSepa: link.contracts.some((item) => item.includesSepaMandate),
    importe: yearly ? formatEuros(yearly.totalCents) : null,
  };
};

export type CodeRequest = SigningCodeRequest & { client: SigningClient };

/**
 * A fresh one-time code (10 minutes) for the link, in the caller's transaction, once every document was opened
 * and the signer typed the representative on file: the code is bound to the SHA-256 of exactly the link's
 * documents, and the SMS names them with that digest's reference. A name or NIF that does not match sends no code
 * and tells whoever registered the company (its agency, or the provider). Returns the code only the SMS carries.
 */
export async function issueSigningCode(
  tx: Transaction,
  config: Config,
  token: string,
  input: CodeRequest,
  now: Date,
): Promise<{ outcome: 'sent'; code: string } | { outcome: 'unopened' | 'mismatch' }> {
  const link = await findSigningRequest(tx, token, now, { forUpdate: true });
  const { request, company } = link;
  if (request.completedAt) throw new AppError('ALREADY_SIGNED', 409, MESSAGES.signing.alreadySigned);
  if (request.lockedAt) throw new AppError('SIGNING_LOCKED', 423, MESSAGES.signing.locked);
  const documents = documentsOfLink(link);
  const events = await signingEventsOf(tx, request.id);
  if (unopenedDocuments(documents, events).length > 0) return { outcome: 'unopened' };
  const lastHour = now.getTime() - 3_600_000;
  const recentCodes = events.filter((event) => event.kind === 'CODE_REQUESTED' && event.at.getTime() > lastHour);
  if (recentCodes.length >= CODES_PER_LINK_PER_HOUR) {
    throw new AppError('SMS_LIMIT_REACHED', 429, MESSAGES.signing.tooManyCodes);
  }
  await refuseClaimThatCannotSign(tx, company);
  const typed = { nombre: input.nombre, nif: input.nif };
  if (!isRepresentativeOnFile(typed, representativeOf(company))) {
    await recordSigningEvent(tx, {
      requestId: request.id,
      kind: 'IDENTITY_MISMATCH',
      at: now,
      client: input.client,
      details: typed,
    });
    await warnOfIdentityMismatch(tx, config, { company, requestId: request.id, typed, now });
    return { outcome: 'mismatch' };
  }
  const claimant = await claimantOf(tx, company);
  const digest = documentsDigest(documents);
  const code = newNumericCode(6);
  const codeExpiresAt = new Date(now.getTime() + CODE_LIFETIME_MS);
  await tx
    .update(signatureRequests)
    .set({ codeHash: boundCodeHash(request.id, digest.sha256, code), codeExpiresAt })
    .where(eq(signatureRequests.id, request.id));
  await recordSigningEvent(tx, {
    requestId: request.id,
    kind: 'CODE_REQUESTED',
    at: now,
    client: input.client,
    details: {
      ...typed,
      consentimiento: signingConsentText({
        phone: request.phone,
        agency: claimant?.name ?? null,
        mandateDocument: link.amendment ? mandateDocumentOf(link.amendment.kind) : null,
      }),
      documentos: digest.sha256,
      referencia: digest.reference,
    },
  });
  // The link's row is locked: its codes are numbered in order, so two asked within one millisecond each get
  // their own message (a key by time would drop the second SMS while its code replaced the first).
  const codeNumber = events.filter((event) => event.kind === 'CODE_REQUESTED').length + 1;
  await enqueueSms(tx, config, {
    now,
    idempotencyKey: `signature-code:${request.id}:${codeNumber}`,
    to: request.phone,
    text: templateText('firma-codigo', {
      codigo: secret(code, codeExpiresAt),
      empresa: smsName(company.razonSocial),
      referencia: digest.reference,
      ...signedDocuments(link),
    }),
  });
  return { outcome: 'sent', code };
}

/** A code's stored hash: bound to the link and to the digest of exactly the documents it signs. */
const boundCodeHash = (requestId: number, documentsSha256: string, code: string) =>
  sha256Hex(`${requestId}:${documentsSha256}:${code}`);

/** Sends a fresh one-time code to the link's phone (10 minutes). */
export async function sendSigningCode({
  ctx,
  input: { token, ...input },
}: {
  ctx: ActionContext<null>;
  input: CodeRequest & { token: string };
}) {
  const now = ctx.services.now();
  const issued = await ctx.services.db.transaction((tx) =>
    issueSigningCode(tx, ctx.services.config, token, input, now),
  );
  ctx.services.wakeOutbox();
  if (issued.outcome === 'unopened') throw new AppError('SIGNING_DOCUMENTS_UNOPENED', 409);
  if (issued.outcome === 'mismatch') throw new AppError('SIGNER_IDENTITY_MISMATCH', 409);
  return { message: 'Le hemos enviado un SMS con el código de firma.' };
}

export type SignInput = { code: string; client: SigningClient };

/**
 * Signs every contract of the link with the one-time code, in the caller's transaction: evidence recorded,
 * signed PDFs with their evidence page, contract flags set, downloads enabled, the renewal opened, the invoice
 * issued and the confirmation e-mailed. Three wrong codes lock the link. Returns what happened.
 */
export async function signInTransaction(tx: Transaction, config: Config, token: string, input: SignInput, now: Date) {
  // The company row first, then the link: tool changes lock in the same order, so the two never deadlock and
  // a change that voids this link either commits before (the link is refused) or waits for the signature.
  const { company: linked } = await findSigningRequest(tx, token, now);
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, linked.id)).for('update');
  const link = await findSigningRequest(tx, token, now, { forUpdate: true });
  const { request, company, contracts: items, amendment } = link;
  if (request.completedAt) return 'already' as const;
  if (request.lockedAt) return 'locked' as const;
  if (!request.codeHash || !request.codeExpiresAt || request.codeExpiresAt <= now) return 'no-code' as const;
  const documents = documentsOfLink(link);
  const presented = Buffer.from(boundCodeHash(request.id, documentsDigest(documents).sha256, input.code), 'hex');
  if (!timingSafeEqual(presented, Buffer.from(request.codeHash, 'hex'))) {
    await recordSigningEvent(tx, { requestId: request.id, kind: 'CODE_REJECTED', at: now, client: input.client });
    const failedAttempts = request.failedAttempts + 1;
    await tx
      .update(signatureRequests)
      .set({ failedAttempts, lockedAt: failedAttempts >= MAX_SIGNING_ATTEMPTS ? now : null })
      .where(eq(signatureRequests.id, request.id));
    return failedAttempts >= MAX_SIGNING_ATTEMPTS ? ('locked' as const) : ('wrong' as const);
  }
  if (amendment) return signMandateAmendment(tx, config, { link, amendment, client: input.client, now });
  // A tool switched off since the link was sent can never be signed or invoiced through it.
  if (items.some((item) => !protocolsOf(company).includes(item.protocol))) {
    await voidStaleSignatureRequests(tx, company.id, protocolsOf(company), now);
    return 'superseded' as const;
  }
  // Prices, payment data, phone or contracts changed since the link was sent: the link is void, and the tools
  // it was for get a new link (new contracts with the current data, SMS to the current phone).
  if (request.snapshotHash && request.snapshotHash !== (await signingSnapshotHash(tx, company.id, request.id))) {
    await voidSignatureRequest(tx, request.id, now);
    const protocols = [...new Set(items.map((item) => item.protocol))];
    const prices = await tx
      .select({ protocol: companyProducts.protocol, cents: companyProducts.precioDescuentoCents })
      .from(companyProducts)
      .where(eq(companyProducts.companyId, company.id));
    await startContractSignature(tx, {
      companyId: company.id,
      tools: protocols.flatMap((protocol) => {
        const price = prices.find((row) => row.protocol === protocol);
        return price ? [{ protocol, priceCents: price.cents }] : [];
      }),
      config: config,
      now,
    });
    return 'stale' as const;
  }
  // Signing confirms a claim only while it is alone on its NIF/CIF; nothing is written before this refusal.
  const claim = company.agencyConfirmedAt === null;
  await refuseClaimThatCannotSign(tx, company);

  const flags: Partial<Record<(typeof PROTOCOL_CONTRACT_FLAG)[ProtocolCode], boolean>> = {};
  const signedProtocols: ProtocolCode[] = [];
  await recordSigningEvent(tx, { requestId: request.id, kind: 'SIGNED', at: now, client: input.client });
  const events = await signingEventsOf(tx, request.id);
  const consentText = events.findLast((event) => event.kind === 'CODE_REQUESTED')?.details ?? {};
  const codeSms = await codeSmsOf(tx, request.id);
  // The signature itself: the seal, its timestamp and the evidence pages follow outside this transaction
  // (sealSignedDocuments), so no TSA call holds the company's row.
  for (const item of items) {
    const document = documents.find((candidate) => candidate.id === item.id);
    if (!item.pdf || !document) continue;
    await tx.update(contracts).set({ status: 'FIRMADO', signedAt: now }).where(eq(contracts.id, item.id));
    await tx.insert(signatures).values({
      consentText: consentText.consentimiento ?? null,
      codeOutboxId: codeSms?.id ?? null,
      contractId: item.id,
      signerNif: representativeOf(company).nif,
      signerName: representativeOf(company).nombre,
      phone: request.phone,
      signedAt: now,
      ip: input.client.ip,
      userAgent: input.client.userAgent?.slice(0, 500) ?? null,
      pdfSha256: document.sha256,
    });
    flags[PROTOCOL_CONTRACT_FLAG[item.protocol]] = true;
    signedProtocols.push(item.protocol);
  }
  await tx
    .update(signatureRequests)
    .set({ completedAt: now, codeHash: null })
    .where(eq(signatureRequests.id, request.id));
  // A first signature vouches for the phone it was signed on and the e-mail on file (the company's first word).
  await tx
    .update(companies)
    .set({
      ...flags,
      permitirDescarga: true,
      vouchedPhone: sql`coalesce(${companies.vouchedPhone}, ${request.phone})`,
      vouchedEmail: sql`coalesce(${companies.vouchedEmail}, nullif(${companies.email}, ''))`,
      updatedAt: now,
    })
    .where(eq(companies.id, company.id));
  if (claim) await confirmClaim(tx, company, config, now);
  await markOnboardingSigned(tx, company.id, now);
  const today = todayInMadrid(now);
  if (company.metodoDePago === 'SEPA') await recordSepaMandate(tx, company.id, today, company.numCuenta);
  const renewal = await openRenewal(tx, {
    companyId: company.id,
    tools: signedProtocols,
    period: periodFrom(today),
    now,
  });
  const lines = await contractInvoiceLines(tx, company.id, signedProtocols, renewal.fechaInicio);
  const invoice = lines.length
    ? await issueInvoice(tx, {
        companyId: company.id,
        origin: 'CONTRATO',
        lines,
        fecha: today,
        periodStart: renewal.fechaInicio,
        now,
        config,
      })
    : null;
  const notice = invoice ? await collectionNotice(tx, { company, invoice, provider: config.provider }) : null;
  if (company.email) {
    // The e-mail names exactly what it attaches: a protocol whose profile answers are missing is not attached
    // (the company completes its profile and downloads it), and one the law does not ask of it is not sent.
    const { ready, waiting, registerToReview } = await protocolsReadyToSend(
      tx,
      company,
      signedProtocols,
      config.provider.legalName,
    );
    await enqueueEmail(tx, config, {
      now,
      idempotencyKey: signedConfirmationKey(request.id),
      // It attaches the sealed contracts: sealing them releases it.
      heldUntilReleased: true,
      to: company.email,
      attachments: [
        ...items.filter((item) => item.pdf).map((item) => signedContractAttachment(item.id, item.protocol)),
        ...ready.map((protocol) => protocolAttachment(company.id, protocol)),
        ...(invoice ? [invoiceAttachment(invoice)] : []),
        ...(signedProtocols.length ? [leafletAttachment(company.id, signedProtocols)] : []),
      ],
      email: templateEmail(
        'contratos-firmados',
        {
          nombre: company.nombre || company.razonSocial,
          empresa: company.razonSocial,
          contratos: items.length,
          factura: invoice?.numero ?? null,
          avisoCargo: notice,
          protocolos: ready.map((protocol) => PROTOCOL_LABELS[protocol]),
          numProtocolos: ready.length,
          pendientes: waiting.map((protocol) => PROTOCOL_LABELS[protocol]),
          numPendientes: waiting.length,
          registroPorRevisar: registerToReview,
          guia: signedProtocols.length > 0,
          verificada: company.verificado,
          enlace: `${config.publicUrl}/acceso?empresa=true`,
        },
        config.provider,
      ),
    });
  }
  return 'signed' as const;
}

/**
 * Wakes the sealer for the documents just signed and waits for it at most SIGNING_SEAL_WAIT_MS; answers whether the
 * link's documents are sealed by then. The signature is committed either way: the sealer goes on without the
 * signer, and the confirmation e-mail follows the seal.
 */
async function sealedWithinWait(ctx: ActionContext<null>, token: string) {
  const { db, config } = ctx.services;
  const waited = new AbortController();
  await Promise.race([
    ctx.services.wakeSealer(),
    sleep(config.sealWaitMs, undefined, { signal: waited.signal }).catch(() => undefined),
  ]);
  waited.abort();
  const [waiting] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .innerJoin(signatureRequests, eq(signatureRequests.id, contracts.signatureRequestId))
    .where(and(eq(signatureRequests.tokenHash, sha256Hex(token)), awaitingSeal))
    .limit(1);
  return !waiting;
}

/** POST of the signing page: signs the link's contracts with the code the signer typed. */
export async function signContracts({
  ctx,
  input: { token, ...input },
}: {
  ctx: ActionContext<null>;
  input: SignInput & { token: string };
}) {
  const now = ctx.services.now();
  const outcome = await ctx.services.db.transaction((tx) =>
    signInTransaction(tx, ctx.services.config, token, input, now),
  );
  if (outcome === 'already') throw new AppError('ALREADY_SIGNED', 409, MESSAGES.signing.alreadySigned);
  if (outcome === 'locked') throw new AppError('SIGNING_LOCKED', 423, MESSAGES.signing.locked);
  if (outcome === 'superseded') throw new AppError('SIGNING_LINK_SUPERSEDED', 410);
  if (outcome === 'stale') {
    ctx.services.wakeOutbox();
    throw new AppError('SIGNING_LINK_STALE', 410);
  }
  if (outcome === 'no-code') throw new AppError('INVALID_CODE', 400, MESSAGES.signing.noCode);
  if (outcome === 'wrong') throw new AppError('INVALID_CODE', 400, MESSAGES.signing.wrongCode);
  const sealed = await sealedWithinWait(ctx, token);
  ctx.services.wakeOutbox();
  if (outcome === 'amended') return { message: 'Modificación de la orden de domiciliación firmada. Gracias.' };
  if (outcome === 'renewed') return { message: 'Nueva orden de domiciliación firmada. Gracias.' };
  return {
    message: sealed
      ? 'Contratos firmados. Le hemos enviado un correo de confirmación.'
      : 'Contratos firmados. Estamos preparando los documentos firmados: le llegarán por correo en unos minutos.',
  };
}

/**
 * The signed protocols that can be issued now, those still waiting for compliance profile answers, and whether the
 * data protection pack waits for its register of activities to be reviewed (a draft is not issued).
 */
async function protocolsReadyToSend(
  tx: Transaction,
  company: typeof companies.$inferSelect,
  protocols: readonly ProtocolCode[],
  providerName: string,
) {
  const profile = (await loadStoredProfile(tx, company.id))?.profile ?? null;
  const applying = protocols.filter((protocol) => documentNotApplicable(profile, PROTOCOL_KIND[protocol]) === null);
  const complete = (protocol: ProtocolCode) =>
    missingProfileAnswers(profile, PROTOCOL_KIND[protocol], company).length === 0;
  const draft =
    applying.includes('LOPD') && complete('LOPD') && (await isDraftProtocol(tx, company, 'lopd', providerName));
  return {
    ready: applying.filter((protocol) => complete(protocol) && !(draft && protocol === 'LOPD')),
    waiting: applying.filter((protocol) => !complete(protocol)),
    registerToReview: draft,
  };
}
