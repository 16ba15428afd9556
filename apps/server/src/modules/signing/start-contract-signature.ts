import { formatDateEs, indirectTaxFor, type ProtocolCode, recipientTerritory } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { companies, contracts, signatureRequests } from '../../db/schema/index.js';
import { renderDocument } from '../../generators/pdf/render-document.js';
import { serviceContract } from '../../generators/pdf/service-contract.js';
import { secretLink, withSecrets } from '../../lib/secret-text.js';
import { newOpaqueToken, sha256Hex } from '../../lib/secure-token.js';
import { enqueueSms } from '../outbox/enqueue-message.js';
import { signingSnapshotHash } from './signing-snapshot.js';

const LINK_LIFETIME_DAYS = 30;

/** The stable SEPA mandate reference of a company (up to 35 characters). */
export const mandateReferenceOf = (companyId: number) => `CUMPLIA-${String(companyId).padStart(8, '0')}`;

/**
 * Starts the signature of the contracts of newly activated tools: one contract PDF per tool (with the SEPA
 * mandate when paying by SEPA), one signing link for them, and (unless staff hold it back) the SMS with the
 * link, in the caller's transaction.
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
  if (input.tools.length === 0) return;
  const [company] = await tx.select().from(companies).where(eq(companies.id, input.companyId));
  if (!company) throw new Error('company not found');
  const token = newOpaqueToken();
  const expiresAt = new Date(input.now.getTime() + LINK_LIFETIME_DAYS * 86_400_000);
  const [request] = await tx
    .insert(signatureRequests)
    .values({
      companyId: company.id,
      tokenHash: sha256Hex(token),
      phone: company.telefono,
      phoneEnteredBy: company.telefonoEnteredBy,
      expiresAt,
      createdAt: input.now,
    })
    .returning({ id: signatureRequests.id });
  if (!request) throw new Error('signature request not stored');

  const { provider } = input.config;
  for (const tool of input.tools) {
    const pdf = await renderDocument(
      serviceContract({
        company,
        protocol: tool.protocol,
        priceCents: tool.priceCents,
        tax: indirectTaxFor(provider.tax, recipientTerritory(company.codigoPostal, provider.tax)),
        mandateReference: mandateReferenceOf(company.id),
        provider: {
          legalName: provider.legalName,
          nif: provider.nif,
          address: provider.address,
          email: provider.email,
          sepa: provider.sepa,
        },
        generatedOn: formatDateEs(input.now),
      }),
    );
    await tx.insert(contracts).values({
      companyId: company.id,
      protocol: tool.protocol,
      signatureRequestId: request.id,
      includesSepaMandate: company.metodoDePago === 'SEPA' ? 1 : 0,
      pdf,
      pdfSha256: sha256Hex(pdf),
      createdAt: input.now,
    });
  }
  await tx
    .update(signatureRequests)
    .set({ snapshotHash: await signingSnapshotHash(tx, company.id, request.id) })
    .where(eq(signatureRequests.id, request.id));
  if (input.sendSms === false) return;
  const one = input.tools.length === 1;
  const pending = one ? 'un contrato pendiente' : `${input.tools.length} contratos pendientes`;
  const readAndSign = one ? 'Léalo y fírmelo' : 'Léalos y fírmelos';
  await enqueueSms(tx, input.config, {
    now: input.now,
    idempotencyKey: `signature-link:${request.id}`,
    to: company.telefono,
    text: withSecrets`Cumplia: ${company.razonSocial} tiene ${pending} de firma. ${readAndSign} aquí: ${secretLink(`${input.config.publicUrl}/firma/${token}`, expiresAt)}`,
  });
}
