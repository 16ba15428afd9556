import { formatDateEs, indirectTaxFor, type ProtocolCode, recipientTerritory } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { companies, contracts, signatureRequests } from '../../db/schema/index.js';
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
import { signingSnapshotHash } from './signing-snapshot.js';

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

/** Stores what the link was sent for once its documents are in place (see `signingSnapshotHash`). */
export async function storeSigningSnapshot(tx: Transaction, companyId: number, requestId: number) {
  await tx
    .update(signatureRequests)
    .set({ snapshotHash: await signingSnapshotHash(tx, companyId, requestId) })
    .where(eq(signatureRequests.id, requestId));
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
  },
) {
  if (input.tools.length === 0) return null;
  const [company] = await tx.select().from(companies).where(eq(companies.id, input.companyId));
  if (!company) throw new Error('company not found');
  const { request, token, expiresAt, phone } = await openSignatureRequest(tx, company, input.now);

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
      signatureRequestId: request.id,
      includesSepaMandate: company.metodoDePago === 'SEPA' ? 1 : 0,
      priceCents: tool.priceCents,
      taxBasisPoints: tax.rateBasisPoints,
      pdf,
      pdfSha256: sha256Hex(pdf),
      templateVersion: wordingVersion(CONTRACT_TEMPLATES),
      createdAt: input.now,
    });
  }
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
