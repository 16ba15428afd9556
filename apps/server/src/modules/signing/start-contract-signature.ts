import { formatDateEs, indirectTaxFor, type ProtocolCode, recipientTerritory } from '@cumplia/domain';
import { and, desc, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { companies, contracts, signatureEvents, signatureRequests } from '../../db/schema/index.js';
import { templateText } from '../../generators/emails/message-template.js';
import { wordingVersion } from '../../generators/legal/legal-template.js';
import { renderDocument } from '../../generators/pdf/render-document.js';
import { CONTRACT_TEMPLATES, serviceContract } from '../../generators/pdf/service-contract.js';
import { secretLink } from '../../lib/secret-text.js';
import { newOpaqueToken, sha256Hex } from '../../lib/secure-token.js';
import { mandateReferenceOf } from '../mandates/index.js';
import { enqueueSms, smsName } from '../outbox/index.js';
import { signingPhoneOf } from './confirmed-phone.js';
import { recordSigningEvent } from './signing-events.js';
import { signingSnapshotHash, storeSigningSnapshot } from './signing-snapshot.js';
import { pendingSignatureRequestsOf } from './void-stale-signature-requests.js';

const LINK_LIFETIME_DAYS = 30;

/** The provider as the contract and the mandate documents print it. */
export const documentProviderOf = (provider: Config['provider']) => ({
  legalName: provider.legalName,
  nif: provider.nif,
  address: provider.address,
  email: provider.email,
  sepa: provider.sepa,
});

/**
 * A new signing link of the company (30 days) for the phone it vouched for (signingPhoneOf); the caller adds its
 * documents, then stores the snapshot (`storeSigningSnapshot`) and sends the link to `phone`.
 */
export async function openSignatureRequest(
  tx: Transaction,
  company: { id: number; telefono: string; telefonoEnteredBy: string | null; vouchedPhone: string | null },
  now: Date,
) {
  const phone = signingPhoneOf(company);
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_DAYS * 86_400_000);
  const [request] = await tx
    .insert(signatureRequests)
    .values({
      companyId: company.id,
      tokenHash: sha256Hex(token),
      phone,
      phoneEnteredBy: phone === company.telefono ? company.telefonoEnteredBy : 'COMPANY',
      expiresAt,
      createdAt: now,
    })
    .returning({ id: signatureRequests.id });
  if (!request) throw new Error('signature request not stored');
  return { request, token, expiresAt, phone };
}

/**
 * Starts the signature of the contracts of newly activated tools: one contract PDF per tool (with the SEPA
 * mandate when paying by SEPA), one signing link for them, and (unless staff hold it back) the SMS with the
 * link, in the caller's transaction. Returns the link's token (none without tools) for a caller that shows the
 * signing step itself (the onboarding page).
 */
export async function startContractSignature(
  tx: Transaction,
  input: {
    companyId: number;
    tools: { protocol: ProtocolCode; priceCents: number }[];
    config: Config;
    now: Date;
    /** Staff may prepare the contracts without sending the SMS yet (callViafirma false). */
    sendSms?: boolean;
    /**
     * A tool switched on while the company still has a link to sign (to the same phone) joins that link: the SMS
     * it got stays the one to use, instead of a second SMS with another link minutes later.
     */
    joinPendingLink?: boolean;
  },
) {
  if (input.tools.length === 0) return null;
  const [company] = await tx.select().from(companies).where(eq(companies.id, input.companyId));
  if (!company) throw new Error('company not found');
  const joined = input.joinPendingLink ? await pendingLinkOf(tx, company, input.now) : null;
  if (joined) {
    await addContracts(tx, company, joined.id, input);
    // A code asked before for the former set of documents signs nothing now.
    await tx
      .update(signatureRequests)
      .set({ codeHash: null, codeExpiresAt: null })
      .where(eq(signatureRequests.id, joined.id));
    await storeSigningSnapshot(tx, company.id, joined.id);
    return null;
  }
  const { request, token, expiresAt, phone } = await openSignatureRequest(tx, company, input.now);
  await addContracts(tx, company, request.id, input);
  await storeSigningSnapshot(tx, company.id, request.id);
  if (input.sendSms === false) return { token };
  await recordSigningEvent(tx, {
    requestId: request.id,
    kind: 'LINK_SENT',
    at: input.now,
    details: { outbox: `signature-link:${request.id}` },
  });
  await enqueueSms(tx, input.config, {
    now: input.now,
    idempotencyKey: `signature-link:${request.id}`,
    to: phone,
    agencyId: company.agencyId,
    text: templateText('firma-enlace', {
      empresa: smsName(company.razonSocial, 60),
      contratos: input.tools.length,
      enlace: secretLink(`${input.config.publicUrl}/firma/${token}`, expiresAt),
    }),
  });
  return { token };
}

/** The company's link still to sign, sent (its SMS out) to the phone it would be sent to now, if any. */
async function pendingLinkOf(tx: Transaction, company: typeof companies.$inferSelect, now: Date) {
  const [pending] = await tx
    .select({ id: signatureRequests.id, phone: signatureRequests.phone, snapshotHash: signatureRequests.snapshotHash })
    .from(signatureRequests)
    .where(
      and(
        pendingSignatureRequestsOf(company.id, now),
        isNull(signatureRequests.lockedAt),
        // A link of contracts (not a mandate's amendment) whose SMS went out.
        exists(
          tx
            .select({ one: sql`1` })
            .from(contracts)
            .where(
              and(eq(contracts.signatureRequestId, signatureRequests.id), eq(contracts.status, 'PENDIENTE_FIRMA')),
            ),
        ),
        exists(
          tx
            .select({ one: sql`1` })
            .from(signatureEvents)
            .where(
              and(eq(signatureEvents.signatureRequestId, signatureRequests.id), eq(signatureEvents.kind, 'LINK_SENT')),
            ),
        ),
      ),
    )
    .orderBy(desc(signatureRequests.createdAt), desc(signatureRequests.id))
    .limit(1)
    .for('update');
  if (!pending || pending.phone !== signingPhoneOf(company)) return null;
  // Its documents must still print the company as it is: a stale link is not extended.
  return pending.snapshotHash === (await signingSnapshotHash(tx, company.id, pending.id)) ? pending : null;
}

/** One contract PDF per tool (with the SEPA mandate when paying by SEPA), on the link `requestId`. */
async function addContracts(
  tx: Transaction,
  company: typeof companies.$inferSelect,
  requestId: number,
  input: { tools: { protocol: ProtocolCode; priceCents: number }[]; config: Config; now: Date },
) {
  const { provider } = input.config;
  const tax = indirectTaxFor(provider.tax, recipientTerritory(company.codigoPostal, provider.tax));
  for (const tool of input.tools) {
    const pdf = await renderDocument(
      serviceContract({
        company,
        protocol: tool.protocol,
        priceCents: tool.priceCents,
        tax,
        mandateReference: mandateReferenceOf(company.id),
        provider: documentProviderOf(provider),
        generatedOn: formatDateEs(input.now),
      }),
    );
    await tx.insert(contracts).values({
      companyId: company.id,
      protocol: tool.protocol,
      signatureRequestId: requestId,
      includesSepaMandate: company.metodoDePago === 'SEPA' ? 1 : 0,
      priceCents: tool.priceCents,
      taxBasisPoints: tax.rateBasisPoints,
      pdf,
      pdfSha256: sha256Hex(pdf),
      templateVersion: wordingVersion(CONTRACT_TEMPLATES),
      createdAt: input.now,
    });
  }
}
