import { eq } from 'drizzle-orm';
import type { ProviderIdentity } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { type InvoiceIssuerIdentity, invoiceIssuers } from '../../db/schema/index.js';

/** How the provider names itself on an invoice, from its configured identity. */
export function issuerIdentityOf(provider: ProviderIdentity): InvoiceIssuerIdentity {
  return {
    legalName: provider.legalName,
    nif: provider.nif,
    address: provider.address,
    email: provider.email,
    phone: provider.phone,
    registry: provider.registry,
    transferAccount: provider.sepa.accounts[0] ?? '',
  };
}

/**
 * The row of the identity the provider issues under today, stored the first time it does. Called inside the
 * issuing transaction, which holds the record chain's lock: two issues never race to store the same identity.
 */
export async function currentIssuerId(db: Queryable, provider: ProviderIdentity, now: Date): Promise<number> {
  const identity = issuerIdentityOf(provider);
  const [known] = await db
    .select({ id: invoiceIssuers.id })
    .from(invoiceIssuers)
    .where(eq(invoiceIssuers.identity, identity));
  if (known) return known.id;
  const [stored] = await db
    .insert(invoiceIssuers)
    .values({ identity, firstIssuedAt: now })
    .returning({ id: invoiceIssuers.id });
  if (!stored) throw new Error('Could not store the invoice issuer.');
  return stored.id;
}

/** The issuer an invoice names: as at its issue, or today's for an invoice issued before that was kept. */
export async function issuerOfInvoice(
  db: Queryable,
  provider: ProviderIdentity,
  issuerId: number | null,
): Promise<InvoiceIssuerIdentity> {
  if (issuerId === null) return issuerIdentityOf(provider);
  const [issuer] = await db
    .select({ identity: invoiceIssuers.identity })
    .from(invoiceIssuers)
    .where(eq(invoiceIssuers.id, issuerId));
  if (!issuer) throw new Error(`Invoice issuer ${issuerId} does not exist.`);
  return issuer.identity;
}
